import { helpAnchors, type HelpAnchor } from '../../../lib/help-anchors';
import type { helpEn } from '../locales/en';

type LinkKey = keyof typeof helpEn.links;

/**
 * Where each link of the Help page goes. A screen of the app is offered only to a signed-in
 * reader (signed out it would only lead to sign-in); sign-up only to one signed out; the
 * providers' own sites to everyone, in a new tab.
 */
export const helpLinks = {
  signUp: { href: '/sign-up', audience: 'signedOut' },
  importTenants: { href: '/tenants/import', audience: 'signedIn' },
  newInvoice: { href: '/new-invoice', audience: 'signedIn' },
  daraja: { href: 'https://developer.safaricom.co.ke', audience: 'everyone' },
  mpesaSettings: { href: '/settings?tab=mpesa', audience: 'signedIn' },
  unallocated: { href: '/unallocated', audience: 'signedIn' },
  africasTalking: { href: 'https://account.africastalking.com', audience: 'everyone' },
  smsSettings: { href: '/settings?tab=sms', audience: 'signedIn' },
  readings: { href: '/water-readings', audience: 'signedIn' },
  reports: { href: '/reports', audience: 'signedIn' },
  kraReport: { href: '/reports/kra-mri', audience: 'signedIn' },
  itax: { href: 'https://itax.kra.go.ke', audience: 'everyone' },
} as const satisfies Record<
  LinkKey,
  { href: string; audience: 'signedIn' | 'signedOut' | 'everyone' }
>;

type Sections = typeof helpEn.sections;

/** A part of a section with its own heading and anchor (e.g. M-PESA through Daraja). */
export interface HelpPart {
  anchor: HelpAnchor;
  /** Its texts: `sections.<section>.<key>` of the catalogue. */
  key: string;
  links?: readonly LinkKey[];
  /** The anchor of its field explanations' heading, when it has them. */
  fieldsAnchor?: HelpAnchor;
}

export interface HelpSection extends Omit<HelpPart, 'key'> {
  key: keyof Sections;
  parts?: readonly HelpPart[];
}

/** The page's sections in order; the FAQ follows them. */
export const helpSections: readonly HelpSection[] = [
  {
    anchor: helpAnchors.gettingStarted,
    key: 'gettingStarted',
    links: ['signUp', 'importTenants', 'newInvoice'],
  },
  {
    anchor: helpAnchors.mpesa,
    key: 'mpesa',
    parts: [
      {
        anchor: helpAnchors.mpesaDaraja,
        key: 'daraja',
        links: ['daraja', 'mpesaSettings'],
        fieldsAnchor: helpAnchors.mpesaKeys,
      },
      { anchor: helpAnchors.mpesaBank, key: 'bank', links: ['mpesaSettings', 'unallocated'] },
    ],
  },
  {
    anchor: helpAnchors.sms,
    key: 'sms',
    links: ['africasTalking', 'smsSettings'],
    parts: [{ anchor: helpAnchors.smsBalance, key: 'balance' }],
  },
  { anchor: helpAnchors.water, key: 'water', links: ['readings'] },
  { anchor: helpAnchors.deposits, key: 'deposits', links: ['reports'] },
  { anchor: helpAnchors.kra, key: 'kra', links: ['kraReport', 'itax'] },
  { anchor: helpAnchors.tenantPage, key: 'tenantPage' },
];
