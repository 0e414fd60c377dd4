import { tenantPageMessages } from '@rental/shared/schemas/tenant-page';
import type { Db } from '../../db/connection.js';
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { GuessLimit } from '../../lib/guess-limit.js';
import { hashSessionToken } from '../auth/index.js';
import { findLinkedLandlord } from '../landlords/index.js';

const minute = 60_000;

/** What a landlord's page allows: views (the page, its PDFs) per link and per IP. */
export interface OwnerPageLimits {
  viewsPerToken: RateLimit;
  viewsPerIp: RateLimit;
  /** Unknown tokens per IP, counted in memory only (lib/guess-limit.ts). */
  unknownPerIp: RateLimit;
}

export const defaultOwnerPageLimits: OwnerPageLimits = {
  viewsPerToken: { max: 30, windowMs: minute },
  viewsPerIp: { max: 60, windowMs: minute },
  unknownPerIp: { max: 30, windowMs: minute },
};

export type PageLandlord = NonNullable<Awaited<ReturnType<typeof findLinkedLandlord>>>;

const tooMany = () => new AppError('rate_limited', tenantPageMessages.tooManyRequests);

/**
 * The door of a landlord's page, as the tenant page's (tenant-page/page-gate.ts): the token is
 * looked up first, reading only; an unknown one writes nothing, is counted in memory against
 * its IP and answers 404 (429 past the limit). A known one is counted in the database against
 * its IP, then against its link, under keys of its own (`owner-page:`), so a landlord's page
 * and a tenant's never share a count.
 */
export function ownerPageGate(deps: { db: Db; clock: Clock }, limits: OwnerPageLimits) {
  const guesses = new GuessLimit(limits.unknownPerIp);
  return async function admit(ip: string, token: string): Promise<PageLandlord> {
    const now = deps.clock();
    if (guesses.exhausted(ip, now)) throw tooMany();
    const tokenHash = hashSessionToken(token);
    const landlord = await findLinkedLandlord(deps.db, tokenHash);
    if (!landlord) {
      if (!guesses.take(ip, now)) throw tooMany();
      throw notFound('Page');
    }
    if (!(await takeRateSlot(deps.db, `owner-page:view:ip:${ip}`, limits.viewsPerIp, now))) {
      throw tooMany();
    }
    const link = `owner-page:view:link:${tokenHash}`;
    if (!(await takeRateSlot(deps.db, link, limits.viewsPerToken, now))) throw tooMany();
    return landlord;
  };
}
