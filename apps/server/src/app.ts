import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { MigrationProvider } from 'kysely';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/connection.js';
import { migrationProvider } from './db/migrations/index.js';
import { createAfterAnswer, type AfterAnswer } from './lib/after-answer.js';
import type { JobMonitor } from './lib/job-monitor.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { SendingHours } from './lib/sending-hours.js';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors.js';
import { withRedactedRequests } from './lib/log-redaction.js';
import { databaseRateStore } from './lib/rate-limit-store.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { activityRoutes } from './modules/activity/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { expensesRoutes } from './modules/expenses/routes.js';
import { expenseReceiptRoutes } from './modules/expenses/receipt-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { sentInvoicesRoutes } from './modules/invoices/routes.js';
import { invoiceSettingsRoutes } from './modules/invoices/settings-routes.js';
import { lateFeeRoutes } from './modules/late-fees/routes.js';
import { ledgerRoutes } from './modules/ledger/routes.js';
import { booksRoutes } from './modules/books/routes.js';
import { organizationRoutes } from './modules/organization/routes.js';
import { billRoutes } from './modules/bills/routes.js';
import { reminderRoutes } from './modules/reminders/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { leaseRoutes } from './modules/leases/routes.js';
import { vacatingRoutes } from './modules/leases/vacating-routes.js';
import { leaseTemplateRoutes } from './modules/leases/template-routes.js';
import { noticeRoutes } from './modules/notices/routes.js';
import { repairPhotoRoutes } from './modules/repairs/photo-routes.js';
import { repairRoutes } from './modules/repairs/routes.js';
import {
  createC2bPipeline,
  type C2bPipeline,
  createSettingsBySecret,
} from './modules/c2b/index.js';
import { c2bCallbackRoutes, unallocatedRoutes } from './modules/c2b/routes.js';
import { quarantineRoutes } from './modules/quarantine/routes.js';
import { anySource } from './integrations/mpesa/callback-sources.js';
import { statusResultRoutes } from './modules/c2b/status-routes.js';
import { mpesaSettingsRoutes } from './modules/mpesa/routes.js';
import { etimsRoutes } from './modules/etims/routes.js';
import { onboardingRoutes } from './modules/onboarding/routes.js';
import { operatorRoutes } from './modules/operator/routes.js';
import { plansRoutes } from './modules/plans/routes.js';
import { readingsRoutes } from './modules/readings/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { taxRoutes } from './modules/tax/routes.js';
import { portfolioReportsRoutes } from './modules/reports/portfolio-routes.js';
import { repairsReportRoutes } from './modules/reports/repairs-routes.js';
import { landlordsRoutes } from './modules/landlords/routes.js';
import { rentalsRoutes } from './modules/rentals/routes.js';
import { roomsRoutes } from './modules/rentals/room-routes.js';
import { smsRoutes } from './modules/sms/routes.js';
import { whatsappSettingsRoutes, whatsappWebhookRoutes } from './modules/whatsapp/routes.js';
import { stkCallbackRoutes, stkRoutes } from './modules/stk/routes.js';
import type { StkOptions } from './modules/stk/index.js';
import type { SmsOptions } from './modules/sms/index.js';
import type { EtimsOptions } from './integrations/etims/options.js';
import type { MpesaOptions } from './integrations/mpesa/options.js';
import {
  createAccountMessenger,
  type AccountMessenger,
  type PlatformSmsOptions,
} from './integrations/sms/account-messages.js';
import { subscriptionsRoutes } from './modules/subscriptions/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { tenantImportRoutes } from './modules/tenants/import-routes.js';
import { tenantRentRoutes } from './modules/tenants/rent-routes.js';
import { tenantsRoutes } from './modules/tenants/routes.js';
import { tenantLinkRoutes } from './modules/tenant-page/routes.js';
import { tenantPageRoutes, type TenantPageLimits } from './modules/tenant-page/public-routes.js';
import { ownerPageRoutes, type OwnerPageLimits } from './modules/owner-page/public-routes.js';
import { tenancyRoutes } from './modules/tenants/tenancy-routes.js';
import { personalDataRoutes } from './modules/personal-data/routes.js';
import { transactionsRoutes } from './modules/transactions/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import apiDocs from './plugins/api-docs.js';
import auth from './plugins/auth.js';
import idempotency from './plugins/idempotency.js';
import closing from './plugins/closing.js';
import errors from './plugins/errors.js';
import securityHeaders from './plugins/security-headers.js';
import { compression } from './plugins/compression.js';
import web from './plugins/web.js';

