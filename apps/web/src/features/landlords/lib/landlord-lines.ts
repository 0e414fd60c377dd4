import { formatKes } from '@rental/shared/money';
import type { Landlord, Payout } from '@rental/shared/schemas/landlords';
import type { TFunction } from 'i18next';

/** "M-PESA 0722000111" or "KCB 1234567890": where the landlord's money goes. */
export function payoutLine(payout: Payout, t: TFunction<'landlords'>): string {
  return payout.method === 'mpesa'
    ? t('payout.mpesa', { phonenumber: payout.phonenumber })
    : t('payout.bank', { bankname: payout.bankname, accountnumber: payout.accountnumber });
}

/** "10% of rent collected" or "KES 2,500 a month". */
export function commissionLine(
  { commissiontype, commission }: Landlord['landlorddata'],
  t: TFunction<'landlords'>,
): string {
  return commissiontype === 'percent'
    ? t('commission.percent', { value: commission })
    : t('commission.fixed', { amount: formatKes(commission) });
}
