import {
  sendTemplate,
  sendText,
  uploadMedia,
  type CloudApiOptions,
  type CloudApiOutcome,
  type TemplateMessage,
} from '../../integrations/whatsapp/cloud-api.js';
import type { SmsMessagesTable } from '../../db/types.js';
import { statusesOfMessages, whatsappSendersOf, type WhatsappSender } from '../whatsapp/index.js';
import { whatsappKindOf } from './outbox.js';
import { markFailed, markRetry } from './outbox-repository.js';
import { avoidDuplicate, maxAttempts, retryDelayMs } from './send-outcome.js';
import type { SmsDeps } from './sms-options.js';
import { applyWhatsappStatuses, fallBackClaimed, markWhatsappSent } from './whatsapp-outbox.js';

/**
 * Sending the outbox's WhatsApp rows (decision 0061), inside the SMS sender's claim: each row
 * goes as its organization's approved template for its kind and language, with the values its
 * SMS text filled in; a row without parameters (a reply to the tenant's text, decision 0071)
 * goes as its text, free-form. The outcome follows send-outcome.ts's rule, with one more way out:
 * - accepted → 'sent' with the wamid (the webhook then says delivered, read or failed);
 * - refused (131026: not on WhatsApp; a wrong template), the token refused, no template or
 *   settings any more → SMS at once when the tenant chose WhatsApp with SMS, else 'failed';
 * - certainly not sent (5xx, throttled, no connection) → queued again with backoff; after the
 *   last try, SMS when allowed, else 'failed';
 * - maybe sent (timeout, a cut connection) → 'failed', never sent again by either channel.
 * When the owner's invoice and receipt templates have a document header (decision 0067), the
 * bill's PDF is made and uploaded first, once per attempt, one PDF at a time. The upload's
 * outcome counts as the send's: an upload that failed or timed out sent no message (retry); a
 * refused upload or token is a refusal.
 */

export type WhatsappTally = 'sent' | 'failed' | 'retried';

/** Meta takes no empty parameter, nor new lines in one. */
const paramText = (value: string) => value.replace(/\s+/g, ' ').trim() || '-';

/** What the document header needs: a media id and the file's name; or why there is none. */
type Attachment =
  | { document: NonNullable<TemplateMessage['document']> }
  | { outcome: CloudApiOutcome }
  | { missing: string }
  /** Its turn came too near the end of the claim's lease: back to the queue untried. */
  | { late: true };

