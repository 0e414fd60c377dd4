/**
 * The Help page (/help, features/help) and its sections' anchors, so a screen can link to the
 * step it needs (Settings → MPESA Integration to /help#mpesa-daraja) without importing the
 * help feature. Renaming an anchor breaks links saved by users: add, do not rename.
 */
export const helpAnchors = {
  gettingStarted: 'getting-started',
  mpesa: 'mpesa',
  mpesaDaraja: 'mpesa-daraja',
  /** What goes in each field of Settings → MPESA Integration, and where to get it. */
  mpesaKeys: 'mpesa-keys',
  mpesaBank: 'mpesa-bank-paybill',
  sms: 'sms',
  smsBalance: 'sms-balance',
  water: 'water-readings',
  deposits: 'deposits',
  kra: 'kra',
  tenantPage: 'tenant-page',
  faq: 'faq',
} as const;

export type HelpAnchor = (typeof helpAnchors)[keyof typeof helpAnchors];

export const helpPath = '/help';

/** The Help page at one section, e.g. `/help#mpesa-daraja`. */
export function helpPathTo(anchor: HelpAnchor): string {
  return `${helpPath}#${anchor}`;
}
