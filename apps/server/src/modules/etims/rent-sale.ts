import type { InvoiceType } from '@rental/shared/enums';
import { oscuTimestamp } from '../../integrations/etims/oscu-client.js';
import type { OscuItem, OscuSale, OscuTaxType } from '../../integrations/etims/oscu-types.js';

/**
 * THE RULE of what a rent document says to KRA (docs/reference/etims-oscu.md, "Rent"): one
 * item per document, its amount what the tenant was billed (VAT included), its tax type from
 * the premises and the landlord's VAT registration:
 * - not VAT-registered: D (non-VAT), whatever it is for;
 * - residential premises: A (exempt: letting residential premises is an exempt supply, and
 *   what is billed with it, service charge and water, goes with it);
 * - commercial premises: B (16%), VAT taken out of the billed amount.
 * A credit note is a refund ('R') of its invoice's sale, with the invoice's item and tax type.
 */

/**
 * Our items, one code each (KE, 3 a service, NT packaging, the quantity unit, a number), with
 * KRA's item classification for saveItem: the UNSPSC class "Lease and rental of property or
 * building" (80131500), water "Water and sewer utilities" (83101500). (?) Not checked against
 * KRA's own list (selectItemClsList): docs/reference/etims-oscu.md.
 */
export const rentItems = {
  residential_rent: { code: 'KE3NTXU0000001', name: 'Residential rent', classCode: '80131500' },
  commercial_rent: { code: 'KE3NTXU0000002', name: 'Commercial rent', classCode: '80131500' },
  service_charge: { code: 'KE3NTXU0000003', name: 'Service charge', classCode: '80131500' },
  water: { code: 'KE3NTXU0000004', name: 'Water', classCode: '83101500' },
  other: { code: 'KE3NTXU0000005', name: 'Other charge', classCode: '80131500' },
} as const;
export type RentItem = keyof typeof rentItems;

export type Premises = 'residential' | 'commercial';

/** The invoice types that are sales to KRA: a Pending Bill adds nothing, a deposit is held. */
export const transmittedInvoiceTypes = [
  'Rental Invoice Bill',
  'Water Invoice Bill',
  'Service Charge Bill',
  'One-off Charge',
  'Late Fee',
] as const satisfies readonly InvoiceType[];

export function isTransmitted(type: InvoiceType): boolean {
  return (transmittedInvoiceTypes as readonly InvoiceType[]).includes(type);
}

export function rentItemOf(type: InvoiceType, premises: Premises): RentItem {
  if (type === 'Rental Invoice Bill') return `${premises}_rent`;
  if (type === 'Service Charge Bill') return 'service_charge';
  if (type === 'Water Invoice Bill') return 'water';
  return 'other';
}

export function taxTypeOf(premises: Premises, vatRegistered: boolean): OscuTaxType {
  if (!vatRegistered) return 'D';
  return premises === 'commercial' ? 'B' : 'A';
}

/** The rates KRA's code list 04 gives each type (userDfnCd1). */
export const taxRates: Record<OscuTaxType, number> = { A: 0, B: 16, C: 0, D: 0, E: 8 };

/** The VAT inside a VAT-inclusive amount, in cents (KES 11,600 at 16% holds KES 1,600). */
export function includedTaxCents(amountCents: number, rate: number): number {
  return Math.round((amountCents * rate) / (100 + rate));
}

/** Cents to KES with two decimals, as OSCU writes amounts. */
const kes = (cents: number) => Math.round(cents) / 100;

/** What a sale tells KRA in sum, in integer cents (a refund's positive, as sent). */
export interface SaleFigures {
  taxType: OscuTaxType;
  /** taxblAmt: the billed amount, VAT included. */
  taxableCents: number;
  vatCents: number;
  totalCents: number;
}

/** The figures of an amount billed for these premises, by the rule above. */
export function saleFigures(
  amountCents: number,
  premises: Premises,
  vatRegistered: boolean,
): SaleFigures {
  const taxType = taxTypeOf(premises, vatRegistered);
  return {
    taxType,
    taxableCents: amountCents,
    vatCents: includedTaxCents(amountCents, taxRates[taxType]),
    totalCents: amountCents,
  };
}

/** The figures a built payload carries, back in integer cents: what KRA received. */
export function figuresSent(sale: OscuSale): SaleFigures {
  const cents = (value: number) => Math.round(value * 100);
  return {
    taxType: sale.itemList[0]!.taxTyCd,
    taxableCents: cents(sale.totTaxblAmt),
    vatCents: cents(sale.totTaxAmt),
    totalCents: cents(sale.totAmt),
  };
}

export interface SaleDocument {
  kind: 'sale' | 'refund';
  /** Our invcNo at KRA (etims_transmissions.document_number). */
  documentNumber: number;
  /** A refund's sale (its invcNo); null for a sale. */
  originalNumber: number | null;
  /** What the tenant knows it by: the invoice number, or the credit note's. */
  tradeNumber: string;
  /** The invoice's type (a refund's: its invoice's). */
  invoiceType: InvoiceType;
  /** The words on it (a month, a charge's description); added to the item's name. */
  description: string;
  amountCents: number;
  /** YYYY-MM-DD (Nairobi): the day billed, or credited. */
  date: string;
  premises: Premises;
  /** A credit note's kind, for KRA's reason code. */
  creditKind?: string;
  customer: { name: string; pin: string | null; phone: string | null };
}

