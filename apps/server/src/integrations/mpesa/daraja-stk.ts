import {
  darajaAccepted,
  darajaRequest,
  DarajaError,
  type DarajaCredentials,
} from './daraja-client.js';
import { kenyaTimestamp, stkPassword, toDarajaPhone } from './daraja-helpers.js';

// ---------- STK push ----------

export interface StkPushRequest {
  BusinessShortCode: string | number;
  Password: string;
  Timestamp: string;
  TransactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  Amount: number;
  PartyA: string;
  PartyB: string | number;
  PhoneNumber: string;
  CallBackURL: string;
  /** At most 12 characters. */
  AccountReference: string;
  /** At most 13 characters. */
  TransactionDesc: string;
}

export interface StkPushResponse {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResponseCode: string;
  ResponseDescription: string;
  CustomerMessage: string;
}

export interface StkPushInput {
  shortcode: string;
  passkey: string;
  /** Whole KES. */
  amount: number;
  /** Any Kenyan mobile form ('07..', '2547..', '+2547..'). */
  phone: string;
  callbackUrl: string;
  accountReference: string;
  description: string;
  /** Default: now. */
  at?: Date;
}

/** Sends the PIN prompt. Amount rounded up to whole KES; reference/description cut to M-PESA's limits. */
export async function stkPush(
  credentials: DarajaCredentials,
  input: StkPushInput,
): Promise<StkPushResponse> {
  const phone = toDarajaPhone(input.phone);
  if (!phone) throw new DarajaError('invalid-phone', 'Not a Kenyan mobile number');
  const timestamp = kenyaTimestamp(input.at ?? new Date());
  const request: StkPushRequest = {
    BusinessShortCode: input.shortcode,
    Password: stkPassword(input.shortcode, input.passkey, timestamp),
    Timestamp: timestamp,
    TransactionType: 'CustomerPayBillOnline',
    Amount: Math.ceil(input.amount),
    PartyA: phone,
    PartyB: input.shortcode,
    PhoneNumber: phone,
    CallBackURL: input.callbackUrl,
    AccountReference: input.accountReference.slice(0, 12),
    TransactionDesc: input.description.slice(0, 13),
  };
  return darajaAccepted<StkPushResponse>(credentials, '/mpesa/stkpush/v1/processrequest', request);
}

export interface StkQueryResponse {
  ResponseCode?: string;
  ResponseDescription?: string;
  MerchantRequestID?: string;
  CheckoutRequestID?: string;
  /** A string here ('0', '1032'...), unlike in the callback. */
  ResultCode?: string;
  ResultDesc?: string;
}

export type StkQueryResult =
  | { state: 'pending'; message: string }
  | { state: 'done'; resultCode: number; resultDesc: string; raw: StkQueryResponse };

/**
 * The status of a push. While the prompt is still open M-PESA answers an error ("The
 * transaction is being processed", errorCode 500.001.1001): that is `pending`, not a failure.
 */
export async function stkQuery(
  credentials: DarajaCredentials,
  input: { shortcode: string; passkey: string; checkoutRequestId: string; at?: Date },
): Promise<StkQueryResult> {
  const timestamp = kenyaTimestamp(input.at ?? new Date());
  try {
    const raw = await darajaRequest<StkQueryResponse>(credentials, '/mpesa/stkpushquery/v1/query', {
      BusinessShortCode: input.shortcode,
      Password: stkPassword(input.shortcode, input.passkey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: input.checkoutRequestId,
    });
    if (raw.ResultCode === undefined || raw.ResultCode === null) {
      return { state: 'pending', message: String(raw.ResponseDescription ?? 'No result yet') };
    }
    return {
      state: 'done',
      resultCode: Number(raw.ResultCode),
      resultDesc: String(raw.ResultDesc ?? ''),
      raw,
    };
  } catch (error) {
    if (error instanceof DarajaError && /being processed/i.test(error.message)) {
      return { state: 'pending', message: error.message };
    }
    throw error;
  }
}
