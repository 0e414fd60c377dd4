import type { Page } from '@playwright/test';

/** Chromium's own console line for a blocked load, and the one the listener below writes. */
const violationMessage = /Content Security Policy/i;

/**
 * Watches a page for what the server's Content-Security-Policy blocks: every
 * `securitypolicyviolation` event (written to the console by a listener in each document) and
 * Chromium's own console errors about the policy. Call before the page's first navigation.
 * `take()` returns the violations seen since the last call.
 */
export async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (violationMessage.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ` +
          `${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return { take: () => violations.splice(0) };
}
