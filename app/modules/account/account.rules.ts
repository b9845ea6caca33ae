/**
 * Password policy (decisions.md section 6 and issue 7): at least 8 characters, a letter and a
 * digit, and not one of the passwords every attacker tries first.
 */
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password123",
  "passw0rd",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty123",
  "qwertyuiop",
  "abc12345",
  "abcd1234",
  "1q2w3e4r",
  "iloveyou1",
  "admin123",
  "welcome1",
  "letmein1",
  "bismillah1",
  "bismillah123",
  "indonesia1",
  "malaysia1",
  "sayang123",
  "rahasia123",
  "katasandi1",
  "11111111",
  "00000000",
  "asdf1234",
  "zaq12wsx",
  "p@ssw0rd",
]);

export type PasswordProblem = "password_weak" | "password_common";

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < 8 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) return "password_weak";
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return "password_common";
  return null;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

/** Logins are case-insensitive and ignore surrounding spaces. */
export function normalizeLogin(value: string): string {
  return value.trim().toLowerCase();
}
