import { useTranslation } from 'react-i18next';

export function LandingPage() {
  const { t } = useTranslation('landing');
  return <h1>{t('title')}</h1>;
}
