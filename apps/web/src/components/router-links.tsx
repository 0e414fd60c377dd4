import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * The plain links of a screen written without the router (sign-in, which is also its own page:
 * src/sign-in) move through the app's router inside the app, as its other links do, instead
 * of loading the app again. A click with a modifier key, or on a link to another origin or
 * window, is left to the browser.
 */
export function RouterLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target || link.hasAttribute('download')) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  return (
    <div style={{ display: 'contents' }} onClick={onClick}>
      {children}
    </div>
  );
}
