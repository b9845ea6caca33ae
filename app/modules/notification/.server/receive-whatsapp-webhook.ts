import { createHmac, timingSafeEqual } from "node:crypto";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { isStopReply, type WhatsappDelivery } from "#app/modules/notification/whatsapp.rules";
import {
  applyDelivery,
  contactsOfPhone,
  insertInbound,
  recordStatus,
  releaseFallbackMail,
  saveConsent,
  touchInbound,
} from "./whatsapp.repository";

/** `X-Hub-Signature-256` is `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export function whatsappSignatureOk(rawBody: string, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "");
  if (!match) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody, "utf8").digest();
  const given = Buffer.from(match[1], "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription check: the challenge back when the mode and the verify token are right, null otherwise. */
export function whatsappChallenge(
  query: { "hub.mode"?: string; "hub.verify_token"?: string; "hub.challenge"?: string },
  verifyToken: string,
): string | null {
  const token = Buffer.from(query["hub.verify_token"] ?? "");
  const expected = Buffer.from(verifyToken);
  const tokenOk = token.length === expected.length && timingSafeEqual(token, expected);
  return query["hub.mode"] === "subscribe" && tokenOk && query["hub.challenge"] ? query["hub.challenge"] : null;
}

interface WebhookValue {
  statuses?: { id?: unknown; status?: unknown; timestamp?: unknown; errors?: { code?: unknown; title?: unknown }[] }[];
  messages?: { from?: unknown; id?: unknown; timestamp?: unknown; type?: unknown; text?: { body?: unknown } }[];
}

const DELIVERIES = new Set<WhatsappDelivery>(["sent", "delivered", "read", "failed"]);

/**
 * A webhook POST from WhatsApp (decision 080), trusted only through its signature, checked on the
 * raw body before anything in it is read (400 `whatsapp_signature_invalid` otherwise, nothing
 * written). Delivery statuses are kept once per message and status and applied whatever their
 * order; a failure releases the message's held mail. Inbound messages are kept once, open the
 * 24-hour window, and a STOP opts the number out. All in one transaction: Meta retries a webhook
 * that did not get its 200, and a retry then finds everything or nothing.
 */
export async function receiveWhatsappWebhook({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { rawBody: string; signature: string | undefined; appSecret: string };
}): Promise<{ statuses: number; messages: number }> {
  if (!whatsappSignatureOk(input.rawBody, input.signature, input.appSecret)) {
    ctx.log?.warn({ signature: input.signature ?? null }, "refused a WhatsApp webhook with a bad signature");
    throw new AppError("bad_request", { key: "whatsapp_signature_invalid" });
  }
  let body: { entry?: { changes?: { field?: unknown; value?: WebhookValue }[] }[] };
  try {
    body = JSON.parse(input.rawBody);
  } catch {
    throw new AppError("bad_request");
  }
  const values = (body.entry ?? []).flatMap((e) => (e.changes ?? []).filter((c) => c.field === "messages"));
  const counted = { statuses: 0, messages: 0 };
  await ctx.db.transaction(async (tx) => {
    for (const { value } of values) {
      for (const s of value?.statuses ?? []) {
        const status = s.status as WhatsappDelivery;
        if (typeof s.id !== "string" || !DELIVERIES.has(status)) continue;
        const at = unixTime(s.timestamp) ?? ctx.now();
        const e = s.errors?.[0];
        const error = e ? `${String(e.code ?? "")} ${String(e.title ?? "")}`.trim().slice(0, 500) : null;
        if (!(await recordStatus(tx, { wamid: s.id, status, at, error }))) continue;
        counted.statuses++;
        const applied = await applyDelivery(tx, s.id, status, at, error);
        if (applied?.becameFailed) await releaseFallbackMail(tx, applied.id, ctx.now());
      }
      for (const m of value?.messages ?? []) {
        if (typeof m.id !== "string" || typeof m.from !== "string") continue;
        const phone = `+${m.from.replace(/\D/g, "")}`;
        const sentAt = unixTime(m.timestamp) ?? ctx.now();
        const text = typeof m.text?.body === "string" ? m.text.body.slice(0, 4096) : "";
        const contacts = await contactsOfPhone(tx, phone);
        const fresh = await insertInbound(tx, {
          providerMessageId: m.id,
          fromPhone: phone,
          userId: contacts[0]?.userId ?? null,
          type: typeof m.type === "string" ? m.type.slice(0, 30) : "unknown",
          text,
          sentAt,
          receivedAt: ctx.now(),
        });
        if (!fresh) continue;
        counted.messages++;
        await touchInbound(tx, phone, sentAt);
        if (!isStopReply(text)) continue;
        for (const c of contacts.filter((c) => c.optedIn))
          await saveConsent(tx, {
            userId: c.userId,
            phone,
            optedIn: false,
            source: "reply",
            recordedBy: null,
            at: sentAt,
          });
      }
    }
  });
  return counted;
}

function unixTime(v: unknown): Date | null {
  const n = typeof v === "string" || typeof v === "number" ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : null;
}
