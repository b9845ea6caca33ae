import { randomBytes } from "node:crypto";
import type { WhatsappConfig } from "#app/shared/env.server";
import type { WhatsappPayload } from "./whatsapp.repository";

/** Sends one WhatsApp message; resolves to WhatsApp's message id (wamid), throws `WhatsappSendError`. */
export interface WhatsappTransport {
  send(message: { to: string; payload: WhatsappPayload; asText: boolean }): Promise<{ id: string }>;
}

/** A refused or failed send: `permanent` when sending the same message again would fail the same way. */
export class WhatsappSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "WhatsappSendError";
  }
}

/**
 * Error codes of a 400 that say "not now" rather than "never": throttling (4, 80007, 130429,
 * 131056) and WhatsApp's own trouble (1, 2, 131000, 131016). Any other 400 is about this message
 * (a number not on WhatsApp 131026, a template or its parameters 132xxx, the 24-hour window
 * 131047) and is not retried; 401, 403, 429, 5xx and no answer are retried with back-off, since
 * fixing the token or waiting delivers them (decision 080).
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

/** The Cloud API: `POST {apiUrl}/{version}/{phoneNumberId}/messages` with the bearer token. */
export function cloudTransport(
  config: Extract<WhatsappConfig, { mode: "cloud" }>,
  fetchImpl: typeof fetch = fetch,
): WhatsappTransport {
  const endpoint = `${config.apiUrl}/${config.version}/${config.phoneNumberId}/messages`;
  return {
    async send({ to, payload, asText }) {
      const body = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: to.replace(/^\+/, ""),
        ...(asText
          ? { type: "text", text: { body: payload.text, preview_url: false } }
          : { type: "template", template: templateOf(payload) }),
      };
      let res: Response;
      try {
        res = await fetchImpl(endpoint, {
          method: "POST",
          headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (err) {
        throw new WhatsappSendError(`no answer: ${(err as Error).message}`.slice(0, 500), false);
      }
      const answer = (await res.json().catch(() => null)) as {
        messages?: { id?: unknown }[];
        error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
      } | null;
      const id = answer?.messages?.[0]?.id;
      if (res.ok && typeof id === "string" && id) return { id };
      const code = typeof answer?.error?.code === "number" ? answer.error.code : 0;
      const details = answer?.error?.error_data?.details ?? answer?.error?.message ?? res.statusText;
      const permanent = res.status === 400 && !RETRYABLE_CODES.has(code);
      throw new WhatsappSendError(`HTTP ${res.status} code ${code}: ${String(details)}`.slice(0, 500), permanent);
    },
  };
}

function templateOf(p: WhatsappPayload) {
  const components: unknown[] = [];
  if (p.params.length > 0)
    components.push({ type: "body", parameters: p.params.map((text) => ({ type: "text", text })) });
  if (p.button !== null)
    components.push({ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: p.button }] });
  return { name: p.template, language: { code: p.language }, components };
}

/**
 * The development transport (WHATSAPP_DEV=on): nothing leaves the machine; each message is
 * taken as sent with a local id and read in the panel's message list.
 */
export const devTransport: WhatsappTransport = {
  async send() {
    return { id: `dev.${randomBytes(12).toString("base64url")}` };
  },
};

export function whatsappTransportOf(config: WhatsappConfig): WhatsappTransport | null {
  if (config.mode === "cloud") return cloudTransport(config);
  if (config.mode === "dev") return devTransport;
  return null;
}
