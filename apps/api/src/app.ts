import { createCitiesService } from './modules/cities/index.ts';
import { citiesRoutes } from './modules/cities/cities.routes.ts';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { DatabaseHandle } from './db/database.ts';
import {
  createAccessTokens,
  getOrCreateSecret,
  createAuthService,
  createSignInThrottle,
} from './modules/auth/index.ts';
import { driversRoutes } from './modules/drivers/drivers.routes.ts';
import { createLiveAdapters, type LiveAdapters, connectRedis } from './modules/live/index.ts';
import {
  createDocumentStorage,
  createDocumentsService,
  type DocumentsService,
  startExpirySweep,
} from './modules/documents/index.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { findDriverStanding } from './modules/drivers/index.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { MAP_PLACES, mapOrigins, mapRoutes } from './modules/map/index.ts';
import { CLOSE_SERVICE_RESTART, realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { createRideEngine, type RideEngine } from './ride-engine.ts';
import { ridesRoutes } from './modules/rides/rides.routes.ts';
import { fareEstimateRoutes } from './modules/fare-estimate/fare-estimate.routes.ts';
import { createPaymentsServices } from './modules/payments/index.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createMoneyServices } from './modules/money/index.ts';
import { moneyRoutes } from './modules/money/money.routes.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { createRatingsService } from './modules/ratings/index.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { savedPlacesRoutes } from './modules/saved-places/saved-places.routes.ts';
import { createSavedPlacesService } from './modules/saved-places/index.ts';
import { createSafety } from './modules/safety/index.ts';
import { safetyRoutes } from './modules/safety/safety.routes.ts';
import { adminRidesRoutes } from './modules/history/admin-rides.routes.ts';
import { createAdminRidesService, createHistoryService } from './modules/history/index.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { createAdminUsersServices } from './modules/admin-users/index.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/index.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/index.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthStateCache } from './modules/auth/index.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMetrics, type Metrics } from './modules/observability/index.ts';
import { metricsRoutes } from './modules/observability/metrics.routes.ts';
import { createMailer, type Mailer } from './modules/mail/index.ts';
import { adminMailRoutes } from './modules/mail/admin-mail.routes.ts';
import {
  createSettlementQueue,
  createSettlementService,
  type SettlementService,
} from './modules/settlement/index.ts';
import { settlementRoutes } from './modules/settlement/settlement.routes.ts';
import {
  createPayoutProvider,
  createPayoutsService,
  createSandboxOnboardingService,
  type PayoutsService,
} from './modules/payouts/index.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { createReconciliationService, type ReconciliationService } from './modules/reconciliation/index.ts';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes.ts';
import { disputesRoutes } from './modules/payments/disputes.routes.ts';
import {
  createHeartbeats,
  createSampler,
  createSystemChecks,
  currentProcessInfo,
} from './modules/system/index.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/index.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputTextRule } from './plugins/input-text.ts';
import { chooseLogFormat, logTransport, loggerOptions, requestChildLogger } from './plugins/logging.ts';
import { registerRequestContext, requestIdFor } from './plugins/request-context.ts';
import { registerRateLimiting, type RateLimitStoreOptions } from './plugins/rate-limit.ts';
import { createMemoryFailureStore, createRedisFailureStore } from './plugins/failure-store.ts';
import { configuredOrigins, registerOriginPolicy } from './plugins/request-origin.ts';
import {
  inlineScriptHashes,
  registerSecurityHeaders,
  STRIPE_JS_SOURCES,
} from './plugins/security-headers.ts';
import { WEB_APPS, registerWebApps } from './plugins/serve-apps.ts';
import { systemClock, type Clock } from './shared/clock.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { createSecureToken } from './shared/secure-tokens.ts';

