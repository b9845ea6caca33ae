import path from "node:path";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { accountApi } from "#app/modules/account/.server/account.api";
import { auditApi } from "#app/modules/audit/.server/audit.api";
import { customerApi } from "#app/modules/account/.server/customer.api";
import { branchApi } from "#app/modules/account/.server/branches/branch.api";
import { staffApi } from "#app/modules/account/.server/staff/staff.api";
import { dashboardApi } from "#app/modules/dashboard/.server/dashboard.api";
import { documentApi } from "#app/modules/document/.server/document.api";
import { reportApi } from "#app/modules/report/.server/report.api";
import { privacyApi } from "#app/modules/privacy/.server/privacy.api";
import {
  anyBookingExists,
  countCustomerBookings,
  customersByPassport,
} from "#app/modules/booking/.server/feeds/any-booking-exists";
import { bookingApi } from "#app/modules/booking/.server/booking.api";
import { chargeApi } from "#app/modules/booking/.server/charges/charge.api";
import { bankApi } from "#app/modules/payment/.server/banks/bank.api";
import { paymentsApi } from "#app/modules/payment/.server/payments/payments.api";
import { onlinePaymentApi } from "#app/modules/gateway/.server/online-payment.api";
import { roomingApi } from "#app/modules/operations/.server/rooming.api";
import { departureExportsApi } from "#app/modules/operations/.server/departure-exports.api";
import { groundApi } from "#app/modules/operations/.server/ground.api";
import { travelApi } from "#app/modules/operations/.server/travel.api";
import { agreementApi } from "#app/modules/operations/.server/agreement.api";
import { agentApi } from "#app/modules/agent/.server/agent.api";
import { commissionApi } from "#app/modules/commission/.server/commission.api";
import { savingsApi } from "#app/modules/savings/.server/savings.api";
import { visaApi } from "#app/modules/operations/.server/visa.api";
import { readinessApi } from "#app/modules/document/.server/readiness.api";
import { statementApi } from "#app/modules/payment/.server/statements/statement.api";
import { refundApi } from "#app/modules/payment/.server/refunds/refund.api";
import { scheduleApi } from "#app/modules/payment/.server/schedule/schedule.api";
import { catalogApi } from "#app/modules/catalog/.server/catalog.api";
import { contentApi } from "#app/modules/content/.server/content.api";
import { getPage } from "#app/modules/content/.server/pages/get-page";
import { createFileStore } from "#app/modules/media/.server/create-file-store";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { mediaApi } from "#app/modules/media/.server/media.api";
import { servePublicUploads } from "#app/modules/media/.server/public-uploads";
import { notificationApi } from "#app/modules/notification/.server/notification.api";
import { settingApi } from "#app/modules/setting/.server/setting.api";
import { cancellationPolicyApi } from "#app/modules/setting/.server/cancellation-policy.api";
import { systemApi } from "#app/modules/system/.server/system.api";
import type { Api } from "#app/shared/api.server";
import type { Database } from "#app/shared/db.server";
import type { Env } from "#app/shared/env.server";
import { AppError } from "#app/shared/errors";
import { createRateLimitStore, fastifyRateLimitStore } from "#app/shared/rate-limit-store.server";
import { registerCompression } from "./plugins/compression";
import { registerDraining } from "./plugins/draining";
import { registerErrorHandling } from "./plugins/errors";
import { registerEtag } from "./plugins/etag";
import { reactRouter } from "./plugins/react-router";
import { registerInputText } from "./plugins/input-text";
import { registerNoInputGuard } from "./plugins/no-input";
import { type PageCache, pageCacheFor, registerSharedAnswers } from "./plugins/page-cache";
import { publishChanges } from "./plugins/publish-changes";
import requestContext from "./plugins/request-context";
import { docsCsp, security } from "./plugins/security";
import { loggerOptions, newRequestId } from "./logging";
import { enableReadModels, type ReadModelOptions } from "#app/shared/read-model.server";
import { bookingEffects } from "./booking-effects";

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered, in order (see the onRoute hook in buildApp). */
    routeList: RouteOptions[];
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
  /** Where uploads are stored; default: the one the settings ask for (closed with the app). */
  files?: FileStore;
  /** Serve pages too (false in API tests: no build needed). */
  web?: false | { mode: "development" | "production"; buildDir?: string };
  /** false: no logs (API tests); an object: JSON lines to that stream at that level (tests that read the log). */
  logger?: boolean | { stream: NodeJS.WritableStream; level: string };
  /** The cache of anonymous pages and shared API answers; default: production's (RESPONSE_CACHE_SECONDS). */
  responseCache?: PageCache | false;
  /**
   * Public read models kept in memory (app/shared/read-model.server.ts); default: on, but off in
   * tests, whose fixtures write to the database directly (no change is published for them), and
   * in development, as the page cache is (data edited by hand shows at once).
   */
  readModels?: Partial<ReadModelOptions> | false;
}

