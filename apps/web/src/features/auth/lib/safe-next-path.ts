/** Where to go after signing in when no page was asked for. */
export const defaultAfterSignIn = '/dashboard';

/**
 * The page to return to after sign-in, taken from `?next=`. Only a path on this site is
 * accepted (never another origin, `//host` or `javascript:`), and never the auth pages.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return defaultAfterSignIn;
  }
  try {
    const base = 'https://app.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return defaultAfterSignIn;
    if (url.pathname === '/sign-in' || url.pathname === '/sign-up') return defaultAfterSignIn;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return defaultAfterSignIn;
  }
}

/** The sign-in address that brings the user back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return path === defaultAfterSignIn || path === '/'
    ? '/sign-in'
    : `/sign-in?next=${encodeURIComponent(path)}`;
}
