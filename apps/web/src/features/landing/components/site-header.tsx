import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionLinks } from '../section-links';
import { LanguageLinks } from './language-links';

const menuId = 'landing-nav-menu';

/**
 * Sticky top bar. Below the desktop breakpoint the links collapse behind a disclosure button;
 * the CSS hides the menu by `data-open`, so on wide screens it is always shown.
 */
export function SiteHeader() {
  const { t } = useTranslation('landing');
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  // Escape or a tap outside the header closes the open phone menu, as for any disclosure
  // that covers the page.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  // Following a link (even an in-page anchor) should reveal the target, not leave the menu over it.
  const closeMenu = () => setMenuOpen(false);

  return (
    <header ref={headerRef} className="landing-header">
      <div className="landing-container landing-header__bar">
        <a className="landing-brand" href="#home" onClick={closeMenu}>
          <img src="/images/logo.svg" alt="" width="36" height="36" />
          <span>{t('brand')}</span>
        </a>
        <button
          type="button"
          className="landing-menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          {t('nav.menu')}
        </button>
        <nav id={menuId} className="landing-nav" data-open={menuOpen} aria-label={t('nav.label')}>
          <ul className="landing-nav__links">
            {sectionLinks.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} onClick={closeMenu}>
                  {t(link.labelKey)}
                </a>
              </li>
            ))}
            <li>
              <a href="/help">{t('nav.help')}</a>
            </li>
          </ul>
          <div className="landing-nav__actions">
            <LanguageLinks />
            <a className="landing-button landing-button--outline" href="/sign-in">
              {t('nav.signIn')}
            </a>
            <a className="landing-button landing-button--accent" href="/sign-up">
              {t('nav.tryFree')}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
