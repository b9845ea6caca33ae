import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { currencies } from "#app/shared/money";
import type { Locale } from "#app/shared/i18n/config";
import type { PaymentProvider, ProviderEvent, ProviderPaymentStatus } from "./provider";

/*
 * The offline sandbox provider (decision 037): a provider of our own that speaks the same
 * interface as the real ones, so `npm start` shows the whole online flow without internet.
 * Its "hosted page" is /payment/sandbox/{checkoutId}; its records are JSON files under
 * DATA_DIR/payment-sandbox (what a real provider keeps on its side, and what fetchStatus
 * answers from); its notifications are signed HMAC-SHA256 with a per-install secret kept there
 * too, and go through the same notification endpoint as any provider's.
 */

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

/** The sandbox decides once: paid or failed (no second attempt), or it lapses. */
type SandboxStatus = Exclude<ProviderPaymentStatus, "declined">;

/** What the sandbox keeps about one checkout. */
export interface SandboxCheckout {
  checkoutId: string;
  ref: string;
  amount: number;
  currency: string;
  description: string;
  returnUrl: string;
  expiresAt: string;
  locale: Locale;
  status: SandboxStatus;
  txnId: string | null;
  createdAt: string;
  decidedAt: string | null;
}

const CHECKOUT_ID = /^sbx_[0-9a-f]{24}$/;

export const isSandboxCheckoutId = (id: string) => CHECKOUT_ID.test(id);

const dirOf = (dataDir: string) => path.join(dataDir, "payment-sandbox");

/**
 * The install's signing secret: 32 random bytes made on first use (a file only this install
 * has, like a provider's key). Two processes starting together agree: the first write wins.
 */
export function sandboxSecret(dataDir: string): string {
  const dir = dirOf(dataDir);
  const file = path.join(dir, "secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    return fs.readFileSync(file, "utf8").trim();
  }
}

/** HMAC-SHA256 of the raw body, hex: the sandbox's X-Sandbox-Signature. */
export function signSandboxBody(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

/** The notification body the sandbox sends: our reference, its transaction, the status and money. */
interface SandboxNotification {
  ref: string;
  txn_id: string | null;
  status: SandboxStatus;
  amount: number;
  currency: string;
}

function parseNotification(raw: string): SandboxNotification | null {
  try {
    const v = JSON.parse(raw) as Partial<SandboxNotification>;
    const statuses: readonly unknown[] = ["pending", "paid", "failed", "expired"];
    if (
      typeof v.ref !== "string" ||
      !(v.txn_id === null || typeof v.txn_id === "string") ||
      !statuses.includes(v.status) ||
      !Number.isSafeInteger(v.amount) ||
      typeof v.currency !== "string"
    )
      return null;
    return v as SandboxNotification;
  } catch {
    return null;
  }
}

export interface SandboxProvider extends PaymentProvider {
  name: "sandbox";
  /** The checkout as its page shows it; null for an unknown id. */
  getCheckout(checkoutId: string): SandboxCheckout | null;
  /**
   * The payer's decision on the sandbox page: recorded once (a second click answers the first
   * decision), and the signed notification to deliver. A lapsed checkout can only expire.
   */
  decide(
    checkoutId: string,
    approve: boolean,
  ): { checkout: SandboxCheckout; rawBody: string; headers: Record<string, string> } | null;
  /** Signs a body as the sandbox does (tests send their own notifications through the endpoint). */
  sign(rawBody: string): Record<string, string>;
}

export function createSandboxProvider(opts: { dataDir: string; now?: () => Date }): SandboxProvider {
  const now = opts.now ?? (() => new Date());
  const dir = dirOf(opts.dataDir);
  const fileOf = (id: string) => path.join(dir, `${id}.json`);
  const secret = () => sandboxSecret(opts.dataDir);

  const read = (id: string): SandboxCheckout | null => {
    if (!isSandboxCheckoutId(id)) return null;
    try {
      return JSON.parse(fs.readFileSync(fileOf(id), "utf8")) as SandboxCheckout;
    } catch {
      return null;
    }
  };
  const write = (c: SandboxCheckout) => {
    fs.mkdirSync(dir, { recursive: true });
    // Write then rename: a reader never sees half a record.
    const tmp = `${fileOf(c.checkoutId)}.${randomBytes(4).toString("hex")}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(c));
    fs.renameSync(tmp, fileOf(c.checkoutId));
  };
  const toEvent = (c: SandboxCheckout): ProviderEvent => ({
    ref: c.ref,
    txnId: c.txnId,
    status: c.status,
    amount: c.amount,
    currency: c.currency,
    rawStatus: c.status,
  });
  const sign = (rawBody: string) => ({ [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret(), rawBody) });

  return {
    name: "sandbox",
    // Every currency the site can sell in.
    currencies,

    async createCheckout(req) {
      const checkoutId = `sbx_${randomBytes(12).toString("hex")}`;
      write({
        checkoutId,
        ref: req.ref,
        amount: req.amount,
        currency: req.currency,
        description: req.description,
        returnUrl: req.returnUrl,
        expiresAt: req.expiresAt.toISOString(),
        locale: req.locale,
        status: "pending",
        txnId: null,
        createdAt: now().toISOString(),
        decidedAt: null,
      });
      // Relative: the sandbox page is on this site, whatever address the payer reached it by.
      return { checkoutId, url: `/payment/sandbox/${checkoutId}` };
    },

    verifyNotification({ rawBody, headers }) {
      const given = headers[SANDBOX_SIGNATURE_HEADER] ?? "";
      const expected = signSandboxBody(secret(), rawBody);
      const a = Buffer.from(given, "utf8");
      const b = Buffer.from(expected, "utf8");
      if (a.length !== b.length || !timingSafeEqual(a, b)) return { ok: false, reason: "bad_signature" };
      const n = parseNotification(rawBody);
      if (!n) return { ok: false, reason: "ignored" };
      return {
        ok: true,
        event: {
          ref: n.ref,
          txnId: n.txn_id,
          status: n.status,
          amount: n.amount,
          currency: n.currency,
          rawStatus: n.status,
        },
      };
    },

    async fetchStatus({ checkoutId }) {
      const c = checkoutId ? read(checkoutId) : null;
      return c ? toEvent(c) : null;
    },

    getCheckout: read,

    decide(checkoutId, approve) {
      const c = read(checkoutId);
      if (!c) return null;
      if (c.status === "pending") {
        const lapsed = Date.parse(c.expiresAt) <= now().getTime();
        c.status = lapsed ? "expired" : approve ? "paid" : "failed";
        c.txnId = c.status === "paid" ? `sbxtxn_${randomBytes(10).toString("hex")}` : null;
        c.decidedAt = now().toISOString();
        write(c);
      }
      const rawBody = JSON.stringify({
        ref: c.ref,
        txn_id: c.txnId,
        status: c.status,
        amount: c.amount,
        currency: c.currency,
      } satisfies SandboxNotification);
      return { checkout: c, rawBody, headers: { "content-type": "application/json", ...sign(rawBody) } };
    },

    sign,
  };
}
