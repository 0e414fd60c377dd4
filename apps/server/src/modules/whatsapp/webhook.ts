import { msg } from '@rental/shared/message-catalogue';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { SecretDecryptionError } from '../../lib/secrets.js';
import { decryptWhatsappSecret } from './secrets.js';
import type { WhatsappDeps } from './settings-service.js';
import { whatsappSettingsOfWebhookSecret } from './settings-repository.js';
import { hubSignatureMatches, sameSecret } from './signature.js';
import { insertWhatsappStatuses, type ReportedStatus } from './statuses-repository.js';

/** The statuses Meta reports (docs/reference/whatsapp-cloud-api.md); others are not ours. */
const statusNames = ['sent', 'delivered', 'read', 'failed'] as const;

const notification = z.object({
  object: z.string().optional(),
  entry: z.array(
    z.object({
      changes: z
        .array(
          z.object({
            value: z
              .object({
                metadata: z.object({ phone_number_id: z.string().max(64).optional() }).optional(),
                // A customer writing to the business (decision 0068); only texts are read.
                messages: z
                  .array(
                    z.object({
                      id: z.string().min(1).max(128),
                      from: z.string().max(32),
                      type: z.string().max(32),
                      timestamp: z.string().max(32).optional(),
                      text: z.object({ body: z.string().max(4096) }).optional(),
                    }),
                  )
                  .optional(),
                statuses: z
                  .array(
                    z.object({
                      id: z.string().min(1).max(128),
                      status: z.string().max(32),
                      errors: z.array(z.object({ code: z.number().int() })).optional(),
                    }),
                  )
                  .optional(),
              })
              .optional(),
          }),
        )
        .optional(),
    }),
  ),
});

async function settingsOf(deps: WhatsappDeps, secret: string) {
  const settings = await whatsappSettingsOfWebhookSecret(deps.db, secret);
  if (!settings) throw notFound('Page');
  return settings;
}

/**
 * Meta's subscription handshake: the challenge is echoed only when the mode is subscribe and
 * the verify token is the organization's; anything else is 403 and echoes nothing.
 */
export async function answerHandshake(
  deps: WhatsappDeps,
  secret: string,
  query: { mode?: string; verifyToken?: string; challenge?: string },
): Promise<string> {
  const settings = await settingsOf(deps, secret);
  const verified =
    query.mode === 'subscribe' &&
    query.verifyToken !== undefined &&
    sameSecret(query.verifyToken, settings.verify_token);
  if (!verified || !query.challenge) {
    throw new AppError('forbidden', msg('whatsapp.verifyTokenWrong'));
  }
  return query.challenge;
}

/**
 * A status notification: checked against X-Hub-Signature-256 over the raw body before it is
 * even parsed. Unsigned is 401, mis-signed (or no app secret saved to check with) 403; either
 * way nothing is stored. Answers whose notification it was, its statuses (repeats included:
 * applying them to the outbox changes nothing twice) and how many were new.
 */
export async function receiveNotification(
  deps: WhatsappDeps,
  secret: string,
  rawBody: string,
  signature: string | undefined,
): Promise<{
  organizationId: string;
  statuses: ReportedStatus[];
  texts: InboundText[];
  stored: number;
}> {
  const settings = await settingsOf(deps, secret);
  if (!signature) throw new AppError('unauthorized', msg('whatsapp.signatureMissing'));
  if (!settings.app_secret_encrypted) {
    throw new AppError('forbidden', msg('whatsapp.appSecretNotSet'));
  }
  let appSecret: string;
  try {
    appSecret = decryptWhatsappSecret(
      settings.app_secret_encrypted,
      deps.secretsKey,
      settings.organization_id,
      'app_secret',
    );
  } catch (error) {
    if (error instanceof SecretDecryptionError) {
      throw new AppError('forbidden', msg('whatsapp.signatureWrong'));
    }
    throw error;
  }
  if (!hubSignatureMatches(rawBody, signature, appSecret)) {
    throw new AppError('forbidden', msg('whatsapp.signatureWrong'));
  }
  const { statuses, texts } = contentsOf(rawBody);
  const stored = await insertWhatsappStatuses(
    deps.db,
    settings.organization_id,
    statuses,
    deps.clock().toISOString(),
  );
  return { organizationId: settings.organization_id, statuses, texts, stored };
}

/** A text a customer wrote to the business; what it does is for the messages module. */
export interface InboundText {
  id: string;
  /** Digits, without '+', as Meta sends them. */
  from: string;
  text: string;
  timestamp: string;
  /** The phone number id it was written to. */
  to: string;
}

const phoneDigits = /^\d{6,15}$/;

function contentsOf(rawBody: string): { statuses: ReportedStatus[]; texts: InboundText[] } {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError('bad_request', msg('whatsapp.notNotification'));
  }
  const parsed = notification.safeParse(body);
  if (!parsed.success) throw new AppError('bad_request', msg('whatsapp.notNotification'));
  const values = parsed.data.entry.flatMap((entry) =>
    (entry.changes ?? []).flatMap((change) => (change.value ? [change.value] : [])),
  );
  const statuses = values
    .flatMap((value) => value.statuses ?? [])
    .filter((status) => (statusNames as readonly string[]).includes(status.status))
    .map((status) => ({
      messageId: status.id,
      status: status.status,
      errorCode: status.errors?.[0]?.code ?? null,
    }));
  const texts = values.flatMap((value) =>
    (value.messages ?? []).flatMap((message) =>
      message.type === 'text' && message.text && phoneDigits.test(message.from)
        ? [
            {
              id: message.id,
              from: message.from,
              text: message.text.body,
              timestamp: message.timestamp ?? '',
              to: value.metadata?.phone_number_id ?? 'whatsapp',
            },
          ]
        : [],
    ),
  );
  return { statuses, texts };
}
