import { nairobiDate } from '@rental/shared/dates';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { chargeNotice, postCharges } from '../ledger/index.js';
import {
  markReadingsBilled,
  insertReadings,
  lastReadings,
  waterRatesOf,
  newReadingRow,
  nextReadingInstant,
} from '../readings/index.js';
import { payeeOf } from '../organization/index.js';
import type { TenantRow } from './repository.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/** Every reading of a tenant so far: the final bill takes them all. */
const allReadings = '9999-12-31T00:00:00.000Z';

/**
 * A leaving tenant's water, in the caller's transaction: the final reading (if given) is
 * recorded like any other, then everything not yet billed is billed at once as one Water
 * Invoice Bill, due on the day, so the deposit settlement sees it. Returns the cents billed.
 */
export async function billFinalWater(
  trx: Db,
  actor: Actor,
  tenant: TenantRow,
  finalReading: number | undefined,
  now: Date,
): Promise<number> {
  const { organizationId } = actor;
  if (finalReading !== undefined) {
    const [last, rates] = await Promise.all([
      lastReadings(trx, organizationId, [tenant.id]),
      waterRatesOf(trx, organizationId, [tenant.id]),
    ]);
    const reading = {
      tenant: { id: tenant.id, water_unit_rate_cents: rates.get(tenant.id) ?? 0 },
      meterreading: finalReading,
      meterreplacement: false,
      readingDate: await nextReadingInstant(trx, organizationId, now),
    };
    const made = newReadingRow(organizationId, actor.userId ?? '', reading, last.get(tenant.id));
    if ('error' in made) {
      throw new AppError('validation', made.error, { finalmeterreading: made.error });
    }
    await insertReadings(trx, [made.row]);
    const details = {
      tenant: tenantDisplayName(tenant),
      meter: tenant.meter_number,
      reading: finalReading,
    };
    const logged = { kind: 'reading_recorded' as const, entity: 'reading', entityId: made.row.id };
    await recordActivity(trx, actor, { ...logged, details }, now);
  }
  const { rows } = await sql<{ cents: number | string | null }>`
    select sum(cost_cents) as cents from water_readings
    where organization_id = ${organizationId} and tenant_id = ${tenant.id}
      and invoice_id is null`.execute(trx);
  const cents = Number(rows[0]?.cents ?? 0);
  if (cents <= 0) return 0;
  const today = nairobiDate(now);
  const payee = await payeeOf(trx, organizationId);
  const description = 'Water to the final reading';
  const [invoice] = await postCharges(
    trx,
    organizationId,
    [
      {
        tenant,
        invoiceType: 'Water Invoice Bill',
        amountCents: cents,
        billingDate: today,
        dueDate: today,
        description,
        message: (number) =>
          chargeNotice({
            tenant,
            payee,
            amountCents: cents,
            description,
            billingDate: today,
            dueDate: today,
            number,
            balanceCents: cents,
          }),
      },
    ],
    { sendSms: false, poster: actor },
    now,
  );
  await markReadingsBilled(trx, organizationId, allReadings, [
    { tenantId: tenant.id, invoiceId: invoice!.id },
  ]);
  return cents;
}
