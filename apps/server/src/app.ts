import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createSmsClient } from './integrations/sms/sms-client.ts';
import { createFileStorage } from './lib/file-storage/file-storage.ts';
import { runEvery, type IntervalJob } from './lib/interval-job.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes.ts';
import { avatarFileRoutes, avatarUploadRoutes } from './modules/account-settings/avatar.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { contentImageFileRoutes, contentImageUploadRoutes } from './modules/blog/content-images.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { emailLinkRoutes } from './modules/auth/email-links.routes.ts';
import { createDeviceCookies } from './modules/auth/device-cookie.ts';
import { createMfaTickets } from './modules/auth/mfa-ticket.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { createSessionRevocations } from './modules/auth/session-revocations.ts';
import { findUserForAuth } from './modules/auth/users.repository.ts';
import { connectionsRoutes } from './modules/connections/connections.routes.ts';
import { referenceRateRoutes } from './modules/debt/reference-rates.routes.ts';
import { contractorsCsvRoutes } from './modules/contractors/contractors-csv.routes.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { contractorsRoutes, invoiceClientsRoutes } from './modules/contractors/contractors.routes.ts';
import { costsModule } from './modules/costs/costs.module.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { bankStatementsRoutes } from './modules/bank-statements/bank-statements.routes.ts';
import { payrollCalculatorRoutes } from './modules/payroll-calculator/payroll-calculator.routes.ts';
import { publicWorkerFormRoutes } from './modules/workers/worker-forms.routes.ts';
import { workersModule } from './modules/workers/workers.module.ts';
import { scheduleDebtCollection } from './modules/debt/debt-schedule.job.ts';
import { debtRoutes } from './modules/debt/debt.routes.ts';
import { fetchAllPurchaseInvoices } from './modules/ksef/ksef-receive.job.ts';
import { sendQueuedInvoices } from './modules/ksef/ksef-send.job.ts';
import { ksefInvoiceRoutes, ksefPanelRoutes, ksefSettingsRoutes } from './modules/ksef/ksef.routes.ts';
import { receivablesReportRoutes } from './modules/debt/reports/receivables.routes.ts';
import { invoiceActionsRoutes } from './modules/invoices/invoice-actions.routes.ts';
import { invoiceExportRoutes } from './modules/invoice-export/invoice-export.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { scheduleRecurringInvoices } from './modules/invoices/recurring-invoices.job.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { logoFileRoutes, logoUploadRoutes } from './modules/organizations/logo.routes.ts';
import { payrollRoutes } from './modules/payroll/payroll.routes.ts';
import { organizationListRoutes } from './modules/organizations/organization-lists.routes.ts';
import { organizationUserRoutes } from './modules/organizations/org-users.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { faqRoutes, kbRoutes } from './modules/help/help.routes.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { cartWishlistRoutes } from './modules/shop/cart-wishlist.routes.ts';
import { catalogueRoutes } from './modules/shop/catalogue.routes.ts';
import { ordersRoutes } from './modules/shop/orders.routes.ts';
import { paymentsRoutes } from './modules/shop/payments.routes.ts';
import { productMediaRoutes } from './modules/shop/product-media.routes.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { createLiveHub } from './modules/notifications/live-hub.ts';
import { createChatLive } from './modules/chat/chat-live.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { liveRoutes } from './modules/notifications/live.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { pruneOld } from './modules/notifications/notifications.service.ts';
import { sendDigests, sendEventMails } from './modules/notifications/notification-mailer.ts';
import { sendDeadlineNotices } from './modules/notifications/deadline-notices.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { scheduleTaskPurge } from './modules/todo/todo-purge.job.ts';
import { todoRoutes } from './modules/todo/todo.routes.ts';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes.ts';
import { createMailboxWatchers } from './modules/mailbox/mailbox-watchers.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { organizationRoutes } from './modules/organizations/organization.routes.ts';
import { securitySettingsRoutes } from './modules/organizations/security-settings.routes.ts';
import { lookupRoutes } from './modules/lookup/lookup.routes.ts';
import { taxReturnsRoutes } from './modules/tax-returns/tax-returns.routes.ts';
import { analyticsRoutes } from './modules/dashboard/analytics.routes.ts';
import { autosuggestRoutes, goodTableRoutes } from './modules/gallery/gallery.routes.ts';
import { galleryChartRoutes } from './modules/gallery/gallery-charts.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import {
  balanceConfirmationRoutes,
  clientAccountRoutes,
} from './modules/balance-confirmations/balance-confirmations.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { guardPlugin } from './plugins/guard.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestIdFor, requestIdPlugin } from './plugins/request-id.ts';
import { RequestLogController, serializeRequest } from './plugins/request-log.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { webPlugin } from './plugins/web.ts';
import { createWorkerPool, type WorkerPool } from './workers/worker-pool.ts';

