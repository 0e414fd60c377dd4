import { randomUUID } from 'node:crypto';
import type {
  Notice,
  NoticeBody,
  NoticePreview,
  noticeBodySchema,
} from '@rental/shared/schemas/notices';
import { smsLength } from '@rental/shared/sms-parts';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { nextSendingTime, type SendingHours } from '../../lib/sending-hours.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, rentalScopeOf, requirePermission } from '../access/index.js';
import { payeeOf } from '../organization/index.js';
import { noticeWhatsapp, queueSms, type OutgoingSms } from '../sms/index.js';
import { noticeAudience, type NoticeTenant } from './audience.js';
import { noticeTemplateFor, noticeText } from './compose.js';
import { insertNotice, listNoticeRows } from './repository.js';

export interface NoticesDeps {
  db: Db;
  clock: Clock;
  /** When tenants may be texted (TENANT_SMS_HOURS); a notice outside them waits for them. */
  sendingHours?: SendingHours;
}

type Body = z.output<typeof noticeBodySchema>;

/** Each reachable tenant's SMS, and who was left out for having opted out. */
async function composeNotice(db: Db, actor: Actor, body: Body) {
  const { organizationId } = actor;
  const audience = await noticeAudience(db, organizationId, rentalScopeOf(actor), body);
  const payee = await payeeOf(db, organizationId);
  const reached = audience.filter((tenant) => !tenant.optedOut);
  const texts = reached.map((tenant) => ({
    tenant,
    text: noticeText(
      noticeTemplateFor(tenant.language, body.message, body.messagesw),
      tenant,
      payee,
    ),
  }));
  const parts = texts.reduce((sum, { text }) => sum + smsLength(text).parts, 0);
  return { texts, parts, optedOut: audience.length - reached.length };
}

const sampleOf = (texts: { tenant: NoticeTenant; text: string }[], language: 'en' | 'sw') => {
  const first = texts.find(({ tenant }) => tenant.language === language);
  return first
    ? {
        name: tenantDisplayName(first.tenant),
        text: first.text,
        parts: smsLength(first.text).parts,
      }
    : null;
};

/** POST /api/notices/preview: who, what it costs, and how it reads in each language. */
export async function previewNotice(
  deps: NoticesDeps,
  actor: Actor,
  body: Body,
): Promise<NoticePreview> {
  requirePermission(actor, 'notices.send');
  const { texts, parts, optedOut } = await composeNotice(deps.db, actor, body);
  const now = deps.clock();
  return {
    recipients: texts.length,
    parts,
    optedout: optedOut,
    waitsforhours: nextSendingTime(now, deps.sendingHours) > now,
    samples: { en: sampleOf(texts, 'en'), sw: sampleOf(texts, 'sw') },
  };
}

/**
 * POST /api/notices: one SMS per reachable tenant into the outbox with the notice, its
 * history row and the activity entry, in one transaction. Outside the sending hours they wait
 * in the outbox until the hours begin. The outbox sends each once, whichever server drains it.
 */
export async function sendNotice(deps: NoticesDeps, actor: Actor, body: Body) {
  requirePermission(actor, 'notices.send');
  const now = deps.clock();
  const notBefore = nextSendingTime(now, deps.sendingHours);
  return deps.db.transaction().execute(async (trx) => {
    const { texts, parts, optedOut } = await composeNotice(trx, actor, body);
    const id = randomUUID();
    await insertNotice(trx, {
      id,
      organization_id: actor.organizationId,
      created_at: now.toISOString(),
      created_by: actor.userId,
      created_by_name: actor.name,
      message: body.message,
      message_sw: body.messagesw ?? null,
      audience: JSON.stringify(
        body.all
          ? { all: true, filter: body.filter }
          : { rentalids: body.rentalids, filter: body.filter },
      ),
      recipients: texts.length,
      parts,
      opted_out: optedOut,
    });
    const messages: OutgoingSms[] = texts.map(({ tenant, text }) => ({
      organizationId: actor.organizationId,
      tenantId: tenant.id,
      recipientName: tenantDisplayName(tenant),
      phoneNumber: tenant.phonenumber,
      text,
      purpose: 'notice',
      noticeId: id,
      ...(notBefore > now ? { notBefore } : {}),
      // The landlord's own words each time: the notice template with the whole text.
      whatsapp: noticeWhatsapp(text, tenant.language === 'sw' && body.messagesw ? 'sw' : 'en'),
    }));
    await queueSms(trx, messages, now);
    await recordActivity(
      trx,
      actor,
      {
        kind: 'notice_sent',
        entity: 'organization',
        entityId: actor.organizationId,
        details: { count: texts.length, parts, message: body.message.slice(0, 80) },
      },
      now,
    );
    return { id, queued: texts.length, parts, optedout: optedOut };
  });
}

/** GET /api/notices: the organization's notices, newest first, with their delivery counts. */
export async function listNotices(deps: NoticesDeps, actor: Actor): Promise<Notice[]> {
  requirePermission(actor, 'notices.send');
  return listNoticeRows(deps.db, actor.organizationId);
}

export type { NoticeBody };
