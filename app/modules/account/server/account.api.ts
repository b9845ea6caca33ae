import type { FastifyReply, FastifyRequest } from "fastify";
import type { Api } from "../../../shared/api.server";
import { errorResponses } from "../../../shared/api-errors";
import { serverT } from "../../../shared/i18n/server";
import { authResponse, loginInput, meResponse, messageResponse, registerInput } from "../account.contract";
import { getMe } from "./get-me";
import { LoginThrottle } from "./login-throttle";
import { loginUser } from "./login-user";
import { logoutUser } from "./logout-user";
import { registerUser } from "./register-user";
import { SESSION_COOKIE } from "./session-token";

export async function accountApi(app: Api) {
  const throttle = new LoginThrottle(app.env.LOGIN_MAX_FAILURES);
  const sessionMeta = (req: FastifyRequest) => ({
    ttlDays: app.env.SESSION_TTL_DAYS,
    userAgent: req.headers["user-agent"],
    ip: req.ip,
  });
  // The web app keeps the same token in an HttpOnly cookie; API clients use the body's token.
  const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: app.env.COOKIE_SECURE,
      expires: expiresAt,
    });

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
      const { token, expiresAt, user } = await registerUser({
        ctx: req.ctx,
        input: req.body,
        session: sessionMeta(req),
      });
      setSessionCookie(reply, token, expiresAt);
      return { token, user, message: serverT(req.locale, "account")("register_success") };
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
      const { token, expiresAt, user } = await loginUser({
        ctx: req.ctx,
        input: req.body,
        throttle,
        session: sessionMeta(req),
      });
      setSessionCookie(reply, token, expiresAt);
      return { token, user, message: serverT(req.locale, "account")("login_success") };
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
}
