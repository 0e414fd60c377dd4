/**
 * The OSCU payloads we send and read, with KRA's own field names (docs/reference/etims-oscu.md).
 * Amounts are KES with two decimals, dates `YYYYMMDD` or `YYYYMMDDhhmmss` in Kenya time.
 */

/** selectInitOsdcInfo's `data.info`: the taxpayer, branch and device, with the cmcKey. */
export interface OscuDeviceInfo {
  tin: string;
  taxprNm: string;
  bsnsActv: string | null;
  bhfId: string;
  bhfNm: string | null;
  hqYn: string | null;
  dvcId: string | null;
  sdcId: string | null;
  mrcNo: string | null;
  cmcKey: string;
}

/** One code of a class (a tax type: cd 'B', cdNm 'B-16.00%', userDfnCd1 '16'). */
export interface OscuCode {
  cd: string;
  cdNm: string;
  cdDesc?: string | null;
  srtOrd?: number | null;
  useYn: string;
  userDfnCd1?: string | null;
  userDfnCd2?: string | null;
  userDfnCd3?: string | null;
}

/** A code class (cdCls '04': taxation types) and its codes. */
export interface OscuCodeClass {
  cdCls: string;
  cdClsNm: string;
  cdClsDesc?: string | null;
  useYn: string;
  userDfnNm1?: string | null;
  dtlList: OscuCode[];
}

/** Taxation type: A exempt, B 16%, C 0%, D non-VAT, E 8%. */
export type OscuTaxType = 'A' | 'B' | 'C' | 'D' | 'E';

export interface OscuSaleItem {
  itemSeq: number;
  itemClsCd?: string;
  itemCd: string;
  itemNm: string;
  pkgUnitCd: string;
  pkg: number;
  qtyUnitCd: string;
  qty: number;
  prc: number;
  splyAmt: number;
  dcRt: number;
  dcAmt: number;
  taxTyCd: OscuTaxType;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
}

/**
 * saveItem's body: an item of the taxpayer's item master, registered (or updated: the same
 * itemCd) before a sale names it. KRA answers it with no data.
 */
export interface OscuItem {
  itemCd: string;
  /** KRA's item classification (selectItemClsList), up to 10 characters. */
  itemClsCd: string;
  /** 1 raw material, 2 finished product, 3 service. */
  itemTyCd: string;
  itemNm: string;
  itemStdNm?: string | null;
  /** Country of origin (KE). */
  orgnNatCd: string;
  pkgUnitCd: string;
  qtyUnitCd: string;
  taxTyCd: OscuTaxType;
  btchNo?: string | null;
  bcd?: string | null;
  /** Default unit price, KES. */
  dftPrc: number;
  addInfo?: string | null;
  isrcAplcbYn: 'Y' | 'N';
  useYn: 'Y' | 'N';
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
}

/** A sale (rcptTyCd 'S', orgInvcNo 0) or a credit note ('R', orgInvcNo the sale's invcNo). */
export interface OscuSale {
  trdInvcNo: string;
  /** Unique per branch: KRA numbers one receipt per invcNo (our idempotency key). */
  invcNo: number;
  orgInvcNo: number;
  custTin?: string;
  custNm?: string;
  salesTyCd: 'N';
  rcptTyCd: 'S' | 'R';
  pmtTyCd?: string;
  salesSttsCd: string;
  cfmDt: string;
  salesDt: string;
  rfdDt?: string;
  rfdRsnCd?: string;
  totItemCnt: number;
  taxblAmtA: number;
  taxblAmtB: number;
  taxblAmtC: number;
  taxblAmtD: number;
  taxblAmtE: number;
  taxRtA: number;
  taxRtB: number;
  taxRtC: number;
  taxRtD: number;
  taxRtE: number;
  taxAmtA: number;
  taxAmtB: number;
  taxAmtC: number;
  taxAmtD: number;
  taxAmtE: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  prchrAcptcYn: 'Y' | 'N';
  remark?: string;
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  receipt: {
    custTin?: string;
    custMblNo?: string;
    rcptPbctDt: string;
    trdeNm?: string;
    adrs?: string;
    topMsg?: string;
    btmMsg?: string;
    prchrAcptcYn: 'Y' | 'N';
  };
  itemList: OscuSaleItem[];
}

/** saveTrnsSalesOsdc's `data`: KRA's receipt numbers and signature. */
export interface OscuSaleReceipt {
  curRcptNo: string;
  totRcptNo: string;
  intrlData: string;
  rcptSign: string;
  sdcDateTime: string;
}
