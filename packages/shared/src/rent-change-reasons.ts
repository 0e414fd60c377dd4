/**
 * Why a rent changed, when the product changed it rather than a person (issue 32): a code and
 * its values, worded in the reader's language by the screens. The English sentence is stored
 * beside the code (the activity log and exports read it); rows written before the code was
 * stored have only that sentence, and are read back into their code from it.
 */
export const rentChangeReasonCodes = ['leaseEscalation', 'leaseRenewal'] as const;
export type RentChangeReasonCode = (typeof rentChangeReasonCodes)[number];

export interface CodedRentChangeReason {
  reasoncode: RentChangeReasonCode;
  /** leaseEscalation: `date`, the anniversary; leaseRenewal: `enddate`, the new end. */
  reasonparams: Record<string, string>;
}

/** The English of each code, as stored in the reason (and as older rows hold it). */
export function englishRentChangeReason(reason: CodedRentChangeReason): string {
  const { date = '', enddate = '' } = reason.reasonparams;
  return reason.reasoncode === 'leaseEscalation'
    ? `Yearly rise in the lease (${date})`
    : `Lease renewed to ${enddate}`;
}

const legacy: [RegExp, (match: RegExpExecArray) => CodedRentChangeReason][] = [
  [
    /^Yearly rise in the lease \((\d{4}-\d{2}-\d{2})\)$/,
    (m) => ({ reasoncode: 'leaseEscalation', reasonparams: { date: m[1]! } }),
  ],
  [
    /^Lease renewed to (\d{4}-\d{2}-\d{2})$/,
    (m) => ({ reasoncode: 'leaseRenewal', reasonparams: { enddate: m[1]! } }),
  ],
];

const isCode = (code: string): code is RentChangeReasonCode =>
  (rentChangeReasonCodes as readonly string[]).includes(code);

/**
 * The code of a stored reason: the stored code and values, else one of the sentences the
 * product wrote before it stored codes; null for a person's own words.
 */
export function codedRentChangeReason(stored: {
  reason: string;
  code?: string | null;
  params?: string | null;
}): CodedRentChangeReason | null {
  if (stored.code && isCode(stored.code)) {
    let params: Record<string, string> = {};
    try {
      params = JSON.parse(stored.params ?? '{}') as Record<string, string>;
    } catch {
      // A damaged value: the code still says what it was.
    }
    return { reasoncode: stored.code, reasonparams: params };
  }
  for (const [pattern, coded] of legacy) {
    const match = pattern.exec(stored.reason);
    if (match) return coded(match);
  }
  return null;
}
