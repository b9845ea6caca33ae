import { z } from "zod";
import { optionalPhone, optionalText } from "#app/shared/fields.contract";
import { locales } from "#app/shared/i18n/config";
import { STAFF_ROLES } from "#app/shared/staff-access";
import { whatsappChoiceFields, whatsappConsentFields } from "#app/modules/notification/whatsapp-consent.contract";
import { PASSWORD_MAX, passwordProblem, USERNAME_PATTERN } from "./account.rules";

const isoDate = z.iso.date();

/**
 * A new password: the register policy (account.rules.ts), used by register, reset and update.
 * The common-password list is checked by the server after this (it is too big for the browser);
 * its answer lands on the same field.
 */
const newPassword = z
  .string()
  .min(1)
  .max(PASSWORD_MAX)
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const passwordConfirmation = z.string().min(1).max(PASSWORD_MAX);

/** The confirmation must repeat the password; reported together with the other fields' errors. */
const passwordsMatch = {
  path: ["password_confirmation"],
  message: "password_mismatch",
  // Report a mismatch together with the other fields' errors, not after they are fixed.
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; password_confirmation?: unknown };
    return typeof v?.password === "string" && typeof v?.password_confirmation === "string";
  },
};
const samePasswords = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;

/** At register the user name and email are in the same form: the password must not contain them. */
const notPersonal = {
  path: ["password"],
  message: "password_personal",
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; username?: unknown; email?: unknown };
    return typeof v?.password === "string" && (typeof v.username === "string" || typeof v.email === "string");
  },
};
// Only when the password passed on its own, so one field never shows two messages.
// The other fields are not validated yet here (an email may be an array): pass only strings.
const passwordNotPersonal = (v: { password: string; username: unknown; email: unknown }) => {
  const text = (x: unknown) => (typeof x === "string" ? x : undefined);
  const owner = { username: text(v.username), email: text(v.email) };
  return passwordProblem(v.password) !== null || passwordProblem(v.password, owner) !== "password_personal";
};

/** The person's details: asked at register, edited on the profile page and by admins. */
export const personFields = {
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().max(190).pipe(z.email()),
  username: z.string().trim().min(1).max(30).regex(USERNAME_PATTERN, { message: "username_format" }),
  title: optionalText(20),
  is_number: optionalText(30),
  phone: optionalPhone,
  birth_place: optionalText(100),
  birth_date: isoDate
    .refine((v) => v < new Date().toISOString().slice(0, 10), { message: "birth_date_past" })
    .optional()
    .nullable()
    .or(z.literal("").transform(() => null))
    .transform((v) => v || null),
  address: optionalText(500),
};

/** An address that may be left out (a customer met at the counter, decision 074): "" is none. */
export const optionalEmail = z
  .union([z.literal("").transform(() => null), personFields.email])
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const registerInput = z
  .object({
    name: personFields.name,
    email: personFields.email,
    username: personFields.username,
    password: newPassword,
    password_confirmation: passwordConfirmation,
    title: personFields.title,
    is_number: personFields.is_number,
    phone: personFields.phone,
    birth_place: personFields.birth_place,
    birth_date: personFields.birth_date,
    address: personFields.address,
    // The WhatsApp box (decision 080): ticked, the number is checked and the opt-in recorded with the account.
    ...whatsappConsentFields,
  })
  .refine(samePasswords, passwordsMatch)
  .refine(passwordNotPersonal, notPersonal);
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  username: z.string().trim().min(1).max(190),
  password: z.string().min(1).max(128),
});
export type LoginInput = z.input<typeof loginInput>;

export const userDto = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  // Null: a customer met at the counter who gave no address (decision 074).
  email: z.string().nullable(),
  role: z.enum(["admin", "customer"]),
  title: z.string().nullable(),
  is_number: z.string().nullable(),
  phone: z.string().nullable(),
  birth_place: z.string().nullable(),
  birth_date: z.string().nullable(),
  address: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  /** The language of the user's mails and their links (docs/product.md §Mail and notifications). */
  locale: z.enum(locales),
  /** Staff only: the role whose permissions the panel follows (docs/product.md §Staff roles and branches). */
  staff_role: z.enum(STAFF_ROLES).nullable(),
  /** Staff: the one branch they work for (null: every branch); a customer: the branch that serves them. */
  branch_id: z.number().int().nullable(),
  /** A customer who is an approved agent: their agent's id (decision 079); null otherwise. */
  agent_id: z.number().int().nullable(),
});
export type UserDto = z.infer<typeof userDto>;

export const authResponse = z.object({ token: z.string(), user: userDto, message: z.string() });
export const meResponse = z.object({ data: userDto });
export const messageResponse = z.object({ message: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * The language a user's mails are written in, one of the site's (`one_of` otherwise). Left out of
 * a profile save: kept.
 */
export const mailLanguageField = z.enum(locales);

/**
 * PUT /profile: every register field but the password, the picture (the id of an `avatar`
 * upload of the caller, null to remove it, left out to keep it), the mail language (left out
 * to keep it) and the WhatsApp box (true opts in with the number, false opts out, left out
 * keeps the choice). Keys the contract does not list (a `role`, an `id`) are dropped before the
 * use case sees them.
 */
export const profileInput = z.object({
  ...personFields,
  profile_picture: z.uuid().nullable().optional(),
  locale: mailLanguageField.optional(),
  ...whatsappChoiceFields,
});
export type ProfileInput = z.input<typeof profileInput>;
export const profileResponse = z.object({ message: z.string(), user: userDto });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** POST /forgot-password: an email address or a user name (the field keeps the spec's name). */
export const forgotPasswordInput = z.object({ email: z.string().trim().min(1).max(190) });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

/** POST /reset-password: the emailed token and a new password under the register policy. */
export const resetPasswordInput = z
  .object({
    token: z.string().trim().min(1).max(200),
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .refine(samePasswords, passwordsMatch);
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** PUT /update-password: the current password, then the new one twice. */
export const updatePasswordInput = z
  .object({
    current_password: z.string().min(1).max(128),
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .refine(samePasswords, passwordsMatch);
export type UpdatePasswordInput = z.input<typeof updatePasswordInput>;
