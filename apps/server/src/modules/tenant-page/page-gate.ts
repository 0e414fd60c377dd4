import { tenantPageMessages } from '@rental/shared/schemas/tenant-page';
import type { Db } from '../../db/connection.js';
import { takeRateSlot, type RateLimit } from '../../db/rate-windows.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashSessionToken } from '../auth/index.js';
import { GuessLimit } from '../../lib/guess-limit.js';
import { findLinkedTenant } from '../tenants/index.js';

const minute = 60_000;

/**
 * What a tenant's page allows. Views (the page, its PDFs) and prompts are counted apart, so
 * reading the page never uses up a prompt and a prompt is never refused for the reading.
 */
export interface TenantPageLimits {
  /** Views of one link, and from one IP (shared links, many tenants behind one carrier IP). */
  viewsPerToken: RateLimit;
  viewsPerIp: RateLimit;
  /** M-PESA prompts asked through one link, and from one IP. */
  paymentsPerToken: RateLimit;
  paymentsPerIp: RateLimit;
  /** Prompts to one phone, through every link, counted in the database across servers. */
  paymentsPerPhone: RateLimit;
  /** Repairs reported through one link, and from one IP (issue 32). */
  reportsPerToken: RateLimit;
  reportsPerIp: RateLimit;
  /** Channel choices (SMS or WhatsApp) through one link, and from one IP (issue 34). */
  channelsPerToken: RateLimit;
  channelsPerIp: RateLimit;
  /** Unknown tokens per IP, counted in memory only (lib/guess-limit.ts). */
  unknownPerIp: RateLimit;
}

export const defaultTenantPageLimits: TenantPageLimits = {
  viewsPerToken: { max: 30, windowMs: minute },
  viewsPerIp: { max: 60, windowMs: minute },
  paymentsPerToken: { max: 5, windowMs: 15 * minute },
  paymentsPerIp: { max: 20, windowMs: 15 * minute },
  paymentsPerPhone: { max: 3, windowMs: 60 * minute },
  reportsPerToken: { max: 5, windowMs: 60 * minute },
  reportsPerIp: { max: 20, windowMs: 60 * minute },
  channelsPerToken: { max: 10, windowMs: 60 * minute },
  channelsPerIp: { max: 30, windowMs: 60 * minute },
  unknownPerIp: { max: 30, windowMs: minute },
};

export type PageTenant = NonNullable<Awaited<ReturnType<typeof findLinkedTenant>>>;
export type PageUse = 'view' | 'payment' | 'report' | 'channel';

const tooMany = () => new AppError('rate_limited', tenantPageMessages.tooManyRequests);

/**
 * The door of the tenant's page: the tenant a token opens, once the request is within its
 * limits. The token is looked up first, reading only: an unknown one writes nothing (no rate
 * row, no activity) and is counted in memory against its IP, then answers 404 (429 past the
 * limit). A known one is counted in the database against its IP first and only then, if the
 * IP passed, against its link: a request refused for its address costs the link nothing.
 */
export function pageGate(deps: { db: Db; clock: Clock }, limits: TenantPageLimits) {
  const guesses = new GuessLimit(limits.unknownPerIp);
  const perUse: Record<PageUse, { ip: RateLimit; link: RateLimit }> = {
    view: { ip: limits.viewsPerIp, link: limits.viewsPerToken },
    payment: { ip: limits.paymentsPerIp, link: limits.paymentsPerToken },
    report: { ip: limits.reportsPerIp, link: limits.reportsPerToken },
    channel: { ip: limits.channelsPerIp, link: limits.channelsPerToken },
  };

  return async function admit(ip: string, token: string, use: PageUse): Promise<PageTenant> {
    const now = deps.clock();
    // An address that has guessed its fill gets no answer that could tell a real token.
    if (guesses.exhausted(ip, now)) throw tooMany();
    const tokenHash = hashSessionToken(token);
    const tenant = await findLinkedTenant(deps.db, tokenHash);
    if (!tenant) {
      if (!guesses.take(ip, now)) throw tooMany();
      throw notFound('Page');
    }
    const limit = perUse[use];
    if (!(await takeRateSlot(deps.db, `tenant-page:${use}:ip:${ip}`, limit.ip, now))) {
      throw tooMany();
    }
    // The link by its token's hash: the token itself is never stored.
    const link = `tenant-page:${use}:link:${tokenHash}`;
    if (!(await takeRateSlot(deps.db, link, limit.link, now))) throw tooMany();
    return tenant;
  };
}
