import type { SessionResponse } from '@rental/shared/schemas/auth';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { safeNextPath } from '../features/auth/lib/safe-next-path';
import { getToken, setToken } from '../lib/auth-token';
import { currentLanguage, initialLanguage } from '../lib/language';
import { registerServiceWorker } from '../lib/register-service-worker';
import { createSignInI18n } from './sign-in-i18n';
import { SignInApp } from './sign-in-app';

/**
 * The entry of /sign-in (sign-in.html). The page is already there, rendered at build time in
 * English (scripts/prerender.mjs, which loads this after the first paint); React hydrates it,
 * which enables its button. Neither the router nor MUI nor the app's catalogues load here:
 * signed in, the page goes on into the app with a full navigation, the session kept where the
 * app reads it (lib/auth-token.ts), as the app's own sign-in does.
 *
 * A visitor who still has a session goes on at once (the page loads this at once for them). In
 * another language (one remembered), React renders the whole page at once in this task, before
 * the document's load event, keeping what was typed.
 */
const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));

function signedIn({ token }: SessionResponse): void {
  setToken(token);
  window.location.assign(next);
}

function start(root: HTMLElement): void {
  const i18n = createSignInI18n(initialLanguage());
  const app = <SignInApp onSignedIn={signedIn} />;
  const language = currentLanguage(i18n.language);
  if (language === currentLanguage(document.documentElement.lang)) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  const typed = [...root.querySelectorAll('input')].map((input) => [input.name, input.value]);
  document.documentElement.lang = language;
  flushSync(() => createRoot(root).render(app));
  for (const [name, value] of typed) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input && value) input.value = value;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root to hydrate');
if (getToken()) {
  window.location.replace(next);
} else {
  start(root);
  registerServiceWorker();
}