export async function whatsappSending(
  deps: SmsDeps,
  token: string,
  rows: readonly SmsMessagesTable[],
  leaseUntil: Date,
) {
  const { db, clock } = deps;
  const now = () => clock().toISOString();
  const organizationIds = [...new Set(rows.map((row) => row.organization_id))];
  const senders = await whatsappSendersOf(db, deps.sms.secretsKey, organizationIds);
  /** wamids accepted, per organization: statuses that came first are applied after. */
  const accepted = new Map<string, string[]>();
  /** The PDF being made and uploaded: the next waits for it, so one is in memory at a time. */
  let documentTurn: Promise<unknown> = Promise.resolve();

  /** Refused for good: SMS once if allowed, else failed with the reason. */
  const refuse = async (row: SmsMessagesTable, reason: string): Promise<WhatsappTally> => {
    if (
      row.fallback &&
      (await fallBackClaimed(db, token, row.id, `${reason}; sent by SMS`, now(), deps.sendingHours))
    )
      return 'retried';
    await markFailed(db, token, [row.id], { provider: null, reason, attempted: true }, now());
    return 'failed';
  };

  const record = async (
    row: SmsMessagesTable,
    outcome: CloudApiOutcome,
  ): Promise<WhatsappTally> => {
    switch (outcome.kind) {
      case 'accepted':
        await markWhatsappSent(db, token, row.id, outcome.id, now());
        accepted.set(row.organization_id, [
          ...(accepted.get(row.organization_id) ?? []),
          outcome.id,
        ]);
        return 'sent';
      case 'refused':
        return refuse(
          row,
          outcome.notOnWhatsapp
            ? 'The number is not on WhatsApp'
            : `WhatsApp refused it (${outcome.code}): ${outcome.detail}`,
        );
      case 'credentials':
        return refuse(row, 'WhatsApp refused the access token');
      case 'not-sent':
        if (row.attempts + 1 < maxAttempts) {
          const nextAttemptAt = new Date(
            clock().getTime() + retryDelayMs(row.attempts),
          ).toISOString();
          const retry = { nextAttemptAt, reason: outcome.detail, attempted: true };
          await markRetry(db, token, [row.id], retry, now());
          return 'retried';
        }
        return refuse(row, outcome.detail);
      case 'unknown': {
        const reason = `${outcome.detail}${avoidDuplicate}`;
        const failure = { provider: null, reason, attempted: true };
        await markFailed(db, token, [row.id], failure, now());
        return 'failed';
      }
    }
  };

  /** The bill's PDF, made and uploaded once for this attempt. */
  const attach = (
    row: SmsMessagesTable,
    kind: 'invoice' | 'receipt',
    api: CloudApiOptions,
  ): Promise<Attachment> => {
    const turn = documentTurn.then(async (): Promise<Attachment> => {
      // Rows wait here for the PDF before them: two requests (upload, send) must still fit.
      if (clock().getTime() + 2 * deps.sms.timeoutMs + 5_000 > leaseUntil.getTime()) {
        return { late: true };
      }
      const documentOf = deps.sms.billDocument;
      if (!documentOf) return { missing: 'No PDF maker for WhatsApp documents' };
      let file;
      try {
        file = await documentOf(
          { db, clock },
          {
            organizationId: row.organization_id,
            kind,
            invoiceId: row.invoice_id,
            transactionId: row.transaction_id,
            language: row.template_language ?? 'en',
          },
        );
      } catch {
        // Nothing left: try again later, as for a provider that could not be reached.
        return { outcome: { kind: 'not-sent', detail: 'The PDF could not be made' } };
      }
      if (!file) return { missing: `No ${kind} for the PDF any more` };
      const uploaded = await uploadMedia(api, { ...file, type: 'application/pdf' });
      if (uploaded.kind === 'accepted') {
        return { document: { mediaId: uploaded.id, filename: file.filename } };
      }
      // A timed-out upload sent no message: the template never left.
      return {
        outcome:
          uploaded.kind === 'unknown'
            ? { kind: 'not-sent', detail: `PDF upload: ${uploaded.detail}` }
            : uploaded,
      };
    });
    documentTurn = turn.catch(() => undefined);
    return turn;
  };

  const send = async (row: SmsMessagesTable): Promise<WhatsappTally> => {
    const sender: WhatsappSender | undefined = senders.get(row.organization_id);
    if (!sender || 'problem' in sender) {
      return refuse(row, sender?.problem ?? 'WhatsApp settings incomplete');
    }
    const api: CloudApiOptions = {
      baseUrl: deps.sms.whatsappBaseUrl,
      phoneNumberId: sender.phoneNumberId,
      accessToken: sender.accessToken,
      timeoutMs: deps.sms.timeoutMs,
    };
    // No template: a reply within the window the tenant's own message opened (decision 0071).
    if (row.template_params === null) {
      return record(row, await sendText(api, { to: row.phone, body: row.text }));
    }
    const kind = whatsappKindOf(row.purpose);
    const language = row.template_language ?? 'en';
    const name = kind ? sender.templates[kind][language] : '';
    if (!name) return refuse(row, `No approved WhatsApp template for ${row.purpose} (${language})`);
    let params: string[] = [];
    try {
      params = (JSON.parse(row.template_params) as unknown[]).map(String);
    } catch {
      return refuse(row, 'Unreadable template parameters');
    }
    let document: TemplateMessage['document'];
    if (sender.documentHeader && (kind === 'invoice' || kind === 'receipt')) {
      const attached = await attach(row, kind, api);
      if ('late' in attached) {
        await markRetry(db, token, [row.id], { nextAttemptAt: now(), attempted: false }, now());
        return 'retried';
      }
      if ('missing' in attached) return refuse(row, attached.missing);
      if ('outcome' in attached) return record(row, attached.outcome);
      document = attached.document;
    }
    const outcome = await sendTemplate(api, {
      to: row.phone,
      name,
      language,
      bodyParams: params.map(paramText),
      document,
    });
    return record(row, outcome);
  };

  /** After the round: statuses Meta reported before the sender recorded their wamids. */
  const applyEarly = async () => {
    for (const [organizationId, wamids] of accepted) {
      const early = await statusesOfMessages(db, organizationId, wamids);
      if (early.length > 0)
        await applyWhatsappStatuses(db, organizationId, early, now(), deps.sendingHours);
    }
  };

  return { send, applyEarly };
}
