import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './app/i18n';
import { App } from './app/app';
import { startFirstScreenCalls } from './app/early-requests';
import { registerServiceWorker } from './lib/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first screen's API calls start now, beside its code and texts, not after them; once the
// user leaves the address the page opened at, an answer nobody used is dropped
// (app/drop-early-answers-on-leave.tsx).
startFirstScreenCalls();

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