export type BuildAppOptions = {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The time every countdown and expiry reads; the system clock by default. */
  clock?: Clock;
  /** The geo index and event bus; built from REDIS_URL when not given. Closed with the app. */
  live?: LiveAdapters;
};

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The web apps whose build this process serves (one-origin mode); empty for an API-only process. */
    servedApps: string[];
    /** The e-mail adapter (outbox or SMTP) chosen by SMTP_URL. */
    mailer: Mailer;
    /** Rides, dispatch, drivers, settings and their adapters. */
    rideEngine: RideEngine;
    /** Card captures, releases and refunds in the durable queue (docs/decisions/021). */
    settlements: SettlementService;
    /** Driver payouts: accounts, balance, cash-outs and the weekly run, sent through the same queue. */
    payouts: PayoutsService;
    /** The daily reconciliation with the providers (docs/decisions/029), run by the same queue. */
    reconciliation: ReconciliationService;
    live: LiveAdapters;
    /** This app's Prometheus metrics (read at /api/metrics or on METRICS_PORT). */
    metrics: Metrics;
    /** From SIGTERM on: readiness answers 503 so the balancer sends nothing new; `close()` then drains. */
    startDraining(): void;
    /** Drivers' documents: uploads, review, expiry reminders (docs/decisions/020). */
    documents: DocumentsService;
  }
}

/** How often a process with workers checks whether today is the weekly payout day (made once per driver and day). */
const WEEKLY_PAYOUT_CHECK_MS = 60 * 60_000;

/** The name of the generated access-token key in `app_secrets` (used when JWT_SECRET is unset). */
const ACCESS_TOKEN_KEY = 'access-token-key';

/**
 * Builds the whole API as one Fastify instance, without listening.
 * Order: framework setup, app plugins, then routes under /api, then the web apps and the not-found handler.
 */
