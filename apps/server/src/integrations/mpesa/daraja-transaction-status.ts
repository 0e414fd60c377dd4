import { darajaAccepted, type DarajaCredentials } from './daraja-client.js';

// ---------- Transaction Status ----------

export interface TransactionStatusRequest {
  Initiator: string;
  SecurityCredential: string;
  CommandID: 'TransactionStatusQuery';
  /** The M-PESA receipt asked about. */
  TransactionID: string;
  PartyA: string;
  /** 4: an organization's shortcode. */
  IdentifierType: '4';
  ResultURL: string;
  QueueTimeOutURL: string;
  Remarks: string;
  Occasion: string;
}

export interface TransactionStatusAcknowledgement {
  OriginatorConversationID?: string;
  ConversationID?: string;
  ResponseCode: string;
  ResponseDescription?: string;
}

/**
 * Asks M-PESA for a receipt's status. Only the request is acknowledged here: the answer is
 * POSTed to ResultURL later (status-result.ts), or QueueTimeOutURL when M-PESA gives up.
 */
export async function queryTransactionStatus(
  credentials: DarajaCredentials,
  input: {
    initiator: string;
    securityCredential: string;
    receipt: string;
    shortcode: string;
    resultUrl: string;
    timeoutUrl: string;
  },
): Promise<TransactionStatusAcknowledgement> {
  const request: TransactionStatusRequest = {
    Initiator: input.initiator,
    SecurityCredential: input.securityCredential,
    CommandID: 'TransactionStatusQuery',
    TransactionID: input.receipt,
    PartyA: input.shortcode,
    IdentifierType: '4',
    ResultURL: input.resultUrl,
    QueueTimeOutURL: input.timeoutUrl,
    Remarks: 'Payment check',
    Occasion: input.receipt,
  };
  return darajaAccepted<TransactionStatusAcknowledgement>(
    credentials,
    '/mpesa/transactionstatus/v1/query',
    request,
  );
}

/** What a Transaction Status result says about the receipt asked; undefined if unreadable. */
export interface TransactionStatusResult {
  resultCode: number;
  resultDesc: string;
  receipt?: string;
  /** Cents, when M-PESA gave an amount. */
  amountCents?: number;
  /** 'Completed' for a payment that went through. */
  status?: string;
}

/**
 * Reads `{Result:{ResultCode, ResultDesc, TransactionID, ResultParameters:{ResultParameter:
 * [{Key, Value}...]}}}`. The receipt is the ReceiptNo parameter; Result.TransactionID names
 * the query itself in M-PESA's samples, so it is the receipt only when ReceiptNo is missing.
 * ResultParameter may be one object rather than a list.
 */
export function parseTransactionStatusResult(body: unknown): TransactionStatusResult | undefined {
  const result = (body as { Result?: Record<string, unknown> } | null)?.Result;
  if (!result || typeof result !== 'object') return undefined;
  const code = Number(result.ResultCode);
  if (!Number.isFinite(code)) return undefined;
  const raw = (result.ResultParameters as { ResultParameter?: unknown } | undefined)
    ?.ResultParameter;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const byKey = new Map<string, unknown>();
  for (const item of list as { Key?: unknown; Value?: unknown }[]) {
    if (item && typeof item.Key === 'string') byKey.set(item.Key, item.Value);
  }
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
  const receipt = text(byKey.get('ReceiptNo')) || text(result.TransactionID);
  const amount = text(byKey.get('Amount'));
  const amountCents =
    amount !== undefined && /^\d+(\.\d{1,2})?$/.test(amount)
      ? Math.round(Number(amount) * 100)
      : undefined;
  const status = text(byKey.get('TransactionStatus'));
  return {
    resultCode: code,
    resultDesc: String(result.ResultDesc ?? ''),
    ...(receipt ? { receipt: receipt.toUpperCase() } : {}),
    ...(amountCents !== undefined ? { amountCents } : {}),
    ...(status ? { status } : {}),
  };
}
