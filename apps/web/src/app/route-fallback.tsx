import { useTranslation } from 'react-i18next';

/**
 * Shown while the first lazy screen loads: the branded shell of index.html (its inline CSS),
 * drawn again by React, so the page looks the same from the first bytes to the first screen.
 * Part of the first bundle, so plain markup: no MUI.
 */
export function RouteFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="app-shell" aria-busy="true">
      <div className="app-shell__bar">
        <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill="#1b5e20" />
          <path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#fff" />
        </svg>
        <span>{t('productName')}</span>
      </div>
      <div className="app-shell__main">
        <p role="status" className="app-shell__status">
          {t('loading')}
        </p>
        <div className="app-shell__block app-shell__block--title" />
        <div className="app-shell__block app-shell__block--line" />
        <div className="app-shell__block" />
        <div className="app-shell__block" />
      </div>
    </div>
  );
}
