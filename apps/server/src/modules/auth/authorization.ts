import { AppError, type ErrorText } from '../../lib/app-error.js';

/**
 * Refuses (403 forbidden, with `message`) anyone but the account owner: plan, settings,
 * members, the activity log and the invoice run are the owner's; members share the data.
 */
export function requireOwner(actor: { role: string }, message: ErrorText): void {
  if (actor.role !== 'owner') throw new AppError('forbidden', message);
}