export interface Seller {
  vatRegistered: boolean;
  /** Who the records say made it (regrNm, modrNm). */
  name: string;
}

/** KRA's credit note reasons: a correction is missing data, the rest are refunds. */
const refundReason = (creditKind: string | undefined) =>
  creditKind === 'correction' ? '02' : '06';

/** The saveTrnsSalesOsdc body of a rent document, from integer cents. */
export function buildSale(document: SaleDocument, seller: Seller, confirmedAt: Date): OscuSale {
  const item = rentItems[rentItemOf(document.invoiceType, document.premises)];
  const amount = document.amountCents;
  const { taxType, vatCents: taxCents } = saleFigures(
    amount,
    document.premises,
    seller.vatRegistered,
  );
  const confirmed = oscuTimestamp(confirmedAt);
  const perType = (value: number) => (type: OscuTaxType) => (type === taxType ? value : 0);
  const taxable = perType(kes(amount));
  const tax = perType(kes(taxCents));
  const name = document.description ? `${item.name}: ${document.description}` : item.name;
  const pin = document.customer.pin ?? undefined;
  const refund = document.kind === 'refund';
  return {
    trdInvcNo: document.tradeNumber,
    invcNo: document.documentNumber,
    orgInvcNo: refund ? (document.originalNumber ?? 0) : 0,
    ...(pin ? { custTin: pin } : {}),
    custNm: document.customer.name.slice(0, 60),
    salesTyCd: 'N',
    rcptTyCd: refund ? 'R' : 'S',
    pmtTyCd: '02',
    salesSttsCd: '02',
    cfmDt: confirmed,
    salesDt: document.date.replaceAll('-', ''),
    ...(refund ? { rfdDt: confirmed, rfdRsnCd: refundReason(document.creditKind) } : {}),
    totItemCnt: 1,
    taxblAmtA: taxable('A'),
    taxblAmtB: taxable('B'),
    taxblAmtC: taxable('C'),
    taxblAmtD: taxable('D'),
    taxblAmtE: taxable('E'),
    taxRtA: taxRates.A,
    taxRtB: taxRates.B,
    taxRtC: taxRates.C,
    taxRtD: taxRates.D,
    taxRtE: taxRates.E,
    taxAmtA: tax('A'),
    taxAmtB: tax('B'),
    taxAmtC: tax('C'),
    taxAmtD: tax('D'),
    taxAmtE: tax('E'),
    totTaxblAmt: kes(amount),
    totTaxAmt: kes(taxCents),
    totAmt: kes(amount),
    prchrAcptcYn: 'N',
    regrId: 'system',
    regrNm: seller.name.slice(0, 60),
    modrId: 'system',
    modrNm: seller.name.slice(0, 60),
    receipt: {
      ...(pin ? { custTin: pin } : {}),
      ...(document.customer.phone ? { custMblNo: document.customer.phone } : {}),
      rcptPbctDt: confirmed,
      prchrAcptcYn: 'N',
    },
    itemList: [
      {
        itemSeq: 1,
        itemCd: item.code,
        itemNm: name.slice(0, 200),
        pkgUnitCd: 'NT',
        pkg: 1,
        qtyUnitCd: 'U',
        qty: 1,
        prc: kes(amount),
        splyAmt: kes(amount),
        dcRt: 0,
        dcAmt: 0,
        taxTyCd: taxType,
        taxblAmt: kes(amount),
        taxAmt: kes(taxCents),
        totAmt: kes(amount),
      },
    ],
  };
}

/**
 * The saveItem body of the item a sale names, with the tax type the sale gives it: KRA's item
 * master must have the item before a sale names it (decision 0073). A service (itemTyCd 3),
 * of Kenya, no default price (each document carries its own), no insurance, in use.
 */
export function itemMaster(itemCode: string, taxType: OscuTaxType, seller: Seller): OscuItem {
  const item = Object.values(rentItems).find((candidate) => candidate.code === itemCode);
  if (!item) throw new Error(`Not one of our eTIMS items: ${itemCode}`);
  return {
    itemCd: item.code,
    itemClsCd: item.classCode,
    itemTyCd: '3',
    itemNm: item.name,
    orgnNatCd: 'KE',
    pkgUnitCd: 'NT',
    qtyUnitCd: 'U',
    taxTyCd: taxType,
    dftPrc: 0,
    isrcAplcbYn: 'N',
    useYn: 'Y',
    regrId: 'system',
    regrNm: seller.name.slice(0, 60),
    modrId: 'system',
    modrNm: seller.name.slice(0, 60),
  };
}

const receiptHosts = {
  production: 'https://etims.kra.go.ke',
  sandbox: 'https://etims-sbx.kra.go.ke',
} as const;

/**
 * The receipt's QR code: KRA's receipt page, given the seller's PIN (11 characters), branch (2)
 * and the receipt signature, run together (docs/reference/etims-oscu.md, "The QR code").
 */
export function receiptQrUrl(
  environment: 'sandbox' | 'production',
  pin: string,
  branchId: string,
  signature: string,
): string | null {
  if (pin.length !== 11 || branchId.length !== 2 || !signature) return null;
  const data = `${pin}${branchId}${signature}`;
  return `${receiptHosts[environment]}/common/link/etims/receipt/indexEtimsReceiptData?Data=${data}`;
}
