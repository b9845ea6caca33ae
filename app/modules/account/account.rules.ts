/**
 * Password policy (docs/product.md §Accounts and sessions and issue 7): 8 to 128 characters with a letter and a
 * digit, not a guessable pattern, not the person's own user name or email, and (checked on the
 * server only, see server/common-passwords.server.ts) not on the list of passwords attackers try
 * first. The rules here are small enough to run in the browser too, so the forms say the same as
 * the API before anything is sent.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem = "password_weak" | "password_common" | "password_personal";

/** What a password must not contain: the account's own names (lower-cased where compared). */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
}

/**
 * The words people build passwords on, checked once leading and trailing digits and symbols are
 * removed and common letter swaps undone ("P@ssw0rd!", "Umrah2025", "bismillah123"): the classics,
 * the trade of this site (umrah, hajj, travel), greetings and places its customers use, months.
 */
const BASE_WORDS = new Set(
  [
    // classics
    "password passwort passwd passw pass admin administrator root user login welcome letmein iloveyou",
    "qwerty qwertyuiop qwertz azerty asdf asdfgh asdfghjkl zxcvbnm qazwsx abcd abcdef abcdefg abcdefgh",
    "monkey dragon master secret sunshine princess football baseball superman batman shadow",
    "freedom whatever changeme default guest test testing trustno iloveu lovely",
    // the trade and the site
    "umrah umroh umra hajj haji haj travel travels tour tours holiday holidays booking trip",
    "mecca mekah mekkah makkah madinah medina madina kaabah kabah",
    // greetings, faith and feelings (id / my)
    "bismillah alhamdulillah subhanallah insyaallah inshaallah masyaallah mashaallah allahuakbar",
    "assalamualaikum salam allah muhammad sayang sayangku cinta cintaku kasih rahasia katasandi",
    "katalaluan sandi",
    // places
    "indonesia malaysia jakarta bandung surabaya medan makassar kualalumpur selangor johor",
    "penang sabah sarawak singapore",
    // months (en / id / my)
    "january february march april june july august september october november december",
    "januari februari maret april mei juni juli agustus oktober desember",
    "mac julai ogos disember",
  ]
    .join(" ")
    .split(/\s+/),
);

// Letters people swap for look-alikes; "1" is tried as both "i" and "l".
const LEET: Record<string, string> = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i" };

function unLeet(core: string): string[] {
  const base = [...core].map((c) => LEET[c] ?? c).join("");
  return base.includes("1") ? [base.replaceAll("1", "i"), base.replaceAll("1", "l")] : [base];
}

// Keys next to each other on a QWERTY keyboard (rows are staggered: "q" sits under "1" and "2").
const ROWS = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"];
const NEIGHBOURS = new Map<string, Set<string>>();
for (const [r, row] of ROWS.entries()) {
  for (const [c, key] of [...row].entries()) {
    const near = [
      row[c - 1],
      row[c + 1],
      ROWS[r - 1]?.[c],
      ROWS[r - 1]?.[c + 1],
      c > 0 ? ROWS[r + 1]?.[c - 1] : undefined,
      ROWS[r + 1]?.[c],
    ];
    NEIGHBOURS.set(key, new Set(near.filter((k): k is string => Boolean(k))));
  }
}

const isDigit = (c: string) => c >= "0" && c <= "9";
const isLetter = (c: string) => c >= "a" && c <= "z";

/** Two characters a walk, a sequence or a repeat puts side by side ("qw", "ab", "12", "aa", "1q"). */
function linked(a: string, b: string): boolean {
  if (a === b) return true;
  const step = Math.abs(a.charCodeAt(0) - b.charCodeAt(0));
  if (step === 1 && ((isDigit(a) && isDigit(b)) || (isLetter(a) && isLetter(b)))) return true;
  return NEIGHBOURS.get(a)?.has(b) ?? false;
}

/** The whole password is one or two keyboard walks, sequences or repeats ("qwerty123", "1q2w3e4r", "zaq12wsx"). */
function isWalk(pw: string): boolean {
  let breaks = 0;
  for (let i = 1; i < pw.length; i++) if (!linked(pw[i - 1], pw[i]) && ++breaks > 1) return false;
  return true;
}

/** The text is one short unit said again and again ("abcabc", "lovelove", "a1a1a1a1"). */
function isRepeat(text: string): boolean {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return true;
  }
  return false;
}

/**
 * The word a lower-cased password is built on, as the spellings it may stand for: leading and
 * trailing digits and symbols removed, look-alike swaps undone ("p@ssw0rd!1" gives "password").
 * Empty when nothing but digits and symbols is left.
 */
export function passwordBaseWords(pw: string): string[] {
  const core = pw.replace(/^[^a-z]+/, "").replace(/[^a-z]+$/, "");
  return core ? unLeet(core) : [];
}

/** A guessable shape, whatever the list says: walks, repeats, few distinct characters, a base word with digits. */
function isPattern(pw: string): boolean {
  if (new Set(pw).size < 4 || isWalk(pw) || isRepeat(pw)) return true;
  const words = passwordBaseWords(pw);
  return words.some((word) => BASE_WORDS.has(word) || (word.length >= 4 && isRepeat(word)));
}

/** The person's user name or the name part of their email, when long enough to mean something. */
function containsOwner(pw: string, owner: PasswordOwner): boolean {
  const names = [owner.username, owner.email?.split("@")[0]];
  return names.some((n) => {
    const name = n?.trim().toLowerCase();
    return Boolean(name && name.length >= 4 && pw.includes(name));
  });
}

/**
 * The first problem of a new password, or null. Weakness (length, letter and digit) comes first,
 * then the shape, then the owner's names. The server adds the common-password list on top.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | null {
  if (password.length < PASSWORD_MIN || !/[A-Za-z]/.test(password) || !/\d/.test(password)) return "password_weak";
  // Over the maximum the length message alone speaks (the contract reports it).
  if (password.length > PASSWORD_MAX) return null;
  const pw = password.toLowerCase();
  if (isPattern(pw)) return "password_common";
  if (containsOwner(pw, owner)) return "password_personal";
  return null;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

/**
 * A user name for a customer met at the counter (docs/product.md §Bookings taken by staff): the
 * name's first letters and digits without accents ("Siti Rahmah" → "siti.rahmah"), at most 20,
 * "jamaah" when none is left, then a dot and `digits` (random, given by the caller) so two
 * pilgrims of one name differ. Always matches USERNAME_PATTERN.
 */
export function counterUsername(name: string, digits: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let base = "";
  for (const w of words) {
    const next = base ? `${base}.${w}` : w;
    if (next.length > 20) break;
    base = next;
  }
  if (!base) base = (words[0] ?? "").slice(0, 20);
  if (base.length < 3) base = "jamaah";
  return `${base}.${digits}`;
}

/** Logins are case-insensitive and ignore surrounding spaces. */
export function normalizeLogin(value: string): string {
  return value.trim().toLowerCase();
}
