import { msg } from '@rental/shared/message-catalogue';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { forgetCachedOrganization } from '../auth/index.js';
import { clearSuspension, markSuspended, organizationExists } from './repository.js';
import type { OperatorDeps } from './service.js';

type Deps = Pick<OperatorDeps, 'db' | 'clock'>;

/**
 * Suspends the organization: its users keep reading but every change is refused (see
 * requireOrganizationWritable), and the invoice run, late fees and reminders skip it. M-PESA
 * payments to it are still recorded: a tenant's money is never turned away. The conditional
 * update decides between two operators at once: one suspends and is logged, the other is
 * told it already is (409).
 */
export async function suspendOrganization(deps: Deps, actor: Actor, reason: string) {
  const { organizationId } = actor;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markSuspended(trx, organizationId, now.toISOString(), reason))) {
      if (!(await organizationExists(trx, organizationId))) throw notFound('Organization');
      throw new AppError('conflict', msg('error.organizationAlreadySuspended'));
    }
    const entry = { entity: 'organization', entityId: organizationId, details: { reason } };
    await recordActivity(trx, actor, { kind: 'organization_suspended', ...entry }, now);
  });
  // This process's cached sessions would let a change through for a few more seconds.
  forgetCachedOrganization(deps.db, organizationId);
}

/** Lifts the suspension: its users may change things again at once. */
export async function reactivateOrganization(deps: Deps, actor: Actor) {
  const { organizationId } = actor;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await clearSuspension(trx, organizationId))) {
      if (!(await organizationExists(trx, organizationId))) throw notFound('Organization');
      throw new AppError('conflict', msg('error.organizationNotSuspended'));
    }
    const entry = { entity: 'organization', entityId: organizationId };
    await recordActivity(trx, actor, { kind: 'organization_reactivated', ...entry }, now);
  });
  forgetCachedOrganization(deps.db, organizationId);
}