export async function buildApp({
  env,
  database,
  logger,
  clock = systemClock,
  live,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    // Whatever the options (a test's stream and level), secrets are redacted the same way.
    logger:
      logger === false
        ? false
        : loggerOptions(
            typeof logger === 'object'
              ? logger
              : {
                  level: env.LOG_LEVEL,
                  ...logTransport(
                    chooseLogFormat({
                      logFormat: env.LOG_FORMAT,
                      nodeEnv: env.NODE_ENV,
                      isTerminal: process.stdout.isTTY,
                    }),
                  ),
                },
          ),
    // One id per request, the proxy's when it sent one (nginx's $request_id), through everything it causes.
    genReqId: requestIdFor,
    childLoggerFactory: requestChildLogger,
    // Only the configured proxies' X-Forwarded-* are believed (the client address of the rate limits, the scheme
    // of the Secure cookies); with none, the address is the socket's, so a client cannot choose its own.
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // Deliberate connection limits (README "Configuration"): a client sending its request slowly, or holding an
    // idle socket, is cut off instead of holding a connection for Node's defaults (or forever: Fastify turns
    // Node's request timeout off).
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      // How often Node looks for requests past those timeouts (its default, 30 s, would stretch a 10 s limit to 40).
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(env.HTTP_HEADERS_TIMEOUT_MS / 4)),
    },
    frameworkErrors,
  });
  const metrics = createMetrics(database.poolStats ? { poolStats: database.poolStats } : {});
  app.decorate('metrics', metrics);
  // By route pattern, never the raw URL: a ride id in a path must not make a new series.
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  registerErrorHandler(app);
  registerInputTextRule(app);
  app.addHook('onClose', () => database.close());
  acceptEmptyJsonBodies(app);

  registerSecurityHeaders(app, {
    scriptSources: env.SERVE_APPS
      ? inlineScriptHashes(WEB_APPS.map(({ name }) => path.join(env.APPS_DIR, name, 'dist', 'index.html')))
      : [],
    // The maps' tile and style servers, exactly those configured (MAP_TILE_URL, MAP_STYLE_URL[_DARK]): without them the
    // browser blocks the tiles.
    imgSources: mapOrigins(env).img,
    // With Stripe, the rider app loads Stripe.js, whose Payment Element is Stripe's own frames (docs/decisions/008).
    ...(env.PAYMENT_PROVIDER === 'stripe' && STRIPE_JS_SOURCES),
    connectSources: [
      ...mapOrigins(env).connect,
      ...(env.PAYMENT_PROVIDER === 'stripe' ? STRIPE_JS_SOURCES.connectSources : []),
    ],
  });
  // Links, redirects and Origin checks use only these (docs/decisions/015), never a request's Host.
  await registerOriginPolicy(app, { corsOrigins: env.CORS_ORIGINS, allowedOrigins: configuredOrigins(env) });
  await app.register(fastifyCookie);
  const rateLimitStore = await connectRateLimitStore(app, env);
  await registerRateLimiting(app, rateLimitStore);
  await registerApiDocs(app);
  let isDraining = false;
  app.decorate('startDraining', () => {
    isDraining = true;
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 16 * 1024 },
    // A closing process restarts (a deploy, a scale-in): 1012 tells clients to reconnect, through the balancer, to
    // a process that runs (the apps' realtime client does; 1001, the default, says "going away").
    preClose(done) {
      for (const client of this.websocketServer.clients)
        client.close(CLOSE_SERVICE_RESTART, 'service restart');
      // Like the plugin's own preClose: stop accepting, and go on without waiting for every peer's closing
      // handshake (an injected test socket never answers it).
      this.websocketServer.close();
      done();
    },
  });

  const { db } = database;
  const secret = env.JWT_SECRET ?? (await getOrCreateSecret(db, ACCESS_TOKEN_KEY, createSecureToken));
  const accessTokens = createAccessTokens({ secret, ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS });
  const mailer = createMailer(env, db);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  const liveAdapters =
    live ??
    (await createLiveAdapters({
      ...(env.REDIS_URL === undefined ? {} : { redisUrl: env.REDIS_URL }),
      keyPrefix: env.REDIS_KEY_PREFIX,
      onRedisError: (error) => app.log.warn({ err: error }, 'redis connection error'),
      onHandlerError: (error) => app.log.error({ err: error }, 'event handler failed'),
    }));
  app.decorate('live', liveAdapters);
  app.addHook('onClose', () => liveAdapters.close());
  const authStates = await createAuthStateCache({
    db,
    bus: liveAdapters.bus,
    ttlMs: env.AUTH_CACHE_TTL_MS,
    onError: (error) =>
      app.log.warn({ err: error }, 'auth state cache: a change may reach other processes late'),
  });
  app.addHook('onClose', () => authStates.close());
  const usersService = createUsersService({ db });
  const authService = createAuthService({
    db,
    accessTokens,
    authStates,
    mailer,
    config: {
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      passwordResetTtlMinutes: env.PASSWORD_RESET_TTL_MINUTES,
    },
  });
  registerAuthentication(app, authService);

  const settlementQueue = createSettlementQueue({
    database,
    log: app.log,
    workers: env.SETTLEMENT_WORKERS,
    retryLimit: env.SETTLEMENT_RETRY_LIMIT,
    retryDelaySeconds: env.SETTLEMENT_RETRY_DELAY_SECONDS,
  });
  const rideEngine = createRideEngine({
    env,
    db,
    clock,
    live: liveAdapters,
    queue: settlementQueue,
    log: app.log,
    metrics,
  });
  app.decorate('rideEngine', rideEngine);
  const settlements = createSettlementService({
    db,
    clock,
    provider: rideEngine.payments.provider,
    payments: rideEngine.payments,
    queue: settlementQueue,
    log: app.log,
  });
  app.decorate('settlements', settlements);
  // Configured origins only (decision 015): links, redirects and Origin checks never use a request's Host.
  const allowedOrigins = configuredOrigins(env);
  const payoutProvider = createPayoutProvider(env, { db, clock });
  const payouts = createPayoutsService({
    db,
    clock,
    provider: payoutProvider,
    settings: rideEngine.settings,
    cities: rideEngine.cities,
    queue: settlementQueue,
    log: app.log,
    allowedOrigins,
  });
  app.decorate('payouts', payouts);
  const reconciliation = createReconciliationService({
    db,
    clock,
    paymentProvider: rideEngine.payments.provider,
    payoutProvider,
    queue: settlementQueue,
    log: app.log,
  });
  app.decorate('reconciliation', reconciliation);
  app.addHook('onReady', async () => rideEngine.start());
  // A process that runs settlements first queues what a stopped one left, then starts its workers; it also makes
  // the weekly payouts on their day (each driver once per day, whichever process gets there first).
  let weeklyPayouts: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (env.SETTLEMENT_WORKERS === 0) return;
    await settlements.recover();
    await payouts.recover();
    await reconciliation.recover();
    await settlementQueue.start();
    // Every hour: the weekly payouts on their day, and yesterday's reconciliation (each queued once).
    const runWeekly = () => {
      void metrics
        .job('weekly-payouts', () => payouts.runWeekly())
        .catch((error: unknown) => app.log.error({ err: error }, 'weekly payouts failed'));
      void metrics
        .job('daily-reconciliation', () => reconciliation.scheduleDaily())
        .catch((error: unknown) => app.log.error({ err: error }, 'daily reconciliation not queued'));
    };
    runWeekly();
    weeklyPayouts = setInterval(runWeekly, WEEKLY_PAYOUT_CHECK_MS);
    weeklyPayouts.unref();
  });
  app.addHook('preClose', async () => clearInterval(weeklyPayouts));
  app.addHook('preClose', async () => rideEngine.stop());

  // Signed document links use a key derived from the access-token secret, never the secret itself.
  const documentLinkSecret = createHmac('sha256', secret).update('document-links').digest('base64url');
  const documentStorage = createDocumentStorage(env, documentLinkSecret);
  const documents = createDocumentsService({
    db,
    findDriverStanding,
    clock,
    storage: documentStorage,
    mailer,
    siteUrl: env.PUBLIC_SITE_URL,
    log: app.log,
  });
  app.decorate('documents', documents);
  let stopExpirySweep = (): void => undefined;
  app.addHook('onReady', async () => {
    stopExpirySweep = startExpirySweep(documents, app.log);
  });
  app.addHook('preClose', async () => stopExpirySweep());
  app.addHook('preClose', async () => settlementQueue.stop());

  const pingRedis =
    rateLimitStore.redis === undefined ? undefined : async () => void (await rateLimitStore.redis?.ping());
  // The System page: every process says who it is and how it does on the event bus (docs/decisions/022).
  const sampler = createSampler({ snapshot: () => metrics.snapshot(), now: () => clock.now() });
  const heartbeats = createHeartbeats({
    bus: liveAdapters.bus,
    info: currentProcessInfo(clock.now()),
    sample: () => sampler.sample(),
    now: () => clock.now(),
    onError: (error) => app.log.warn({ err: error }, 'system heartbeat failed'),
  });
  app.addHook('onReady', () => heartbeats.start());
  app.addHook('preClose', async () => {
    await heartbeats.stop();
    sampler.stop();
  });

  const windowMs = env.LOGIN_RATE_LIMIT_WINDOW_MINUTES * 60_000;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        isDraining: () => isDraining,
        ...(pingRedis === undefined ? {} : { pingRedis }),
      });
      await api.register(metricsRoutes, { metrics, token: env.METRICS_TOKEN });
      await api.register(authRoutes, {
        authService,
        limits: {
          perIp: env.LOGIN_RATE_LIMIT_PER_IP,
          perAccount: env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
          windowMs,
        },
        signInThrottle: createSignInThrottle({
          store: rateLimitStore.redis
            ? createRedisFailureStore(rateLimitStore.redis, rateLimitStore.keyPrefix ?? '')
            : createMemoryFailureStore(),
          freeFailures: env.LOGIN_FREE_FAILURES,
          maxDelayMs: env.LOGIN_MAX_DELAY_MINUTES * 60_000,
          accountAlarm: env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
          windowMs,
          onStoreError: (error) => app.log.warn({ err: error }, 'sign-in throttle store failed'),
        }),
        siteUrl: env.PUBLIC_SITE_URL,
      });
      await api.register(usersRoutes, {
        usersService,
        limits: { perIp: env.LOGIN_RATE_LIMIT_PER_IP, windowMs },
      });
      await api.register(placesRoutes, {
        places: rideEngine.places,
        serviceArea: () => rideEngine.serviceArea(),
        cityCenter: async (cityId) => (await rideEngine.cities.find(cityId))?.center,
        publicSearchesPerMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(mapRoutes, {
        mapSettings: async () => ({
          styleUrl: env.MAP_STYLE_URL ?? null,
          darkStyleUrl: env.MAP_STYLE_URL_DARK ?? null,
          tileUrl: env.MAP_TILE_URL,
          attribution: env.MAP_ATTRIBUTION,
          areas: (await rideEngine.cities.all()).flatMap((city) => city.serviceArea.coordinates),
          places: [...MAP_PLACES],
        }),
      });
      await api.register(ridesRoutes, { ridesService: rideEngine.rides });
      await api.register(fareEstimateRoutes, {
        ridesService: rideEngine.rides,
        publicEstimatesPerMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(
        moneyRoutes,
        createMoneyServices({ context: rideEngine.context, rides: rideEngine.rides }),
      );
      await api.register(
        paymentsRoutes,
        createPaymentsServices(
          rideEngine,
          { allowedOrigins },
          {
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            log: app.log,
            ...(payoutProvider.kind === 'stripe' && {
              onTransferReversed: (transferId, reason, tx) =>
                payouts.returnByTransfer(transferId, reason, tx),
            }),
          },
        ),
      );
      await api.register(ratingsRoutes, {
        ratingsService: createRatingsService({ db, clock, rides: rideEngine.rides }),
      });
      await api.register(driversRoutes, {
        driversService: rideEngine.drivers,
        dispatchService: rideEngine.dispatch,
      });
      await api.register(documentsRoutes, {
        documentsService: documents,
        linkSecret: documentLinkSecret,
        clock,
      });
      await api.register(settingsRoutes, { settingsService: rideEngine.settings });
      await api.register(citiesRoutes, {
        citiesService: createCitiesService({ db, clock, directory: rideEngine.cities }),
      });
      await api.register(safetyRoutes, {
        safety: createSafety({
          context: rideEngine.context,
          mailer,
          policeNumber: env.EMERGENCY_PHONE_NUMBER,
          siteUrl: env.PUBLIC_SITE_URL,
        }),
      });
      await api.register(savedPlacesRoutes, { savedPlaces: createSavedPlacesService({ db, clock }) });
      await api.register(adminUsersRoutes, createAdminUsersServices({ db, clock, engine: rideEngine }));
      await api.register(auditRoutes, { auditService: createAuditService({ db }) });
      await api.register(analyticsRoutes, {
        analyticsService: createAnalyticsService({
          db,
          clock,
          cities: rideEngine.cities,
          reportingTimeZone: rideEngine.context.reportingTimeZone,
        }),
      });
      await api.register(historyRoutes, {
        historyService: createHistoryService({ db, reportingTimeZone: rideEngine.context.reportingTimeZone }),
      });
      await api.register(adminRidesRoutes, {
        adminRidesService: createAdminRidesService({
          db,
          clock,
          rides: rideEngine.rides,
          cities: rideEngine.cities,
          reportingTimeZone: rideEngine.context.reportingTimeZone,
        }),
      });
      await api.register(realtimeRoutes, {
        authenticate: authService.authenticate,
        bus: liveAdapters.bus,
        driversService: rideEngine.drivers,
        ops: rideEngine.ops,
        allowedOrigins,
        maxSocketsPerUser: env.WS_MAX_SOCKETS_PER_USER,
        metrics,
      });
      await api.register(adminMailRoutes, { db, mailer });
      await api.register(settlementRoutes, { settlements });
      await api.register(reconciliationRoutes, { reconciliation });
      await api.register(disputesRoutes, { db });
      await api.register(payoutsRoutes, {
        payouts,
        sandboxOnboarding: createSandboxOnboardingService({
          db,
          isSandbox: payoutProvider.kind === 'sandbox',
          allowedOrigins,
          refreshAccount: (driverId) => payouts.refreshAccount(driverId),
        }),
      });
      await api.register(systemRoutes, {
        checks: createSystemChecks({
          database,
          pingRedis,
          onError: (error) => app.log.warn({ err: error }, 'system check failed'),
        }),
        adapters: {
          database: database.kind,
          events: liveAdapters.bus.kind,
          mail: mailer.kind,
          storage: documentStorage.kind,
          payments: rideEngine.payments.provider.kind,
        },
        heartbeats,
      });
    },
    { prefix: '/api' },
  );

  const servedApps = await registerWebApps(app, env.SERVE_APPS ? env.APPS_DIR : undefined);
  app.decorate('servedApps', servedApps);
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes "the first N addresses from the socket" (what Fastify does with
 * a number at run time; its types only take the function), addresses stay as they are, none is `false`.
 */
function trustedProxies(trust: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * A POST with `content-type: application/json` and no body is
 * read as "no body" instead of failing with 400; malformed JSON still fails with 400.
 */
/** With REDIS_URL the rate limits count in Redis, across every API process; its own connection, closed with the app. */
async function connectRateLimitStore(app: FastifyInstance, env: Env): Promise<RateLimitStoreOptions> {
  if (env.REDIS_URL === undefined) return {};
  const redis = await connectRedis(env.REDIS_URL, {
    onError: (error) => app.log.warn({ err: error }, 'redis connection error (rate limits)'),
  });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return { redis, keyPrefix: env.REDIS_KEY_PREFIX };
}

function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
