/**
 * The plan catalogue (spec section 9). The server takes prices and limits from here, never
 * from a request body. A limit of null means "customized" (Enterprise: contact us).
 */
export interface Plan {
  id: 'individual' | 'standard' | 'enterprise';
  name: string;
  /** KES per month; null when the price is agreed with sales. */
  monthlyPriceKes: number | null;
  limits: {
    users: number | null;
    rentals: number | null;
    tenants: number | null;
    invoicesPerMonth: number | null;
  };
}

export const plans: readonly Plan[] = [
  {
    id: 'individual',
    name: 'Individual',
    monthlyPriceKes: 1000,
    limits: { users: 1, rentals: 2, tenants: 20, invoicesPerMonth: 40 },
  },
  {
    id: 'standard',
    name: 'Standard',
    monthlyPriceKes: 1850,
    limits: { users: 2, rentals: 5, tenants: 50, invoicesPerMonth: 100 },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPriceKes: null,
    limits: { users: null, rentals: null, tenants: null, invoicesPerMonth: null },
  },
];

/** What every plan includes (spec section 9). */
export const planInclusions = [
  '1 month free usage',
  'Detailed reports',
  'MPESA rent collection',
  'Automatic reconciliation',
  '24/7 support',
  'Web and mobile access',
] as const;

export const freeTrialMonths = 1;
