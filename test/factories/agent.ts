import { randomInt } from "node:crypto";
import { agents } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { AGENT_CODE_ALPHABET, AGENT_TERMS_VERSION } from "#app/modules/agent/agent.rules";

/**
 * An agent row for `userId` written straight to the table (approved with a fresh code unless
 * `more` says otherwise): tests of what agents do, not of the application's review, which
 * app/modules/agent/.server/agent.api.test.ts drives through the API.
 */
export async function createAgent(db: Db, userId: number, more: Partial<typeof agents.$inferInsert> = {}) {
  const status = more.status ?? "approved";
  const code =
    status === "approved" || status === "suspended"
      ? (more.code ??
        `AG${Array.from({ length: 5 }, () => AGENT_CODE_ALPHABET[randomInt(AGENT_CODE_ALPHABET.length)]).join("")}`)
      : null;
  const [row] = await db
    .insert(agents)
    .values({
      userId,
      nationalIdNumber: "3174051234560001",
      bankName: "Bank Syariah Indonesia",
      accountNumber: "7123456789",
      accountHolder: "Agent",
      whatsapp: "+62 812 3456 7890",
      termsVersion: AGENT_TERMS_VERSION,
      termsAcceptedAt: new Date(),
      ...more,
      status,
      code,
    })
    .returning();
  return row;
}
