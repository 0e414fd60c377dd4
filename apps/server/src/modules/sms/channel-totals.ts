import type { MessageTotals } from '@rental/shared/schemas/sms';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** The instants a month's totals cover: [fromAt, toAt), ISO UTC; `month` is YYYY-MM. */
export interface TotalsWindow {
  month: string;
  fromAt: string;
  toAt: string;
}

/**
 * A provider's reported cost in ten-thousandths of a shilling: Africa's Talking reports
 * "KES 0.8000" (four decimals), so each is exact as an integer and the month's sum is rounded
 * to cents once, not per message. Null for anything else (another currency, none).
 */
export function costTenThousandths(cost: string | null): number | null {
  const match = /^KES\s+(\d+)(?:\.(\d{1,4}))?$/.exec(cost?.trim() ?? '');
  if (!match) return null;
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/**
 * What the month's messages came to per channel (decision 0068): those that went (sent or
 * delivered; a WhatsApp message that fell back counts once, as SMS, how it went in the end),
 * created in the window. Grouped by channel and cost in the database: an invoice run's
 * thousands of SMS share a handful of prices. WhatsApp has no cost: Meta reports none per
 * message.
 */
export async function channelTotals(
  db: Db,
  organizationId: string,
  window: TotalsWindow,
  tenantId?: string,
): Promise<MessageTotals> {
  let query = db
    .selectFrom('sms_messages')
    .select(['channel', 'cost', sql<number | string>`count(*)`.as('count')])
    .where('organization_id', '=', organizationId)
    .where('created_at', '>=', window.fromAt)
    .where('created_at', '<', window.toAt)
    .where('status', 'in', ['sent', 'delivered']);
  if (tenantId) query = query.where('tenant_id', '=', tenantId);
  const rows = await query.groupBy(['channel', 'cost']).execute();
  let smsCount = 0;
  let smsCost = 0;
  let whatsappCount = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.channel === 'whatsapp') {
      whatsappCount += count;
      continue;
    }
    smsCount += count;
    smsCost += (costTenThousandths(row.cost) ?? 0) * count;
  }
  return {
    month: window.month,
    sms: { count: smsCount, costcents: Math.round(smsCost / 100) },
    whatsapp: { count: whatsappCount, costcents: null },
  };
}