/** Every module's API, mounted under /api. Adding a module is one line here. */
const modules: ((app: Api) => Promise<void>)[] = [
  systemApi,
  accountApi,
  // Setting sits below content and booking (app/modules/order.ts): its save asks them through here.
  (app) => settingApi(app, { getPage, anyBookingExists }),
  contentApi,
  catalogApi,
  agentApi,
  // A booking's status moves have their consequences from above (decision 072): handed in here.
  (app) => bookingApi(app, { effects: bookingEffects }),
  (app) => chargeApi(app, { effects: bookingEffects }),
  (app) => paymentsApi(app, { effects: bookingEffects }),
  bankApi,
  roomingApi,
  departureExportsApi,
  groundApi,
  travelApi,
  agreementApi,
  scheduleApi,
  (app) => onlinePaymentApi(app, { effects: bookingEffects }),
  (app) => statementApi(app, { effects: bookingEffects }),
  refundApi,
  // Savings plans (decision 084): a deposit's review and a conversion move booking money.
  (app) => savingsApi(app, { effects: bookingEffects }),
  commissionApi,
  visaApi,
  documentApi,
  cancellationPolicyApi,
  // Account sits below booking: the user editor's booking count is handed in here.
  (app) => customerApi(app, { countBookings: countCustomerBookings, findByPassport: customersByPassport }),
  branchApi,
  staffApi,
  privacyApi,
  readinessApi,
  reportApi,
  dashboardApi,
  mediaApi,
  notificationApi,
  auditApi,
];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : typeof opts.logger === "object"
          ? { ...loggerOptions({ LOG_LEVEL: opts.logger.level as Env["LOG_LEVEL"] }), stream: opts.logger.stream }
          : loggerOptions(opts.env),
    // Off unless TRUST_PROXY names the proxy in front: otherwise any client could pick its req.ip.
    trustProxy: opts.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: newRequestId,
    // A request that reaches the app while it closes gets the draining hook's translated 503
    // (server/plugins/draining.ts), not Fastify's bare English one.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("env", opts.env);
  app.decorate("database", opts.database);
  const files = opts.files ?? (await createFileStore(opts.env));
  app.decorate("files", files);
  app.addHook("onClose", () => files.close());
  // The route table as Fastify builds it (method, url, config.access, schemas): the security
  // suite (test/security) derives its role matrix and its fuzzing from it, so a new route is
  // covered without editing the tests. Registered before any route.
  const routeList: RouteOptions[] = [];
  app.decorate("routeList", routeList);
  app.addHook("onRoute", (route) => {
    routeList.push(route as RouteOptions);
  });

  registerErrorHandling(app);
  // Pages and public API answers share one cache, dropped by what writes change (page-cache.ts).
  // Before the ETag and compression hooks: it keeps the serialised answer they then work on.
  const responseCache = opts.responseCache ?? (opts.web ? pageCacheFor(app, opts.web.mode) : false);
  publishChanges(app);
  const readModels =
    opts.readModels ?? (opts.env.NODE_ENV === "test" || (opts.web && opts.web.mode === "development") ? false : {});
  if (readModels) enableReadModels(opts.database.bus, readModels);
  // On PostgreSQL, other instances' changes come in (LISTEN/NOTIFY) and ours go out to them.
  opts.database.shareChanges?.();
  if (responseCache) {
    responseCache.followChanges(app);
    registerSharedAnswers(app, responseCache);
  }
  registerEtag(app);
  await app.register(cookie);
  await registerCompression(app);
  registerDraining(app);
  await security(app, { dev: opts.web !== false && opts.web?.mode === "development" });
  // Per-route limits count in the shared store when several instances run (RATE_LIMIT_STORE).
  const rateLimitStore = createRateLimitStore(opts.env, opts.database);
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStore.kind === "database" ? { store: fastifyRateLimitStore(rateLimitStore) } : {}),
  });
  await app.register(requestContext);
  registerInputText(app);
  registerNoInputGuard(app);

  await app.register(swagger, {
    openapi: {
      info: { title: "Travel booking API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true, transformStaticCSP: docsCsp });

  // Public images at /uploads/ (from the disk or the S3 bucket): cached for a year.
  await servePublicUploads(app, files);

  await app.register(
    async (api) => {
      for (const mod of modules) await api.register(mod as never);
      api.setNotFoundHandler(() => {
        throw new AppError("not_found");
      });
    },
    { prefix: "/api" },
  );

  if (opts.web) {
    await reactRouter(app, {
      mode: opts.web.mode,
      buildDir: opts.web.buildDir ?? path.resolve("build"),
      pageCache: responseCache,
    });
  }
  return app;
}
