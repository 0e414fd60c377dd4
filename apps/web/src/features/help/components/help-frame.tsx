import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPageFrame } from '../../../components/public-page-frame';

/** The Help page around its content (components/public-page-frame.tsx), in its own words. */
export function HelpFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation('help');
  const labels = {
    home: t('header.home'),
    backToApp: t('header.backToApp'),
    signIn: t('header.signIn'),
  };
  return (
    <PublicPageFrame signedIn={signedIn} labels={labels}>
      {children}
    </PublicPageFrame>
  );
}
