import type {
  newRepairBodySchema,
  Repair,
  tenantRepairBodySchema,
} from '@rental/shared/schemas/repairs';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/app-error.js';
import { type Actor, rentalScopeOf, requirePermission, tenantActor } from '../access/index.js';
import { checkPhotos } from './photos.js';
import { createRepairIn } from './record.js';
import { findRental, findRepairTenant, type RepairTenant } from './repository.js';
import { repairWithEvents, type RepairsDeps } from './service.js';

/** POST /api/public/tenant/{token}/repairs: the tenant reports a problem in their house. */
export async function reportRepairFromPage(
  deps: RepairsDeps,
  pageTenant: { id: string; organization_id: string },
  body: z.output<typeof tenantRepairBodySchema>,
) {
  const photos = checkPhotos(body.photos);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const tenant = await findRepairTenant(trx, pageTenant.organization_id, pageTenant.id);
    if (!tenant?.rental_id) throw notFound('Page');
    const { reference } = await createRepairIn(
      trx,
      tenantActor(tenant),
      {
        rentalId: tenant.rental_id,
        tenant,
        category: body.category,
        description: body.description,
        priority: 'normal',
        reportedVia: 'tenant_page',
        photos,
      },
      now,
    );
    return { reference, status: 'new' as const };
  });
}

/** "REPAIR <text>" / "TENGENEZA <text>": the problem's words, or null for any other text. */
export function repairCommandText(text: string): string | null {
  const match = /^\s*(?:REPAIR|TENGENEZA)\b[\s:,.-]*([\s\S]*)$/i.exec(text);
  const words = match?.[1]?.trim();
  return words ? words.slice(0, 1000) : null;
}

/**
 * A repair a tenant texted in by SMS or wrote by WhatsApp (messages' incoming texts, in their
 * transaction): recorded for the tenant with that phone, with its reference sent back the way
 * it came; the reply's id (null when the tenant opted out of messages).
 */
export async function reportRepairByText(
  trx: Db,
  organizationId: string,
  tenantId: string,
  description: string,
  via: 'sms' | 'whatsapp',
  now: Date,
): Promise<{ reference: string; smsId: string | null } | null> {
  const tenant = await findRepairTenant(trx, organizationId, tenantId);
  if (!tenant?.rental_id) return null;
  const { reference, smsId } = await createRepairIn(
    trx,
    tenantActor(tenant),
    {
      rentalId: tenant.rental_id,
      tenant,
      category: 'other',
      description,
      priority: 'normal',
      reportedVia: via,
      photos: [],
    },
    now,
  );
  return { reference, smsId };
}

/** POST /api/repairs: staff record a repair of a tenant's house or of a rental. */
export async function createRepair(
  deps: RepairsDeps,
  actor: Actor,
  body: z.output<typeof newRepairBodySchema>,
): Promise<Repair> {
  requirePermission(actor, 'repairs.manage');
  const now = deps.clock();
  const scope = rentalScopeOf(actor);
  const id = await deps.db.transaction().execute(async (trx) => {
    let tenant: RepairTenant | null = null;
    let rentalId: string;
    if (body.tenantid) {
      tenant = (await findRepairTenant(trx, actor.organizationId, body.tenantid)) ?? null;
      if (!tenant?.rental_id || (scope && !scope.includes(tenant.rental_id))) {
        throw notFound('Tenant');
      }
      rentalId = tenant.rental_id;
    } else {
      const rental = await findRental(trx, actor.organizationId, body.rentalid!);
      if (!rental || (scope && !scope.includes(rental.id))) throw notFound('Rental');
      rentalId = rental.id;
    }
    const created = await createRepairIn(
      trx,
      actor,
      {
        rentalId,
        tenant,
        category: body.category,
        description: body.description,
        priority: body.priority,
        reportedVia: 'staff',
        photos: [],
      },
      now,
    );
    return created.id;
  });
  return repairWithEvents(deps.db, actor, id);
}
