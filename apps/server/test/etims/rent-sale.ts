import type { OscuItem, OscuSale } from '../../src/integrations/etims/oscu-types.js';

/** The item rentSale names, as saveItem registers it in KRA's item master first. */
export const rentItem: OscuItem = {
  itemCd: 'KE2NTNO0000001',
  itemClsCd: '80131500',
  itemTyCd: '3',
  itemNm: 'Commercial rent',
  orgnNatCd: 'KE',
  pkgUnitCd: 'NT',
  qtyUnitCd: 'U',
  taxTyCd: 'B',
  dftPrc: 0,
  isrcAplcbYn: 'N',
  useYn: 'Y',
  regrId: 'system',
  regrNm: 'Rental Manager',
  modrId: 'system',
  modrNm: 'Rental Manager',
};

/** One month's rent of a commercial unit, VAT 16% included (KES 11,600). */
export function rentSale(invcNo: number): OscuSale {
  return {
    trdInvcNo: `INV-${invcNo}`,
    invcNo,
    orgInvcNo: 0,
    custNm: 'Kiosk 4 Ltd',
    salesTyCd: 'N',
    rcptTyCd: 'S',
    pmtTyCd: '02',
    salesSttsCd: '02',
    cfmDt: '20261201090000',
    salesDt: '20261201',
    totItemCnt: 1,
    ...{ taxblAmtA: 0, taxblAmtB: 10000, taxblAmtC: 0, taxblAmtD: 0, taxblAmtE: 0 },
    ...{ taxRtA: 0, taxRtB: 16, taxRtC: 0, taxRtD: 0, taxRtE: 8 },
    ...{ taxAmtA: 0, taxAmtB: 1600, taxAmtC: 0, taxAmtD: 0, taxAmtE: 0 },
    totTaxblAmt: 10000,
    totTaxAmt: 1600,
    totAmt: 11600,
    prchrAcptcYn: 'N',
    regrId: 'system',
    regrNm: 'Rental Manager',
    modrId: 'system',
    modrNm: 'Rental Manager',
    receipt: { rcptPbctDt: '20261201090000', prchrAcptcYn: 'N' },
    itemList: [
      {
        itemSeq: 1,
        itemCd: 'KE2NTNO0000001',
        itemNm: 'Commercial rent December 2026',
        pkgUnitCd: 'NT',
        pkg: 1,
        qtyUnitCd: 'U',
        qty: 1,
        prc: 11600,
        splyAmt: 11600,
        dcRt: 0,
        dcAmt: 0,
        taxTyCd: 'B',
        taxblAmt: 10000,
        taxAmt: 1600,
        totAmt: 11600,
      },
    ],
  };
}
