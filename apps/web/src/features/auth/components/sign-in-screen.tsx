import type { SessionResponse } from '@rental/shared/schemas/auth';
import type { TFunction } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language/language-select';
import { PathIcon } from '../../../components/path-icon';
import { SignInForm } from './sign-in-form';
import '../sign-in.css';

const brandPoints = ['invoices', 'payments', 'reports'] as const;

/** The page's title in the browser's tab and in search results. */
export function signInTitle(t: TFunction): string {
  return `${t('auth:signIn.title')} · ${t('common:productName')}`;
}

interface SignInScreenProps {
  /** Keeps the session the server answered with and moves on. */
  onSignedIn: (session: SessionResponse) => void;
  /**
   * Shown above the card until the first try to sign in (inside the app: its alert area, which
   * says when signing out failed).
   */
  notice?: ReactNode;
}

/**
 * /sign-in as plain React and CSS (no MUI, no router), so that the page is rendered to HTML at
 * build time and shows before any script (src/sign-in); inside the app the route renders the
 * same screen (routes/sign-in-page.tsx). It looks like the app's other auth pages
 * (auth-layout.tsx): a branded panel beside the form on desktop, the form alone on phones.
 */
export function SignInScreen({ onSignedIn, notice }: SignInScreenProps) {
  const { t } = useTranslation('auth');
  // The message of the last try's failure; undefined before the first try.
  const [failure, setFailure] = useState<string | null>();

  useEffect(() => {
    document.title = signInTitle(t);
  }, [t]);

  return (
    <div className="sign-in">
      <aside className="sign-in__aside">
        <Brand />
        <p className="sign-in__tagline">{t('brand.tagline')}</p>
        <ul className="sign-in__points">
          {brandPoints.map((point) => (
            <li key={point}>
              <PathIcon path={checkCirclePath} />
              {t(`brand.points.${point}`)}
            </li>
          ))}
        </ul>
      </aside>
      <main className="sign-in__main">
        <div className="sign-in__column">
          <div className="sign-in__top">
            <Brand />
            <LanguageSelect className="sign-in-language" />
          </div>
          {failure === undefined && notice}
          {failure && (
            <div className="sign-in-alert" role="alert">
              <PathIcon path={errorOutlinePath} />
              <p>{failure}</p>
              <button
                type="button"
                aria-label={t('common:dismiss')}
                onClick={() => setFailure(null)}
              >
                <PathIcon path={closePath} />
              </button>
            </div>
          )}
          <div className="sign-in__card">
            <h1>{t('signIn.title')}</h1>
            <p className="sign-in__intro">{t('signIn.intro')}</p>
            <SignInForm onSignedIn={onSignedIn} onFailure={setFailure} />
            <p className="sign-in__switch">
              {t('signIn.noAccount')} <a href="/sign-up">{t('signIn.getStarted')}</a>
            </p>
          </div>
        </div>
      </main>
    </div>
  );
}

/** The logo and the product's name, leading to the landing page. */
function Brand() {
  const { t } = useTranslation('common');
  return (
    <a className="sign-in-brand" href="/">
      <img src="/images/logo.svg" alt="" width="32" height="32" />
      <span>{t('productName')}</span>
    </a>
  );
}

// Material icons' paths (CheckCircle, ErrorOutline, Close), as the app draws them.
const checkCirclePath =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';
const errorOutlinePath =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8';
const closePath =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';
