import type { Language } from '@rental/shared/enums';
import { renderToString } from 'react-dom/server';
import { signInTitle } from '../features/auth/components/sign-in-screen';
import { createSignInI18n } from './sign-in-i18n';
import { SignInApp } from './sign-in-app';

/**
 * Used at build time only (scripts/prerender.mjs, through Vite's SSR build): the sign-in page
 * as HTML in one language, with its title and description.
 */
export function renderSignIn(language: Language): {
  html: string;
  title: string;
  description: string;
} {
  const i18n = createSignInI18n(language);
  return {
    html: renderToString(<SignInApp onSignedIn={() => undefined} />),
    title: signInTitle(i18n.t),
    description: i18n.t('brand.tagline'),
  };
}