export interface BuildAppOptions {
  config: Config;
  /** An open database (createDb), already migrated. */
  db: Database;
  /** Fastify's logger setting; defaults to JSON logs at LOG_LEVEL. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole HTTP application, not listening: server.ts listens, tests call `app.inject()`. The
 * database is the caller's (it opened it, it closes it); the app closes only what it opened itself.
 */
export async function buildApp({ config, db: database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      serializers: { req: serializeRequest },
    },
    logController: new RequestLogController(),
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    // Answers a stalled client instead of holding its socket (and a pooled connection) forever.
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer({ db: database.db, config, log: app.log });
  app.addHook('onClose', () => mailer.close());
  const workers = createWorkerPool(config.workers);
  app.decorate('workers', workers);
  app.addHook('onClose', () => workers.close());
  const sessions = createSessionRevocations(database, app.log);
  app.addHook('onReady', () => sessions.start());
  app.addHook('onClose', () => sessions.close());

  // Before every other plugin, so that every answer (errors and 404s included) carries the headers.
  const https = config.appUrl.startsWith('https:');
  await app.register(securityHeadersPlugin, { https, mapTileUrl: config.mapTileUrl });
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  // Before the guard: the user is loaded inside the request's database scope.
  await app.register(overloadPlugin, {
    limits: config.databaseLimits,
    heavyReadsPerUser: config.heavyReadsPerUser,
    heavyReadsAtOnce: config.heavyReadsAtOnce,
    // The auth plugin is registered below; this runs per request, when it is there.
    userIdOf: (request) => app.tokenUserId(request),
  });
  await app.register(textInputPlugin);
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    loadUser: (id) => findUserForAuth(database.db, id),
    isSessionRevoked: (sessionId) => sessions.isRevoked(sessionId),
  });
  // Before any plugin that adds routes: the guard's onRoute hook only sees routes registered after it.
  await app.register(guardPlugin);
  const devices = createDeviceCookies(config.jwtSecret, config.appUrl.startsWith('https:'));
  const mfaTickets = createMfaTickets(config.jwtSecret);
  await app.register(rateLimitPlugin, {
    limits: config.authRateLimit,
    trustedDevice: devices.deviceFor,
    mfaAccount: (request) => {
      const body = request.body;
      const ticket =
        typeof body === 'object' && body !== null && 'mfaToken' in body ? body.mfaToken : undefined;
      const userId = typeof ticket === 'string' ? mfaTickets.verify(ticket) : null;
      return userId === null ? null : String(userId);
    },
  });
  await app.register(openApiPlugin);

  const ctx: AppContext = {
    config,
    db: database.db,
    mailer,
    workers,
    signAccessToken: app.signAccessToken,
    sessions,
  };
  await app.register(healthRoutes, { prefix: '/api', ctx, databaseKind: database.kind });
  const twoFactorDeps = { box: createSecretBox(config.secretsKey) };
  await app.register(authRoutes, {
    prefix: '/api/jwt',
    ctx,
    devices,
    tickets: mfaTickets,
    twoFactor: twoFactorDeps,
  });
  await app.register(mailRoutes, { prefix: '/api/mail', ctx });
  await app.register(emailLinkRoutes, { prefix: '/api/jwt', ctx });
  await app.register(accountSettingsRoutes, { prefix: '/api/account-setting', ctx });
  await app.register(avatarUploadRoutes, { prefix: '/api/account-setting', ctx });
  await app.register(twoFactorRoutes, {
    prefix: '/api/account-setting/two-factor',
    ctx,
    deps: twoFactorDeps,
  });
  await app.register(avatarFileRoutes, { prefix: '/api/avatars', ctx });
  await app.register(organizationRoutes, { prefix: '/api/organization', ctx });
  await app.register(organizationListRoutes, { prefix: '/api/organization', ctx });
  await app.register(securitySettingsRoutes, { prefix: '/api/organization', ctx });
  await app.register(organizationUserRoutes, { prefix: '/api/organization', ctx });
  await app.register(usersRoutes, { prefix: '/api/apps/user', ctx });
  await app.register(faqRoutes, { prefix: '/api/faq', ctx });
  await app.register(kbRoutes, { prefix: '/api/kb', ctx });
  await app.register(pricingRoutes, { prefix: '/api/pricing', ctx });
  await app.register(profileRoutes, { prefix: '/api/profile', ctx });
  await app.register(catalogueRoutes, { prefix: '/api/apps/ecommerce', ctx });
  await app.register(cartWishlistRoutes, { prefix: '/api/apps/ecommerce', ctx });
  await app.register(ordersRoutes, { prefix: '/api/apps/ecommerce', ctx });
  await app.register(paymentsRoutes, { prefix: '/api/apps/ecommerce', ctx });
  await app.register(productMediaRoutes, {
    prefix: '/api/apps/ecommerce',
    ctx,
    storage: createFileStorage(config),
  });
  await app.register(todoRoutes, { prefix: '/api/apps/todo', ctx });
  // The e-mail app (issue 24): the user's own mailbox, watched over IMAP IDLE while the server runs.
  const mailboxDeps = (() => {
    const storage = createFileStorage(config);
    const box = createSecretBox(config.secretsKey);
    const watchers = createMailboxWatchers({ deps: { db: database.db, storage }, box, log: app.log });
    return { ctx, storage, box, watchers };
  })();
  // Watching starts in the background: a database or IMAP server that does not answer must not keep
  // the app from starting (health then says what is wrong).
  app.addHook('onReady', async () => {
    mailboxDeps.watchers
      .startAll()
      .catch((error: unknown) => app.log.error({ err: error }, 'mailbox watchers did not start'));
  });
  app.addHook('preClose', () => mailboxDeps.watchers.close());
  await app.register(mailboxRoutes, { prefix: '/api/apps/email', ctx, deps: mailboxDeps });
  await app.register(onboardingRoutes, { prefix: '/api/onboarding', ctx });
  await app.register(connectionsRoutes, { prefix: '/api/organization', ctx });
  await app.register(referenceRateRoutes, { prefix: '/api/organization', ctx });
  await app.register(logoUploadRoutes, { prefix: '/api/organization', ctx });
  await app.register(logoFileRoutes, { prefix: '/api/logos', ctx });
  await app.register(contractorsRoutes, { prefix: '/api/apps/contractors', ctx });
  await app.register(contractorsCsvRoutes, { prefix: '/api/apps/contractors', ctx });
  await app.register(invoiceClientsRoutes, { prefix: '/api/apps/invoice', ctx });
  await app.register(invoicesRoutes, { prefix: '/api/apps/invoice', ctx });
  await app.register(invoiceActionsRoutes, { prefix: '/api/apps/invoice', ctx });
  await app.register(invoiceExportRoutes, { prefix: '/api/apps/invoice', ctx });
  await app.register(receivablesReportRoutes, { prefix: '/api/apps/invoice', ctx });
  const debtDeps = {
    files: createFileStorage(config),
    sms: createSmsClient({ ...config.sms, timeoutMs: config.lookupTimeoutMs }),
  };
  await app.register(debtRoutes, { prefix: '/api/apps/invoice', ctx, deps: debtDeps });
  const ksefDeps = { box: createSecretBox(config.secretsKey), log: app.log };
  await app.register(ksefSettingsRoutes, { prefix: '/api/organization', ctx, deps: ksefDeps });
  await app.register(ksefInvoiceRoutes, { prefix: '/api/apps/invoice', ctx, deps: ksefDeps });
  await app.register(ksefPanelRoutes, { prefix: '/api/ksef', ctx, deps: ksefDeps });
  await app.register(lookupRoutes, { prefix: '/api/lookup', ctx });
  await app.register(calendarRoutes, { prefix: '/api/apps/calendar', ctx });
  // Issue 26: the blog, and the images inside posts and help articles.
  const contentImages = { ctx, storage: createFileStorage(config) };
  await app.register(blogRoutes, { prefix: '/api/blog', ctx });
  await app.register(contentImageUploadRoutes, { prefix: '/api/blog', ...contentImages, subject: 'Blog' });
  await app.register(contentImageUploadRoutes, {
    prefix: '/api/kb',
    ...contentImages,
    subject: 'KnowledgeBase',
  });
  await app.register(contentImageFileRoutes, { prefix: '/api/content-images', ...contentImages });
  await app.register(costsModule, { prefix: '/api/documents', ctx });
  await app.register(contractsRoutes, { prefix: '/api', ctx });
  await app.register(payrollCalculatorRoutes, { prefix: '/api/payroll' });
  await app.register(payrollRoutes, { prefix: '/api/payroll', ctx });
  await app.register(workersModule, { prefix: '/api/workers', ctx });
  await app.register(publicWorkerFormRoutes, { prefix: '/api/worker-form', ctx });
  await app.register(taxReturnsRoutes, { prefix: '/api/tax-returns', ctx });
  await app.register(bankStatementsRoutes, { prefix: '/api/bank-statements', ctx });
  await app.register(reportsRoutes, { prefix: '/api/reports', ctx });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', ctx });
  await app.register(analyticsRoutes, { prefix: '/api', ctx });
  // The component gallery's data (issue 27): the template's grids and auto-suggest.
  await app.register(goodTableRoutes, { prefix: '/api/good-table', ctx });
  await app.register(autosuggestRoutes, { prefix: '/api/autosuggest', ctx });
  await app.register(galleryChartRoutes, { prefix: '/api/gallery', ctx });
  await app.register(balanceConfirmationRoutes, { prefix: '/api/balance-confirmations', ctx });
  await app.register(clientAccountRoutes, { prefix: '/api/client-account', ctx });
  // The navbar (issue 28): search, bookmarks, the bell and its live channel.
  await app.register(searchRoutes, { prefix: '/api/search', ctx });
  await app.register(bookmarksRoutes, { prefix: '/api/bookmarks', ctx });
  await app.register(notificationsRoutes, { prefix: '/api/notifications', ctx });
  const liveHub = createLiveHub(database, app.log);
  app.addHook('onReady', () => liveHub.start());
  app.addHook('preClose', () => liveHub.close());
  // Issue 24: the chat, live over the same channel (typing, presence, new messages).
  await app.register(chatRoutes, { prefix: '/api/apps/chat', ctx, storage: createFileStorage(config) });
  const chatLive = createChatLive(database.db, liveHub, app.log);
  app.addHook('onReady', async () => chatLive.start());
  app.addHook('preClose', async () => chatLive.stop());
  await app.register(liveRoutes, { prefix: '/api', hub: liveHub, handlers: chatLive });
  let notificationPrune: IntervalJob | undefined;
  app.addHook('onReady', async () => {
    notificationPrune = runEvery('notification prune job', 3_600_000, app.log, async () => {
      const pruned = await pruneOld(database.db);
      if (pruned > 0) app.log.info({ pruned }, 'notifications older than 90 days pruned');
    });
  });
  app.addHook('onClose', async () => notificationPrune?.stop());
  if (config.notificationMailIntervalMs > 0) {
    let job: IntervalJob | undefined;
    app.addHook('onReady', async () => {
      job = runEvery('notification mail job', config.notificationMailIntervalMs, app.log, async () => {
        const events = await sendEventMails(ctx);
        const digests = await sendDigests(ctx);
        if (events + digests > 0) app.log.info({ events, digests }, 'notification mail written');
      });
    });
    app.addHook('onClose', async () => job?.stop());
  }
  if (config.deadlineNoticeIntervalMs > 0) {
    let job: IntervalJob | undefined;
    app.addHook('onReady', async () => {
      job = runEvery('deadline notice job', config.deadlineNoticeIntervalMs, app.log, async () => {
        const notices = await sendDeadlineNotices(database.db);
        if (notices > 0) app.log.info({ notices }, 'deadline-tomorrow notices written');
      });
    });
    app.addHook('onClose', async () => job?.stop());
  }
  await app.register(webPlugin, { webDist: config.webDist, https, mapTileUrl: config.mapTileUrl });
  if (config.mailTransport === 'smtp' && config.mailDeliveryIntervalMs > 0) {
    let job: IntervalJob | undefined;
    app.addHook('onReady', async () => {
      job = runEvery('mail delivery job', config.mailDeliveryIntervalMs, app.log, async () => {
        const delivered = await mailer.deliverOrphaned();
        if (delivered > 0)
          app.log.info({ delivered }, 'mail left undelivered by a stopped server handed over');
      });
    });
    app.addHook('onClose', async () => job?.stop());
  }
  if (config.recurringInvoicesIntervalMs > 0) {
    let job: ReturnType<typeof scheduleRecurringInvoices> | undefined;
    app.addHook('onReady', async () => {
      job = scheduleRecurringInvoices(database.db, config.recurringInvoicesIntervalMs, app.log);
    });
    app.addHook('onClose', async () => job?.stop());
  }
  if (config.debtScheduleIntervalMs > 0) {
    let job: ReturnType<typeof scheduleDebtCollection> | undefined;
    app.addHook('onReady', async () => {
      job = scheduleDebtCollection(ctx, debtDeps, config.debtScheduleIntervalMs, app.log);
    });
    app.addHook('onClose', async () => job?.stop());
  }
  if (config.todoPurgeIntervalMs > 0) {
    let job: IntervalJob | undefined;
    app.addHook('onReady', async () => {
      job = scheduleTaskPurge(database.db, config.todoPurgeIntervalMs, app.log);
    });
    app.addHook('onClose', async () => job?.stop());
  }
  const ksefJobs: IntervalJob[] = [];
  app.addHook('onReady', async () => {
    if (config.ksefSendIntervalMs > 0)
      ksefJobs.push(
        runEvery('KSeF send job', config.ksefSendIntervalMs, app.log, async () => {
          const run = await sendQueuedInvoices(ctx, ksefDeps);
          if (run.accepted + run.rejected + run.retrying > 0) app.log.info(run, 'KSeF send job ran');
        }),
      );
    if (config.ksefReceiveIntervalMs > 0)
      ksefJobs.push(
        runEvery('KSeF receive job', config.ksefReceiveIntervalMs, app.log, async () => {
          const imported = await fetchAllPurchaseInvoices(ctx, ksefDeps);
          if (imported > 0) app.log.info({ imported }, 'purchase invoices fetched from KSeF');
        }),
      );
  });
  app.addHook('onClose', async () => {
    await Promise.all(ksefJobs.map((job) => job.stop()));
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's worker pool, for code that builds its own AppContext (tests, jobs run by hand). */
    workers: WorkerPool;
  }
}
