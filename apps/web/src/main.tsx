import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './app/i18n';
import { App } from './app/app';
import { startFirstScreenCalls } from './app/early-requests';
import { router } from './app/router';
import { dropEarlyAnswers } from './lib/api-client';
import { registerServiceWorker } from './lib/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first screen's API calls start now, beside its code and texts, not after them; once the
// user leaves the address the page opened at, an answer nobody used is dropped.
startFirstScreenCalls();
const openedAt = window.location.pathname;
const stopWatching = router.subscribe((state) => {
  if (state.location.pathname === openedAt) return;
  dropEarlyAnswers();
  stopWatching();
});

// index.html's branded shell stays on screen until the texts of the app's language are in
// (they load beside the first screen's files) and React replaces it.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();
