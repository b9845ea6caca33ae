/**
 * The agents' rules (decision 078, docs/product.md §Agents): what an application and a review may
 * do, and what an agent's code looks like. Pure: the server's use cases and the panel's screens
 * read the same answers.
 */

/** An application waits (`applied`); staff approve or reject it; an approved agent may be suspended and reinstated. */
export const AGENT_STATUSES = ["applied", "approved", "rejected", "suspended"] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** What staff do to an agent, and what each leads to. */
export const AGENT_REVIEWS = ["approve", "reject", "suspend", "reinstate"] as const;
export type AgentReview = (typeof AGENT_REVIEWS)[number];

/** The history's entries: an application (again, after a rejection) and each review. */
export const AGENT_EVENTS = ["applied", "approved", "rejected", "suspended", "reinstated"] as const;
export type AgentEvent = (typeof AGENT_EVENTS)[number];

const MOVES: Record<AgentReview, { from: AgentStatus; to: AgentStatus; event: AgentEvent }> = {
  approve: { from: "applied", to: "approved", event: "approved" },
  reject: { from: "applied", to: "rejected", event: "rejected" },
  suspend: { from: "approved", to: "suspended", event: "suspended" },
  reinstate: { from: "suspended", to: "approved", event: "reinstated" },
};

/** Where a review takes an agent in `status`, or null when it does not apply (409). */
export function reviewMove(status: AgentStatus, review: AgentReview) {
  const move = MOVES[review];
  return move.from === status ? move : null;
}

/** The reviews open to staff for an agent in `status` (the panel's buttons). */
export function reviewsOf(status: AgentStatus): AgentReview[] {
  return AGENT_REVIEWS.filter((r) => MOVES[r].from === status);
}

/** A rejection and a suspension say why: the applicant or agent is told, and the history keeps it. */
export const reviewNeedsReason = (review: AgentReview) => review === "reject" || review === "suspend";

/** Whether a person may send an application now: never before, or rejected since. */
export const mayApply = (status: AgentStatus | null) => status === null || status === "rejected";

/** Whether an agent's code attributes bookings and may be named as an upline. */
export const isActiveAgent = (status: AgentStatus) => status === "approved";

/**
 * An agent's code: `AG` and five characters of an alphabet without look-alikes (no 0/O, 1/I/L),
 * short enough to say on the phone and to type from a printed card. 30^5 = 24 million codes.
 */
export const AGENT_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ2345679";
export const AGENT_CODE_PATTERN = /^AG[ABCDEFGHJKMNPQRSTUVWXYZ2345679]{5}$/;

/** A code from five random numbers (each taken modulo the alphabet's length). */
export function agentCode(random: readonly number[]): string {
  if (random.length !== 5) throw new Error("an agent code takes five random numbers");
  return `AG${random.map((n) => AGENT_CODE_ALPHABET[Math.abs(Math.trunc(n)) % AGENT_CODE_ALPHABET.length]).join("")}`;
}

/** A code as typed: trimmed and upper-cased ("ag7k2p9" is AG7K2P9). */
export const normaliseAgentCode = (code: string) => code.trim().toUpperCase();

/**
 * The agent terms' version an applicant accepts. The text is the agency's (its page); the version
 * is recorded with the time of acceptance, so a later version can ask agents to accept again.
 */
export const AGENT_TERMS_VERSION = "2026-12";

/**
 * An agent's referral link to a storefront page: `<origin><path>?ref=CODE` (the server remembers
 * the code 30 days and redirects to the same page without it, decision 078 §3).
 */
export function referralLink(origin: string, path: string, code: string): string {
  const url = new URL(path, origin.endsWith("/") ? origin : `${origin}/`);
  url.searchParams.set("ref", code);
  return url.toString();
}

/** What a package's share message says, already in the reader's language. */
export interface PackageShare {
  /** The opening line, e.g. "Umrah with us:" (may be empty). */
  intro: string;
  name: string;
  /** The next departure's dates, written out; null when none is bookable. */
  dates: string | null;
  /** The "from" price, written out; null when unknown. */
  price: string | null;
  /** The closing line before the link, e.g. "Details and booking:". */
  cta: string;
  link: string;
}

/**
 * A package's share message for WhatsApp: one fact a line, the link last on its own line (so the
 * chat previews it). Blank parts are left out.
 */
export function packageShareText(share: PackageShare): string {
  const title = share.intro ? `${share.intro}\n*${share.name}*` : `*${share.name}*`;
  return [title, share.dates, share.price, "", share.cta, share.link]
    .filter((line): line is string => line !== null && (line === "" || line.trim() !== ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}

/** WhatsApp's "send to anyone" link with the message filled in (https://wa.me/?text=…). */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
