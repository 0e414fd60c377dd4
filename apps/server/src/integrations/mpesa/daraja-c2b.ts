import { darajaRequest, DarajaError, type DarajaCredentials } from './daraja-client.js';

// ---------- C2B ----------

export interface RegisterUrlsRequest {
  ShortCode: string;
  ResponseType: 'Completed' | 'Cancelled';
  ConfirmationURL: string;
  ValidationURL: string;
}

export interface RegisterUrlsResponse {
  /** Sic: M-PESA's spelling. */
  OriginatorCoversationID?: string;
  ResponseCode: string;
  ResponseDescription: string;
}

export async function registerC2bUrls(
  credentials: DarajaCredentials,
  request: RegisterUrlsRequest,
): Promise<RegisterUrlsResponse> {
  const answer = await darajaRequest<RegisterUrlsResponse>(
    credentials,
    '/mpesa/c2b/v1/registerurl',
    request,
  );
  if (answer.ResponseCode !== undefined && String(answer.ResponseCode) !== '0') {
    throw new DarajaError(
      String(answer.ResponseCode),
      String(answer.ResponseDescription ?? 'Refused'),
    );
  }
  return answer;
}

/** The body M-PESA POSTs to the validation and confirmation URLs (all strings). */
export interface C2bCallbackBody {
  TransactionType: string;
  TransID: string;
  TransTime: string;
  TransAmount: string;
  BusinessShortCode: string;
  BillRefNumber: string;
  InvoiceNumber?: string;
  OrgAccountBalance?: string;
  ThirdPartyTransID?: string;
  MSISDN?: string;
  FirstName?: string;
  MiddleName?: string;
  LastName?: string;
}
