/**
 * The phones the browser tests' server names in OPERATOR_PHONES (playwright.config.ts): the
 * operators the screens check opens the console as (English and Kiswahili are seeded on the
 * same server, so one each) and those of operator.spec.ts (one per screen size). Fixed: the
 * server reads them when it starts.
 */
export const operatorPhones = {
  screensEn: '0799000101',
  screensSw: '0799000102',
  journeyDesktop: '0799000103',
  journeyPhone: '0799000104',
} as const;
