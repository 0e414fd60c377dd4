import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { currentLanguage, initialLanguage } from '../lib/language';
import { registerServiceWorker } from '../lib/register-service-worker';
import { createLandingI18n } from './landing-i18n';
import { LandingApp, LandingHeader } from './landing-app';

/**
 * The entry of / (landing.html). The page is already there, rendered at build time in English
 * (scripts/prerender.mjs, which loads this after the first paint), and only its header moves
 * (the phone menu, the language switch): that is all React hydrates, a few dozen elements, so
 * the page stays static content with no long task. Neither the router nor MUI nor the app's
 * catalogues load here: its links are plain links into the app.
 *
 * In another language (one remembered, or chosen with the switch) React renders the whole
 * page instead, at once in this task: before the document's load event for a remembered one.
 */
const root = document.getElementById('root');
const header = document.querySelector('.landing-header-island');
if (!root || !header) throw new Error('The page has no #root or header to hydrate');

const prerendered = currentLanguage(document.documentElement.lang);
const i18n = createLandingI18n(initialLanguage());

function renderWholePage(): void {
  document.documentElement.lang = currentLanguage(i18n.language);
  flushSync(() => createRoot(root!).render(<LandingApp i18n={i18n} />));
}

if (currentLanguage(i18n.language) === prerendered) {
  let headerRoot: Root | undefined;
  startTransition(() => {
    headerRoot = hydrateRoot(header, <LandingHeader i18n={i18n} />);
  });
  // The switch changed the language: the rest of the page is static English, so React takes
  // over all of it (after the click's own update has finished).
  const takeOver = () => {
    i18n.off('languageChanged', takeOver);
    setTimeout(() => {
      headerRoot?.unmount();
      renderWholePage();
    });
  };
  i18n.on('languageChanged', takeOver);
} else {
  renderWholePage();
}
registerServiceWorker();
