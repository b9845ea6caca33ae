import { z } from "zod";
import { passwordProblem, USERNAME_PATTERN } from "./account.rules";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const isoDate = z.iso.date();

export const registerInput = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.string().trim().toLowerCase().max(190).pipe(z.email()),
    username: z.string().trim().min(1).max(30).regex(USERNAME_PATTERN, { message: "username_format" }),
    password: z
      .string()
      .min(1)
      .max(128)
      .superRefine((v, ctx) => {
        const problem = passwordProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    password_confirmation: z.string().min(1).max(128),
    title: optionalText(20),
    is_number: optionalText(30),
    phone: z
      .string()
      .trim()
      .max(20)
      .regex(/^\+?[0-9 ()-]{6,20}$/, { message: "phone_format" })
      .optional()
      .nullable()
      .or(z.literal("").transform(() => null))
      .transform((v) => v || null),
    birth_place: optionalText(100),
    birth_date: isoDate
      .refine((v) => v < new Date().toISOString().slice(0, 10), { message: "birth_date_past" })
      .optional()
      .nullable()
      .or(z.literal("").transform(() => null))
      .transform((v) => v || null),
    address: optionalText(500),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: "password_mismatch",
    // Report a mismatch together with the other fields' errors, not after they are fixed.
    when: (payload) => {
      const v = payload.value as { password?: unknown; password_confirmation?: unknown };
      return typeof v?.password === "string" && typeof v?.password_confirmation === "string";
    },
  });
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
  email: z.string(),
  role: z.enum(["admin", "customer"]),
  title: z.string().nullable(),
  is_number: z.string().nullable(),
  phone: z.string().nullable(),
  birth_place: z.string().nullable(),
  birth_date: z.string().nullable(),
  address: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
});
export type UserDto = z.infer<typeof userDto>;

export const authResponse = z.object({ token: z.string(), user: userDto, message: z.string() });
export const meResponse = z.object({ data: userDto });
export const messageResponse = z.object({ message: z.string() });
