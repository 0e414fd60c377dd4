import { formatCalendarDay } from '@rental/shared/date-format';
import type { Language } from '@rental/shared/enums';
import {
  escalationWords,
  fillLeaseTemplate,
  type LeaseValues,
} from '@rental/shared/lease-template';
import { formatKes } from '@rental/shared/money';

/**
 * A made-up tenant's lease, to preview the template before saving: what the PDF prints, with
 * the same wording of dates, money and the yearly rise in the lease's language.
 */
export function previewLease(
  template: { body: string; houserules: string },
  language: Language,
  landlord: string,
): string {
  const values: LeaseValues = {
    tenantname: 'Amina Otieno',
    tenantphone: '0712345678',
    landlordname: landlord,
    landlordphone: '0722111222',
    housenumber: 'A2',
    rentalname: 'Sunrise Court',
    rent: formatKes(15000),
    deposit: formatKes(15000),
    startdate: formatCalendarDay('2026-03-01', language),
    enddate: formatCalendarDay('2027-02-28', language),
    noticedays: '30',
    escalation: escalationWords({ type: 'percent', percent: 5 }, language),
    paybill: '522533',
    accountnumber: 'A2',
    houserules: '',
    date: formatCalendarDay('2026-02-20', language),
  };
  values.houserules = fillLeaseTemplate(template.houserules, values);
  return fillLeaseTemplate(template.body, values);
}
