import path from "node:path";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import fastifyStatic from "@fastify/static";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { accountApi } from "../app/modules/account/server/account.api";
import { customerApi } from "../app/modules/account/server/customer.api";
import { dashboardApi } from "../app/modules/dashboard/server/dashboard.api";
import { reportApi } from "../app/modules/report/server/report.api";
import { bookingApi } from "../app/modules/booking/server/booking.api";
import { bankApi } from "../app/modules/booking/server/bank.api";
import { catalogApi } from "../app/modules/catalog/server/catalog.api";
import { contentApi } from "../app/modules/content/server/content.api";
import { ensureUploadDirs } from "../app/modules/media/server/file-storage";
import { mediaApi } from "../app/modules/media/server/media.api";
import { notificationApi } from "../app/modules/notification/server/notification.api";
import { settingApi } from "../app/modules/setting/server/setting.api";
import { systemApi } from "../app/modules/system/server/system.api";
import type { Api } from "../app/shared/api.server";
import type { Database } from "../app/shared/db.server";
import type { Env } from "../app/shared/env.server";
import { AppError } from "../app/shared/errors";
import { registerCompression } from "./plugins/compression";
import { registerErrorHandling } from "./plugins/errors";
import { registerEtag } from "./plugins/etag";
import { reactRouter } from "./plugins/react-router";
import requestContext from "./plugins/request-context";
import { security } from "./plugins/security";

export interface AppOptions {
  env: Env;
  database: Database;
  /** Serve pages too (false in API tests: no build needed). */
  web?: false | { mode: "development" | "production"; buildDir?: string };
  logger?: boolean;
}

/** Every module's API, mounted under /api. Adding a module is one line here. */
const modules: ((app: Api) => Promise<void>)[] = [
  systemApi,
  accountApi,
  settingApi,
  contentApi,
  catalogApi,
  bookingApi,
  bankApi,
  customerApi,
  reportApi,
  dashboardApi,
  mediaApi,
  notificationApi,
];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.env.LOG_LEVEL },
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("env", opts.env);
  app.decorate("database", opts.database);

  registerErrorHandling(app);
  registerEtag(app);
  await app.register(cookie);
  await registerCompression(app);
  await security(app, { dev: opts.web !== false && opts.web?.mode === "development" });
  await app.register(rateLimit, { global: false });
  await app.register(requestContext);

  await app.register(swagger, {
    openapi: {
      info: { title: "Travel booking API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  // Public images have random, never-reused names: cache them for a year.
  await app.register(fastifyStatic, {
    root: ensureUploadDirs(opts.env.dataDir).public,
    prefix: "/uploads/",
    immutable: true,
    maxAge: "365d",
    decorateReply: false,
  });

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
    });
  }
  return app;
}
