import { useTranslation } from 'react-i18next';

/**
 * Shown while the first lazy screen loads. Part of the first bundle, so plain markup: no MUI.
 */
export function RouteFallback() {
  const { t } = useTranslation('common');
  return (
    <p role="status" style={{ margin: '4rem auto', textAlign: 'center', fontFamily: 'system-ui' }}>
      {t('loading')}
    </p>
  );
}
