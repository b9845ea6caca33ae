import type { FastifyReply, FastifyRequest } from "fastify";
import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import { createRateLimitStore } from "#app/shared/rate-limit-store.server";
import {
  authResponse,
  forgotPasswordInput,
  loginInput,
  meResponse,
  messageResponse,
  profileInput,
  profileResponse,
  registerInput,
  resetPasswordInput,
  updatePasswordInput,
} from "#app/modules/account/account.contract";
import { getMe } from "./get-me";
import { LoginThrottle, ThrottledError } from "./login-throttle";
import { loginUser } from "./login-user";
import { logoutUser } from "./logout-user";
import { registerUser } from "./register-user";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { ResetThrottle } from "./reset-throttle";
import { SESSION_COOKIE } from "./session-token";
import { updatePassword } from "./update-password";
import { updateProfile } from "./update-profile";

export async function accountApi(app: Api) {
  // In memory, or in the database when several instances share the counts (RATE_LIMIT_STORE).
  const store = createRateLimitStore(app.env, app.database);
  const throttle = new LoginThrottle(store, "login", app.env.LOGIN_MAX_FAILURES);
  const resetThrottle = new ResetThrottle(store);
  // Wrong current passwords on /update-password, per account.
  const passwordThrottle = new LoginThrottle(store, "password", app.env.LOGIN_MAX_FAILURES);
  // A throttled caller learns when to come back; the shared error handler writes the body.
  app.addHook("onError", async (_req, reply, err) => {
    if (err instanceof ThrottledError) reply.header("retry-after", String(err.retryAfterSeconds));
  });
  const sessionMeta = (req: FastifyRequest) => ({
    ttlDays: app.env.SESSION_TTL_DAYS,
    userAgent: req.headers["user-agent"],
    ip: req.ip,
  });
  // The web app keeps the same token in an HttpOnly cookie; API clients use the body's token.
  const signedIn = (
    req: FastifyRequest,
    reply: FastifyReply,
    { token, expiresAt, user }: Awaited<ReturnType<typeof loginUser>>,
    messageKey: "register_success" | "login_success",
  ) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: app.env.COOKIE_SECURE,
      expires: expiresAt,
    });
    return { token, user, message: serverT(req.locale, "account")(messageKey) };
  };

  app.post(
    "/register",
    {
      config: { access: "public", rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["account"],
        summary: "Register a customer account",
        body: registerInput,
        response: { 200: authResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const started = await registerUser({
        ctx: req.ctx,
        input: req.body,
        session: sessionMeta(req),
        origin: app.env.publicUrl,
      });
      return signedIn(req, reply, started, "register_success");
    },
  );

  app.post(
    "/login",
    {
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["account"],
        summary: "Log in with user name or email",
        body: loginInput,
        response: { 200: authResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const started = await loginUser({ ctx: req.ctx, input: req.body, throttle, session: sessionMeta(req) });
      return signedIn(req, reply, started, "login_success");
    },
  );

  app.post(
    "/logout",
    {
      config: { access: "user" },
      schema: {
        tags: ["account"],
        summary: "Revoke the current session",
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      await logoutUser({ ctx: req.ctx });
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { message: serverT(req.locale, "account")("logout_success") };
    },
  );

  app.get(
    "/me",
    {
      config: { access: "user" },
      schema: { tags: ["account"], summary: "The logged-in user", response: { 200: meResponse, ...errorResponses } },
    },
    async (req) => ({ data: await getMe({ ctx: req.ctx }) }),
  );

  app.put(
    "/profile",
    {
      config: { access: "user" },
      schema: {
        tags: ["account"],
        summary: "Edit the logged-in user's details and picture (never the role)",
        body: profileInput,
        response: { 200: profileResponse, ...errorResponses },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "account")("profile_saved"),
      user: await updateProfile({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/update-password",
    {
      config: { access: "user", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["account"],
        summary: "Change the password; the user's other sessions end",
        body: updatePasswordInput,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (req) => {
      await updatePassword({ ctx: req.ctx, input: req.body, throttle: passwordThrottle });
      return { message: serverT(req.locale, "account")("password_updated") };
    },
  );

  app.post(
    "/forgot-password",
    {
      config: { access: "public" },
      schema: {
        tags: ["account"],
        summary: "Email a one-time reset link; the answer is the same whether or not the account exists",
        body: forgotPasswordInput,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (req) => {
      await requestPasswordReset({
        ctx: req.ctx,
        input: req.body,
        throttle: resetThrottle,
        request: { origin: app.env.publicUrl, ip: req.ip },
      });
      return { message: serverT(req.locale, "account")("forgot_sent") };
    },
  );

  app.post(
    "/reset-password",
    {
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["account"],
        summary: "Set a new password with an emailed token (once, within 60 minutes); every session ends",
        body: resetPasswordInput,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (req) => {
      await resetPassword({ ctx: req.ctx, input: req.body });
      return { message: serverT(req.locale, "account")("reset_success") };
    },
  );
}
