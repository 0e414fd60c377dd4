import { validationMessages as m } from '@rental/shared/messages';
import { randomUUID } from 'node:crypto';
import { nairobiDate } from '@rental/shared/dates';
import { activityAmount } from '@rental/shared/activity';
import { kesToCents } from '@rental/shared/money';
import type { remittanceBodySchema } from '@rental/shared/schemas/landlords';
import type { z } from 'zod';
import { fieldError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { insertRemittance } from './repository.js';
import { lockLandlord } from '../../db/locks.js';
import { requireLandlord, type LandlordsDeps } from './service.js';

type RemittanceValues = z.output<typeof remittanceBodySchema>;

/** Records what the agent paid a landlord against a month's statement (not a later month). */
export async function recordRemittance(
  deps: LandlordsDeps,
  actor: Actor,
  landlordId: string,
  values: RemittanceValues,
) {
  const at = deps.clock();
  const today = nairobiDate(at);
  if (values.month > today.slice(0, 7)) throw fieldError('month', m.remittanceMonthFuture);
  if (values.date > today) throw fieldError('date', m.paidonFuture);
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await lockLandlord(trx, actor.organizationId, landlordId, 'share');
    const landlord = await requireLandlord(trx, actor.organizationId, landlordId);
    const amountCents = kesToCents(values.amount);
    await insertRemittance(trx, {
      id,
      organization_id: actor.organizationId,
      landlord_id: landlord.id,
      month: values.month,
      amount_cents: amountCents,
      paid_on: values.date,
      payment_mode: values.paymentmode,
      reference: values.reference,
      recorded_by: actor.userId,
      recorded_by_name: actor.name,
      created_at: at.toISOString(),
    });
    await recordActivity(
      trx,
      actor,
      {
        kind: 'remittance_recorded',
        entity: 'landlord',
        entityId: landlord.id,
        details: {
          name: landlord.name,
          amount: activityAmount(amountCents),
          month: values.month,
          mode: values.paymentmode,
        },
      },
      at,
    );
  });
  return { remittanceid: id, ...values };
}
