/**
 * The passwords attackers try first, for the password policy (account.rules.ts adds the shapes).
 * Server only: about 17 KB the storefront's register form need not download; a refusal comes back
 * from the API on the password field like the other rules.
 *
 * The lists are data, kept in common-passwords.json beside this file (a data file, not code).
 * Source: SecLists "Passwords/Common-Credentials/10k-most-common.txt" (MIT licence,
 * github.com/danielmiessler/SecLists). Two parts, both lower case:
 * - passwords: the entries of that list the other rules let through (8 characters or more with a
 *   letter and a digit); the rest are refused as too weak anyway.
 * - words: the letters-only entries of 4 letters or more from the top of that list (about the first
 *   1,100 ranks): the words people build "word + digits" passwords on. A password whose base word
 *   (account.rules.ts passwordBaseWords: "Monkey2024!" gives "monkey") is one of them is refused.
 */
import { passwordBaseWords } from "#app/modules/account/account.rules";
import commonPasswords from "./common-passwords.json";

let lists: { passwords: Set<string>; words: Set<string> } | undefined;

/** Made into sets once, on first use. */
function load() {
  lists ??= { passwords: new Set(commonPasswords.passwords), words: new Set(commonPasswords.words) };
  return lists;
}

/** Whether a password is on the list, or is one of the listed words dressed up with digits and symbols. */
export function isCommonPassword(password: string): boolean {
  const { passwords, words } = load();
  const pw = password.toLowerCase();
  return passwords.has(pw) || passwordBaseWords(pw).some((w) => words.has(w));
}

/** For tests: how big the lists are. */
export function commonPasswordListSizes() {
  const { passwords, words } = load();
  return { passwords: passwords.size, words: words.size };
}
