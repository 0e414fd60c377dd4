import { paybillAccount } from '@rental/shared/account-ref';
import { formatCalendarDay } from '@rental/shared/date-format';
import { nairobiDate } from '@rental/shared/dates';
import type { Language } from '@rental/shared/enums';
import {
  escalationWords,
  fillLeaseTemplate,
  noPaybillWords,
  openEndWords,
  type LeaseValues,
} from '@rental/shared/lease-template';
import { centsToKes, formatKes } from '@rental/shared/money';
import { basisPointsToPercent } from '@rental/shared/percent';
import { leaseMessages } from '@rental/shared/schemas/leases';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { AppError } from '../../lib/app-error.js';
import { type Actor, rentalScopeOf } from '../access/index.js';
import { depositOf } from '../ledger/index.js';
import { payeeOf } from '../organization/index.js';
import { rentInForceCents, requireTenantRow } from '../tenants/index.js';
import { drawLeasePdf } from './lease-pdf.js';
import { findLease } from './repository.js';
import type { LeasesDeps } from './service.js';
import { leaseTemplateOf } from './template-service.js';

const kes = (cents: number) => formatKes(centsToKes(cents));

/**
 * GET /api/tenant/{id}/lease.pdf: the tenant's lease, from the organization's template in
 * `language` (the tenant's own unless asked), filled in with the lease's terms, the rent in
 * force (from the start, for a lease not yet begun), the deposit billed and where to pay.
 * A tenant with no lease yet is a 409: there is nothing to print.
 */
export async function leasePdf(
  deps: LeasesDeps,
  actor: Actor,
  tenantId: string,
  asked: Language | undefined,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { db } = deps;
  const { organizationId } = actor;
  const tenant = await requireTenantRow(db, organizationId, tenantId, rentalScopeOf(actor));
  const lease = await findLease(db, organizationId, tenantId);
  if (!lease) throw new AppError('conflict', leaseMessages.noLease);
  const language = asked ?? tenant.language;
  const now = deps.clock();
  const today = nairobiDate(now);
  const rentDate = lease.start_date > today ? lease.start_date : today;
  const [payee, deposit, rent, template] = await Promise.all([
    payeeOf(db, organizationId),
    depositOf(db, organizationId, tenantId),
    rentInForceCents(db, organizationId, tenantId, rentDate),
    leaseTemplateOf(db, organizationId, language),
  ]);
  const value = Number(lease.escalation_value ?? 0);
  const escalation =
    lease.escalation_type === null
      ? null
      : lease.escalation_type === 'percent'
        ? { type: 'percent' as const, percent: basisPointsToPercent(value) }
        : { type: 'amount' as const, kes: kes(value) };
  const name = tenantDisplayName(tenant);
  const values: LeaseValues = {
    tenantname: name,
    tenantphone: tenant.phonenumber,
    landlordname: payee.name,
    landlordphone: payee.phone,
    housenumber: tenant.house_number,
    rentalname: tenant.rental_name,
    rent: kes(rent ?? 0),
    deposit: kes(deposit.charged),
    startdate: formatCalendarDay(lease.start_date, language),
    enddate:
      lease.end_date === null
        ? openEndWords[language]
        : formatCalendarDay(lease.end_date, language),
    noticedays: String(lease.notice_days),
    escalation: escalationWords(escalation, language),
    paybill: payee.paybill ?? noPaybillWords[language],
    accountnumber: paybillAccount(tenant.house_number, payee.bankAccountNumber),
    houserules: '',
    date: formatCalendarDay(today, language),
  };
  // The house rules may name the tenant or the house too.
  values.houserules = fillLeaseTemplate(template.houserules, values);
  const pdf = await drawLeasePdf({
    text: fillLeaseTemplate(template.body, values),
    language,
    issuer: { name: payee.name, phone: payee.phone },
    tenantName: name,
    now,
  });
  const slug = `${name}-${tenant.house_number}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { pdf, fileName: `lease-${slug.replace(/^-|-$/g, '')}.pdf` };
}
