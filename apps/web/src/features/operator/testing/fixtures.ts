import type {
  OperatorContactRequest,
  OperatorOrganization,
  OperatorParkedConfirmation,
  OperatorSubscriptionPayment,
} from '@rental/shared/schemas/operator';
import { testUser } from '../../../test/mock-api';

/** The signed-in user as an operator (OPERATOR_PHONES). */
export const operatorUser = { ...testUser, operator: true, suspension: null };

/** Baraka Homes on Standard, paid, within its limits, unless told. */
export function makeOrganization(
  overrides: Partial<OperatorOrganization> = {},
): OperatorOrganization {
  return {
    organizationid: 'o-2',
    name: 'Baraka Homes',
    ownername: 'Baraka Mwangi',
    ownerphone: '0722000111',
    accounttype: 'Landlord',
    planid: 'standard',
    trialendsat: '2026-02-01T09:00:00.000Z',
    paiduntil: '2026-04-01T09:00:00.000Z',
    lastpaidat: '2026-03-01T09:00:00.000Z',
    status: 'active',
    usage: { users: 1, rentals: 3, tenants: 42, invoicesthismonth: 38 },
    limits: { users: 2, rentals: 5, tenants: 50, invoices: 100 },
    price: null,
    contractend: null,
    smsthismonth: 51,
    whatsappthismonth: 7,
    lastactivityat: '2026-03-10T07:30:00.000Z',
    suspension: null,
    createdat: '2026-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** An agent still on the free month: no plan, Individual's limits, nothing paid. */
export const trialOrganization = makeOrganization({
  organizationid: 'o-3',
  name: 'Kilimani Agencies',
  ownername: 'Wanjiku Kamau',
  ownerphone: '0733000222',
  accounttype: 'Agent',
  planid: null,
  trialendsat: '2026-03-20T09:00:00.000Z',
  paiduntil: null,
  lastpaidat: null,
  status: 'lapsing',
  usage: { users: 1, rentals: 1, tenants: 4, invoicesthismonth: 0 },
  limits: { users: 1, rentals: 2, tenants: 20, invoices: 40 },
  smsthismonth: 0,
  lastactivityat: null,
});

/** On Enterprise with the price, limits and end agreed, and suspended. */
export const suspendedEnterprise = makeOrganization({
  organizationid: 'o-4',
  name: 'Pwani Estates',
  ownername: 'Ali Hassan',
  ownerphone: '0711000333',
  planid: 'enterprise',
  price: 12000,
  contractend: '2026-12-31',
  // Given a period with the plan, never paid by M-PESA.
  lastpaidat: null,
  status: 'suspended',
  limits: { users: 10, rentals: null, tenants: 500, invoices: null },
  usage: { users: 4, rentals: 12, tenants: 310, invoicesthismonth: 290 },
  suspension: { reason: 'Cheque bounced', since: '2026-03-05T08:00:00.000Z' },
});

export function makeContactRequest(
  overrides: Partial<OperatorContactRequest> = {},
): OperatorContactRequest {
  return {
    id: 'c-1',
    organizationid: 'o-2',
    organizationname: 'Baraka Homes',
    name: 'Baraka Mwangi',
    phonenumber: '0722000111',
    email: 'baraka@example.co.ke',
    message: 'We manage 40 houses in Kilimani. Call me on Monday.',
    status: 'new',
    notes: '',
    createdat: '2026-03-02T06:00:00.000Z',
    updatedat: '2026-03-02T06:00:00.000Z',
    ...overrides,
  };
}

export function makeSubscriptionPayment(
  overrides: Partial<OperatorSubscriptionPayment> = {},
): OperatorSubscriptionPayment {
  return {
    id: 'p-1',
    organizationid: 'o-2',
    organizationname: 'Baraka Homes',
    planid: 'standard',
    amount: 1850,
    status: 'succeeded',
    mpesareceipt: 'SGH7XK2P4L',
    createdat: '2026-03-01T07:00:00.000Z',
    ...overrides,
  };
}

/** A 7,000 confirmation to Baraka Homes, parked after three failures, unless told. */
export function makeParkedConfirmation(
  overrides: Partial<OperatorParkedConfirmation> = {},
): OperatorParkedConfirmation {
  return {
    id: 'cb-1',
    organizationid: 'o-2',
    organizationname: 'Baraka Homes',
    transid: 'SKL4Q2X9PA',
    amount: 7000,
    receivedat: '2026-03-01T07:00:00.000Z',
    attempts: 3,
    lasterror: 'integer out of range',
    parkedat: '2026-03-01T07:03:00.000Z',
    ...overrides,
  };
}
