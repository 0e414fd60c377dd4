import { describe, expect, it } from 'vitest';
import {
  buildSale,
  figuresSent,
  includedTaxCents,
  receiptQrUrl,
  saleFigures,
  type SaleDocument,
} from '../../src/modules/etims/rent-sale.js';

const confirmed = new Date('2026-12-01T06:00:00.000Z');

function document(overrides: Partial<SaleDocument> = {}): SaleDocument {
  return {
    kind: 'sale',
    documentNumber: 7,
    originalNumber: null,
    tradeNumber: '42',
    invoiceType: 'Rental Invoice Bill',
    description: '2026-12-01',
    amountCents: 1_160_050,
    date: '2026-12-01',
    premises: 'commercial',
    customer: { name: 'Kiosk 4 Ltd', pin: 'A012345678B', phone: null },
    ...overrides,
  };
}

const vatRegistered = { vatRegistered: true, name: 'Rental Manager' };

describe('the sale KRA is sent for a rent document', () => {
  it('carries back, in cents, the figures the rule gives (what the sender stores)', () => {
    for (const premises of ['commercial', 'residential'] as const) {
      for (const registered of [true, false]) {
        for (const amountCents of [1_160_050, 1, 99_999_999]) {
          const sale = buildSale(
            document({ premises, amountCents }),
            { ...vatRegistered, vatRegistered: registered },
            confirmed,
          );
          expect(figuresSent(sale)).toEqual(saleFigures(amountCents, premises, registered));
        }
      }
    }
    expect(figuresSent(buildSale(document(), vatRegistered, confirmed))).toEqual({
      taxType: 'B',
      taxableCents: 1_160_050,
      vatCents: 160_007,
      totalCents: 1_160_050,
    });
  });

  it('takes 16% VAT out of commercial rent for a VAT-registered landlord, from cents', () => {
    const sale = buildSale(document(), vatRegistered, confirmed);
    expect(sale).toMatchObject({
      invcNo: 7,
      orgInvcNo: 0,
      trdInvcNo: '42',
      rcptTyCd: 'S',
      salesDt: '20261201',
      cfmDt: '20261201090000',
      custTin: 'A012345678B',
      custNm: 'Kiosk 4 Ltd',
      totItemCnt: 1,
      taxblAmtB: 11600.5,
      taxRtB: 16,
      taxAmtB: 1600.07,
      taxblAmtA: 0,
      totTaxblAmt: 11600.5,
      totTaxAmt: 1600.07,
      totAmt: 11600.5,
    });
    expect(sale.itemList).toEqual([
      expect.objectContaining({
        itemCd: 'KE3NTXU0000002',
        itemNm: 'Commercial rent: 2026-12-01',
        taxTyCd: 'B',
        qty: 1,
        prc: 11600.5,
        taxblAmt: 11600.5,
        taxAmt: 1600.07,
        totAmt: 11600.5,
      }),
    ]);
    expect(sale.rfdDt).toBeUndefined();
  });

  it('sends residential rent as exempt, and everything as non-VAT without VAT registration', () => {
    const residential = buildSale(document({ premises: 'residential' }), vatRegistered, confirmed);
    expect(residential).toMatchObject({ taxblAmtA: 11600.5, taxAmtA: 0, totTaxAmt: 0 });
    expect(residential.itemList[0]).toMatchObject({ itemCd: 'KE3NTXU0000001', taxTyCd: 'A' });

    const unregistered = { vatRegistered: false, name: 'Rental Manager' };
    const water = buildSale(
      document({ invoiceType: 'Water Invoice Bill' }),
      unregistered,
      confirmed,
    );
    expect(water).toMatchObject({ taxblAmtD: 11600.5, taxblAmtB: 0, totTaxAmt: 0 });
    expect(water.itemList[0]).toMatchObject({ itemCd: 'KE3NTXU0000004', taxTyCd: 'D' });
    const service = buildSale(
      document({ invoiceType: 'Service Charge Bill' }),
      vatRegistered,
      confirmed,
    );
    expect(service.itemList[0]).toMatchObject({ itemCd: 'KE3NTXU0000003', taxTyCd: 'B' });
  });

  it('sends a credit note as a refund of its sale, by the sale number', () => {
    const refund = buildSale(
      document({
        kind: 'refund',
        documentNumber: 9,
        originalNumber: 7,
        tradeNumber: 'CN-1',
        amountCents: 116_000,
        creditKind: 'correction',
      }),
      vatRegistered,
      confirmed,
    );
    expect(refund).toMatchObject({
      invcNo: 9,
      orgInvcNo: 7,
      rcptTyCd: 'R',
      rfdDt: '20261201090000',
      rfdRsnCd: '02',
      totAmt: 1160,
      taxAmtB: 160,
    });
  });

  it('leaves the customer PIN out when the tenant has none', () => {
    const sale = buildSale(
      document({ customer: { name: 'Wanjiku Kamau', pin: null, phone: null } }),
      vatRegistered,
      confirmed,
    );
    expect(sale).not.toHaveProperty('custTin');
    expect(sale.receipt).not.toHaveProperty('custTin');
  });

  it('rounds the VAT inside an amount to the cent', () => {
    expect(includedTaxCents(11_600, 16)).toBe(1_600);
    expect(includedTaxCents(1, 16)).toBe(0);
    expect(includedTaxCents(1_000_000, 0)).toBe(0);
  });

  it('points the QR code at KRA’s receipt page for the environment', () => {
    expect(receiptQrUrl('production', 'P051234567X', '00', 'QUII27MATATSHFRB')).toBe(
      'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00QUII27MATATSHFRB',
    );
    expect(receiptQrUrl('sandbox', 'P051234567X', '01', 'S')).toMatch(
      /^https:\/\/etims-sbx\.kra\.go\.ke\/.*\?Data=P051234567X01S$/,
    );
    expect(receiptQrUrl('sandbox', 'P05', '00', 'S')).toBeNull();
  });
});
