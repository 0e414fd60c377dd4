import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AlertContext, type AlertOptions, type AlertState, type AlertType } from './alert-context';

/** Holds the current alert; must sit inside the router. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [shownPathname, setShownPathname] = useState(pathname);
  const pathnameRef = useRef(pathname);

  // Leaving a page drops its alert, so a message never turns up again on an unrelated screen.
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    if (alert && alert.path !== pathname) setAlert(null);
  }
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  const showAlert = useCallback(
    (message: string, type: AlertType = 'success', pathOrOptions?: string | AlertOptions) => {
      const { path, action }: AlertOptions =
        typeof pathOrOptions === 'string' ? { path: pathOrOptions } : (pathOrOptions ?? {});
      setAlert({ message, type, path: path ?? pathnameRef.current, action });
    },
    [],
  );
  const clearAlert = useCallback(() => setAlert(null), []);
  const [dialogAreas, setDialogAreas] = useState(0);
  const registerDialogArea = useCallback(() => {
    setDialogAreas((count) => count + 1);
    return () => setDialogAreas((count) => count - 1);
  }, []);

  const api = useMemo(
    () => ({ alert, showAlert, clearAlert, dialogAreas, registerDialogArea }),
    [alert, showAlert, clearAlert, dialogAreas, registerDialogArea],
  );
  return <AlertContext value={api}>{children}</AlertContext>;
}
