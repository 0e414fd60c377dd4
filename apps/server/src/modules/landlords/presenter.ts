import { basisPointsToPercent, percentToBasisPoints } from '@rental/shared/percent';
import { centsToKes, kesToCents } from '@rental/shared/money';
import { payoutSchema, type Landlord, type LandlordValues } from '@rental/shared/schemas/landlords';
import type { LandlordRow } from './repository.js';

/** A percent commission is kept in hundredths of a percent, a fixed one in cents. */
export function commissionUnits(values: Pick<LandlordValues, 'commissiontype' | 'commission'>) {
  return values.commissiontype === 'percent'
    ? percentToBasisPoints(values.commission)
    : kesToCents(values.commission);
}

export function commissionOf(row: { commission_type: string; commission: number | string }) {
  const units = Number(row.commission);
  return row.commission_type === 'percent' ? basisPointsToPercent(units) : centsToKes(units);
}

export function toLandlord(row: LandlordRow): Landlord {
  return {
    landlordid: row.id,
    landlorddata: {
      name: row.name,
      phonenumber: row.phonenumber,
      email: row.email,
      krapin: row.kra_pin,
      payout: payoutSchema.parse(JSON.parse(row.payout)),
      commissiontype: row.commission_type,
      commission: commissionOf(row),
      commissionbase: row.commission_base,
      language: row.language,
    },
    rentals: Number(row.rentals ?? 0),
  };
}

/** The fields the activity log's "changes" line compares. */
export function loggedLandlord(values: Omit<LandlordValues, 'email'> & { email?: string | null }) {
  return {
    name: values.name,
    phonenumber: values.phonenumber,
    email: values.email ?? null,
    krapin: values.krapin ?? null,
    payout: values.payout.method,
    commission: `${values.commission}${values.commissiontype === 'percent' ? '%' : ' KES'}`,
    commissionbase: values.commissionbase,
    // As the lease template's entry words it: the activity screen translates the name.
    language: values.language === 'sw' ? 'Kiswahili' : 'English',
  };
}
