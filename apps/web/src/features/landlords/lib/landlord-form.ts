import type { Landlord, LandlordBody } from '@rental/shared/schemas/landlords';

/** The form's fields, in the order a refusal from the server focuses them. */
export const landlordFieldNames = [
  'name',
  'phonenumber',
  'email',
  'krapin',
  'language',
  'payout.method',
  'payout.phonenumber',
  'payout.bankname',
  'payout.accountname',
  'payout.accountnumber',
  'commissiontype',
  'commission',
  'commissionbase',
] as const;

/**
 * What the dialog starts from: the landlord's details, or an empty form paid by M-PESA at a
 * percent commission (what most agents in Kenya agree). Inputs hold text, so the commission
 * is one.
 */
export function landlordFormValues(landlord: Landlord | undefined): LandlordBody {
  if (!landlord) {
    return {
      name: '',
      phonenumber: '',
      email: '',
      krapin: '',
      language: 'en',
      payout: { method: 'mpesa', phonenumber: '' },
      commissiontype: 'percent',
      commission: '',
      commissionbase: 'rent',
    };
  }
  const data = landlord.landlorddata;
  return {
    ...data,
    email: data.email ?? '',
    krapin: data.krapin ?? '',
    commission: String(data.commission),
  };
}