/** The built web app, relative to this file in both src/ (tests) and dist/ (production). */
export const defaultWebDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export interface AppOptions {
  db: Db;
  /**
   * Where the reports' long reads go: on a SQLite file, a read-only connection on a thread of
   * its own (db/sqlite-reader.ts), so that they never hold the thread that answers M-PESA.
   * Default `db` (PostgreSQL's pool already reads beside the writers).
   */
  reader?: Db;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the built React app is; null serves the API only. */
  webDistDir?: string | null;
  /** Sign-up and sign-in attempts allowed per IP address per minute. */
  loginAttemptsPerMinute?: number;
  /** Where the web app is reached (links in SMS); default http://localhost:3000. */
  publicUrl?: string;
  /** Requests allowed to tenants' own pages (tests lower them). */
  tenantPageLimits?: Partial<TenantPageLimits>;
  /** Limits of landlords' own pages (`/o/<token>`); the defaults otherwise. */
  ownerPageLimits?: Partial<OwnerPageLimits>;
  /** The secrets key, Africa's Talking address and SMS timeout (config: smsOptionsFromConfig). */
  sms: SmsOptions;
  /** The secrets key, Daraja address and public URL for M-PESA (mpesaOptionsFromConfig). */
  mpesa: MpesaOptions;
  /**
   * KRA eTIMS: ETIMS_BASE_URL and the timeout (etimsOptionsFromConfig); default KRA's hosts,
   * 20 s, and the SMS secrets key.
   */
  etims?: EtimsOptions;
  /**
   * STK push: the product's Daraja app (unset: STK answers 503), the callback path's secret
   * (default: random per process; server.ts derives a stable one) and the settle delay.
   */
  stk?: Partial<StkOptions>;
  /** The platform SMS account for codes and invitations; unset: they are written to the log. */
  platformSms?: PlatformSmsOptions;
  /**
   * Without a platform account, account messages are appended to this file (server.ts:
   * DATA_DIR/account-messages.txt) for the person at the machine; never to the log.
   */
  accountMessagesFile?: string;
  /** Replaces the platform account (tests capture account messages with it). */
  accountMessenger?: AccountMessenger;
  /**
   * Behind a reverse proxy: which X-Forwarded-For hops to believe for `request.ip` (the per-IP
   * limits, the activity log). Default false: the connection's own address.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** When tenants may be texted about money; 08:00-18:00 Nairobi by default. */
  tenantSmsHours?: SendingHours;
  /**
   * The operators (OPERATOR_PHONES, as users' phones are stored): they also reach
   * /api/operator/*, which answers 404 to everyone else. Default: none.
   */
  operatorPhones?: readonly string[];
  /** What GET /api/health/ready checks besides the database. */
  readiness?: {
    /** The background jobs' runs (server.ts); without it no job is checked. */
    jobs?: JobMonitor;
    /** The migrations the database must have applied; default: every one the code knows. */
    migrations?: MigrationProvider;
    /** The PostgreSQL schema of the migration table (DbHandle.schema). */
    migrationTableSchema?: string;
    /** Time each database check may take; default 2 s. */
    checkTimeoutMs?: number;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** M-PESA confirmations stored and being applied (settled() waits for them). */
    c2bConfirmations: C2bPipeline;
    /** Work started after answers (lib/after-answer.ts); settled() waits for it. */
    afterAnswer: AfterAnswer;
  }
}

