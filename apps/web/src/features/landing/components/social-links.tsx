import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Brand names are not translated, so they stay out of the locale catalogue.
const networks: { name: string; href: string; icon: ReactNode }[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <path
        fill="currentColor"
        d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z"
      />
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: (
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        d="M4.5 4h4L19.5 20h-4zM19 4l-6.3 7.2M11.2 12.9 5 20"
      />
    ),
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: (
      <path
        fill="currentColor"
        d="M5 3.5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM3.5 9h3v11.5h-3zm5.5 0h2.9v1.6c.4-.8 1.5-1.8 3.2-1.8 3.4 0 4 2.2 4 5.1v6.6h-3v-5.9c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6H9z"
      />
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </g>
    ),
  },
];

export function SocialLinks() {
  const { t } = useTranslation('landing');

  return (
    <ul className="landing-social">
      {networks.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.socialLabel', { network: network.name })}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              {network.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
