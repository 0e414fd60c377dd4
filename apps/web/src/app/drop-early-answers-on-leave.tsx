import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dropEarlyAnswers } from '../lib/api-client';

/**
 * The first screen's API calls start as the page opens (early-requests.ts); once the user
 * leaves the address the page opened at (a link, a redirect), an answer nobody used is dropped.
 */
export function DropEarlyAnswersOnLeave() {
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  const dropped = useRef(false);
  useEffect(() => {
    if (dropped.current || pathname === openedAt.current) return;
    dropped.current = true;
    dropEarlyAnswers();
  }, [pathname]);
  return null;
}