/** Our JSON bodies are small forms; anything near this size is a mistake or an attack. */
const bodyLimitBytes = 64 * 1024;

/** Builds the app: external plugins, then our own plugins, then the routes. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    // Request logs show a route's pattern or a redacted URL, never a secret in it.
    logger: withRedactedRequests(options.logger ?? false),
    bodyLimit: bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    // The router's and Node's own refusals in our one error shape too.
    frameworkErrors,
    clientErrorHandler,
    // plugins/closing.ts turns requests away during shutdown, in our error shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // The API speaks JSON only; a text body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser('text/plain');

  const webDistDir = options.webDistDir === undefined ? defaultWebDistDir : options.webDistDir;
  // First, so that every answer has them: pages, assets, the API, errors and 404s.
  await app.register(securityHeaders, { distDir: webDistDir });
  await app.register(compression);
  // Per-route limits (`config: { rateLimit }`) counted in the database, shared by every server.
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateStore(options.db, options.clock ?? systemClock),
  });
  await app.register(apiDocs);

  const accountMessenger =
    options.accountMessenger ??
    createAccountMessenger(options.platformSms, app.log, options.accountMessagesFile);
  // Work started after an answer has left (Forgot PIN's code); closing waits for it.
  const afterAnswer = createAfterAnswer();
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', () => afterAnswer.settled());
  const deps = {
    db: options.db,
    reader: options.reader ?? options.db,
    clock: options.clock ?? systemClock,
    accountMessenger,
    afterAnswer,
    operatorPhones: new Set(options.operatorPhones ?? []) as ReadonlySet<string>,
    // Tenants' national IDs and KRA PINs are encrypted with it (modules/tenants).
    secretsKey: options.sms.secretsKey,
  };
  const smsDeps = { ...deps, sms: options.sms };
  // Tenants' page links (`<url>/t/<token>`), made by the link routes and the invoice run alike.
  const tenantLinks = {
    secretsKey: options.sms.secretsKey,
    publicUrl: (options.stk?.publicUrl ?? options.publicUrl ?? 'http://localhost:3000').replace(
      /\/+$/,
      '',
    ),
  };
  const mpesaDeps = { ...deps, mpesa: options.mpesa };
  await app.register(errors);
  await app.register(closing);
  await app.register(auth, deps);
  await app.register(idempotency, deps);
  await app.register(web, { distDir: webDistDir });

  await app.register(healthRoutes, {
    deps: {
      db: options.db,
      jobs: options.readiness?.jobs,
      migrations: options.readiness?.migrations ?? migrationProvider,
      migrationTableSchema: options.readiness?.migrationTableSchema,
      checkTimeoutMs: options.readiness?.checkTimeoutMs ?? 2000,
      clock: options.clock ?? systemClock,
    },
    operatorPhones: deps.operatorPhones,
  });
  await app.register(authRoutes, { deps, attemptsPerMinute: options.loginAttemptsPerMinute ?? 20 });
  await app.register(usersRoutes, {
    deps,
    attemptsPerMinute: options.loginAttemptsPerMinute ?? 20,
  });
  await app.register(activityRoutes, { deps });
  await app.register(teamRoutes, {
    deps,
    attemptsPerMinute: options.loginAttemptsPerMinute ?? 20,
    publicUrl: options.publicUrl,
  });
  await app.register(rentalsRoutes, { deps });
  await app.register(roomsRoutes, { deps });
  await app.register(tenantsRoutes, { deps });
  await app.register(tenantRentRoutes, { deps });
  await app.register(tenantImportRoutes, { deps });
  await app.register(tenancyRoutes, { deps });
  await app.register(personalDataRoutes, { deps });
  await app.register(readingsRoutes, { deps });
  await app.register(notificationsRoutes, { deps });
  await app.register(plansRoutes, { deps });
  await app.register(onboardingRoutes, { deps });
  await app.register(invoiceSettingsRoutes, { deps });
  await app.register(sentInvoicesRoutes, { deps: { ...deps, tenantLinks } });
  await app.register(ledgerRoutes, { deps });
  await app.register(lateFeeRoutes, { deps });
  await app.register(organizationRoutes, { deps });
  await app.register(billRoutes, { deps });
  await app.register(reminderRoutes, {
    deps: { ...deps, sendingHours: options.tenantSmsHours },
  });
  await app.register(noticeRoutes, {
    deps: { ...deps, sendingHours: options.tenantSmsHours },
  });
  await app.register(leaseRoutes, { deps });
  await app.register(vacatingRoutes, { deps });
  await app.register(leaseTemplateRoutes, { deps });
  await app.register(documentRoutes, { deps });
  await app.register(repairRoutes, {
    deps: { ...deps, sendingHours: options.tenantSmsHours },
  });
  await app.register(repairPhotoRoutes, { deps });
  await app.register(transactionsRoutes, { deps });
  await app.register(smsRoutes, {
    deps: { ...smsDeps, publicUrl: options.publicUrl ?? options.mpesa.publicUrl },
  });
  const whatsappDeps = {
    ...deps,
    sendingHours: options.tenantSmsHours,
    publicUrl: options.publicUrl ?? options.mpesa.publicUrl ?? 'http://localhost:3000',
  };
  await app.register(whatsappSettingsRoutes, { deps: whatsappDeps });
  await app.register(whatsappWebhookRoutes, { deps: whatsappDeps });
  await app.register(reportsRoutes, { deps });
  await app.register(taxRoutes, { deps });
  await app.register(booksRoutes, { deps });
  await app.register(portfolioReportsRoutes, { deps });
  await app.register(repairsReportRoutes, { deps });
  await app.register(landlordsRoutes, { deps: { ...deps, ...tenantLinks } });
  await app.register(expensesRoutes, { deps });
  await app.register(expenseReceiptRoutes, { deps });
  await app.register(mpesaSettingsRoutes, { deps: mpesaDeps });
  await app.register(etimsRoutes, {
    deps: {
      ...deps,
      etims: options.etims ?? {
        secretsKey: options.sms.secretsKey,
        baseUrl: undefined,
        timeoutMs: 20_000,
      },
    },
  });
  const confirmations = createC2bPipeline({
    ...deps,
    onError: (error) => app.log.error({ err: error }, 'applying M-PESA confirmations failed'),
  });
  app.decorate('c2bConfirmations', confirmations);
  // After the requests in flight (Fastify's order): their confirmations are applied too.
  app.addHook('onClose', () => confirmations.close());
  await app.register(c2bCallbackRoutes, {
    deps: {
      ...deps,
      confirmations,
      settingsBySecret: createSettingsBySecret(options.db, () => performance.now()),
      callbackSources: mpesaDeps.mpesa.callbackSources ?? anySource,
    },
  });
  await app.register(statusResultRoutes, { deps: mpesaDeps });
  await app.register(unallocatedRoutes, { deps });
  await app.register(quarantineRoutes, { deps });
  await app.register(subscriptionsRoutes, { deps });
  await app.register(operatorRoutes, { deps });
  const stkDeps = {
    ...deps,
    stk: {
      product: options.stk?.product,
      publicUrl: (options.stk?.publicUrl ?? options.publicUrl ?? 'http://localhost:3000').replace(
        /\/+$/,
        '',
      ),
      callbackSecret: options.stk?.callbackSecret ?? randomBytes(24).toString('hex'),
      settleAfterMs: options.stk?.settleAfterMs,
      mpesa: options.stk?.mpesa ?? options.mpesa,
    },
  };
  await app.register(stkCallbackRoutes, { deps: stkDeps });
  await app.register(stkRoutes, { deps: stkDeps });
  await app.register(tenantLinkRoutes, { deps: { ...deps, ...tenantLinks } });
  await app.register(tenantPageRoutes, { deps: stkDeps, limits: options.tenantPageLimits });
  await app.register(ownerPageRoutes, { deps, limits: options.ownerPageLimits });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
