import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MODULE_ORDER } from "#app/modules/order";

/*
 * Who owns which table (docs/architecture.md §Tables and their owners): each module's tables are
 * declared in db/schema/<module>.ts. Only the owner writes them: another module changes them
 * through the owner's functions (booking's money/payment-rows.ts, personal-data.ts,
 * document-rows.ts...). Reading another module's table is allowed only where it is listed below,
 * with its reason; the list only shrinks (an entry nothing needs any more fails too).
 */

const root = path.resolve(import.meta.dirname, "../..");
const schemaDir = path.join(root, "db/schema");
const modulesDir = path.join(root, "app/modules");

/** Schema files that are no module's: shared infrastructure and helpers. */
const SHARED_SCHEMA = new Set(["index", "types", "rate-limit"]);

/**
 * The reads of another module's table that remain, "<reader> <table>" with why. A lower module
 * reading a higher one's table cannot import it (app/modules/order.ts); a higher one reads a lower
 * one's rows in one SQL statement where joining in memory would load far more than it answers.
 */
const LISTED_READS: Record<string, string> = {
  "account agents":
    "the session's lookup names the approved agent a customer is in the same statement (account.repository.ts findLiveSession): account sits below agent (decision 079)",
  "agent users":
    "the staff's agent list searches and orders by the agent's name, user name and e-mail in one statement (agent.repository.ts)",
  "audit bookings": "the access log names the booking a private record belongs to (audit is the lowest module)",
  "audit bookingGuests": "the access log names the guest whose passport or document was read",
  "audit payments": "the access log names the payment whose proof was read",
  "audit guestDocuments": "the access log names the document whose file was read",
  "audit guestVisas": "the access log names the booking whose guest's recorded visa file was read (decision 081)",
  "audit users": "the access log names the person who read",
  "booking savingsPlans":
    "a savings plan's deposit is reviewed under its plan's row lock (plan-deposits.repository.ts), the daily cash report names a deposit by its plan's code, and an account's closure waits for the customer's plans (personal-data.repository.ts): booking owns the ledger and sits below savings (decision 084)",
  "catalog bookings":
    "held seats and beds per departure, counted under the departure lock at checkout (booking-refs.repository.ts): the catalogue sits below booking",
  "catalog bookingGuests": "held beds per room type, counted with the seats",
  "document bookings":
    "the retention job's hourly scan for departures whose guests still hold files, one SQL statement over bookings, guests and documents (purge.repository.ts)",
  "document bookingGuests": "the same scan: the guests' visa files",
  "document departures": "the same scan's departures ended long enough ago, and its SKIP LOCKED claim on one departure",
  "document files": "the retention job's private files still stored",
  "document guestVisas": "the same scan: the visa files operations recorded (decision 081)",
  "operations bookings":
    "the departure reminders job's scan for bookings departing within days and not reminded yet, one statement with their departures (departure-briefing.repository.ts)",
  "operations departures": "the same scan: the departures starting within the reminder's days",
  "media users":
    "a private file's owner's branch, read with the file: a branch clerk may not open another branch's customer's files (media sits below account)",
};

interface Use {
  module: string;
  file: string;
  table: string;
  write: boolean;
}

/** The tables each schema file declares, by their exported name. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const f of fs.readdirSync(schemaDir)) {
    if (!f.endsWith(".ts") || f.endsWith(".test.ts")) continue;
    const source = fs.readFileSync(path.join(schemaDir, f), "utf8");
    for (const m of source.matchAll(/export const (\w+) = pgTable\(/g)) owners.set(m[1], f.replace(/\.ts$/, ""));
  }
  return owners;
}

/** The tables a source file uses: those it imports from #db/schema, each written or only read. */
function tableUses(source: string, tables: ReadonlySet<string>): { table: string; write: boolean }[] {
  const imported = new Set<string>();
  for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"#db\/schema[^"]*"/g)) {
    for (const name of m[1].split(",")) {
      const n = name
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (tables.has(n)) imported.add(n);
    }
  }
  for (const m of source.matchAll(/\.query\.(\w+)\./g)) if (tables.has(m[1])) imported.add(m[1]);
  const written = new Set([...source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)].map((m) => m[1]));
  return [...imported].map((table) => ({ table, write: written.has(table) }));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    const code = /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith(".d.ts");
    const testOnly = /\.(test|test-helper|fixture)\.tsx?$/.test(e.name);
    return code && !testOnly ? [p] : [];
  });
}

function crossModuleUses(): Use[] {
  const owners = tableOwners();
  const tables = new Set(owners.keys());
  const uses: Use[] = [];
  for (const module of MODULE_ORDER) {
    const dir = path.join(modulesDir, module);
    if (!fs.existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      for (const use of tableUses(fs.readFileSync(file, "utf8"), tables)) {
        if (owners.get(use.table) === module) continue;
        uses.push({ module, file: path.relative(root, file), ...use });
      }
    }
  }
  return uses;
}

describe("tables and their owners", () => {
  it("declares every table in a module's schema file (or a shared one)", () => {
    const modules = new Set<string>(MODULE_ORDER);
    const strays = [...new Set(tableOwners().values())].filter((f) => !modules.has(f) && !SHARED_SCHEMA.has(f));
    expect(strays).toEqual([]);
  });

  it("reads imports, relational queries and writes in a synthetic source", () => {
    const source = [
      'import { bookings, type payments as p, users } from "#db/schema";',
      "await db.update(bookings).set({});",
      "await db.query.files.findFirst();",
      "await db.select().from(users);",
    ].join("\n");
    expect(tableUses(source, new Set(["bookings", "payments", "users", "files", "outbox"]))).toEqual([
      { table: "bookings", write: true },
      { table: "payments", write: false },
      { table: "users", write: false },
      { table: "files", write: false },
    ]);
  });

  it("has no module write another module's table", () => {
    const writes = crossModuleUses()
      .filter((u) => u.write)
      .map((u) => `${u.file} writes ${u.table}`);
    expect(writes).toEqual([]);
  });

  it("has a module read another module's table only where it is listed, and lists nothing unused", () => {
    const uses = crossModuleUses();
    const unlisted = uses
      .filter((u) => !(`${u.module} ${u.table}` in LISTED_READS))
      .map((u) => `${u.file} reads ${u.table}`);
    expect(unlisted).toEqual([]);
    const seen = new Set(uses.map((u) => `${u.module} ${u.table}`));
    expect(Object.keys(LISTED_READS).filter((k) => !seen.has(k))).toEqual([]);
  });
});
