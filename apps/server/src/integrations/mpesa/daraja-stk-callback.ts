/** The parsed stkCallback (metadata items read by Name; any may be missing). */
export interface StkCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  amount?: number;
  receiptNumber?: string;
  transactionDate?: string;
  phoneNumber?: string;
}

const receiptPattern = /^[A-Z0-9]{1,32}$/;

/** Reads `{Body:{stkCallback:{...}}}`; undefined when it is not one. */
export function parseStkCallback(body: unknown): StkCallback | undefined {
  const callback = (body as { Body?: { stkCallback?: Record<string, unknown> } } | null)?.Body
    ?.stkCallback;
  if (!callback || typeof callback !== 'object') return undefined;
  const checkout = callback.CheckoutRequestID;
  const code = Number(callback.ResultCode);
  if (typeof checkout !== 'string' || !checkout || !Number.isFinite(code)) return undefined;
  const items = (callback.CallbackMetadata as { Item?: unknown } | undefined)?.Item;
  const byName = new Map<string, unknown>();
  if (Array.isArray(items)) {
    for (const item of items as { Name?: unknown; Value?: unknown }[]) {
      if (item && typeof item.Name === 'string') byName.set(item.Name, item.Value);
    }
  }
  const text = (name: string) => {
    const value = byName.get(name);
    return value === undefined || value === null ? undefined : String(value);
  };
  const amount = text('Amount');
  const receipt = text('MpesaReceiptNumber')?.toUpperCase();
  return {
    merchantRequestId: String(callback.MerchantRequestID ?? ''),
    checkoutRequestId: checkout,
    resultCode: code,
    resultDesc: String(callback.ResultDesc ?? ''),
    ...(amount !== undefined && Number.isFinite(Number(amount)) ? { amount: Number(amount) } : {}),
    // Upper-case as M-PESA writes it: the one form every stored receipt number has. Letters
    // and digits only, as M-PESA's are; anything else is no receipt.
    ...(receipt && receiptPattern.test(receipt) ? { receiptNumber: receipt } : {}),
    ...(text('TransactionDate') ? { transactionDate: text('TransactionDate') } : {}),
    ...(text('PhoneNumber') ? { phoneNumber: text('PhoneNumber') } : {}),
  };
}
