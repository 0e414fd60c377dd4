import { StrictMode, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

/**
 * What a page with an entry of its own (the landing page, sign-in) renders inside: its own
 * i18next (lib/page-i18n.ts), no router, no MUI.
 */
export function PageProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
}
