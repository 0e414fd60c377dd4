import type { Language } from '@rental/shared/enums';
import { renderToString } from 'react-dom/server';
import { commonEn } from '../app/locales/common-en';
import { commonSw } from '../app/locales/common-sw';
import { createLandingI18n } from './landing-i18n';
import { LandingApp } from './landing-app';

/**
 * Used at build time only (scripts/prerender.mjs, through Vite's SSR build): the landing page
 * as HTML in one language, and the texts of the offline page the service worker shows.
 */
export function renderLanding(language: Language): {
  html: string;
  title: string;
  description: string;
} {
  const i18n = createLandingI18n(language);
  return {
    html: renderToString(<LandingApp i18n={i18n} />),
    title: i18n.t('brand'),
    description: i18n.t('description'),
  };
}

/** The offline page's texts in one language (namespace `common`). */
export function offlineTexts(language: Language): { title: string; text: string; retry: string } {
  const common = language === 'sw' ? commonSw : commonEn;
  return { ...common.offline, retry: common.retry };
}
