import { describe, expect, it } from "vitest";
import { issueMessage, issuePath } from "#app/shared/validation";
import { loginInput, registerInput } from "./account.contract";

const short = {
  name: "Ahmad Fauzi",
  email: "ahmad@example.test",
  username: "ahmadf",
  password: "Umrah2026ok",
  password_confirmation: "Umrah2026ok",
};
const long = {
  ...short,
  title: "Mr",
  is_number: "880101-14-5678",
  phone: "+60 12 345 6789",
  birth_place: "Kuala Lumpur",
  birth_date: "1988-01-01",
  address: "Jalan Ampang 1, Kuala Lumpur",
};

/** The message key of each refused field, as the API and the forms report it. */
function keys(value: unknown): Record<string, string[]> {
  const r = registerInput.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) {
    const path = issuePath(i);
    out[path] = [...(out[path] ?? []), issueMessage(i).key];
  }
  return out;
}

/** The parsed optional details when the body leaves them out or empty. */
const NO_OPTIONAL_DETAILS = {
  title: null,
  is_number: null,
  phone: null,
  birth_place: null,
  birth_date: null,
  address: null,
};

/** The WhatsApp box left out: not ticked, no number (decision 080). */
const NO_WHATSAPP = { whatsapp_opt_in: false, whatsapp_number: null };

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe("registerInput", () => {
  it("accepts the long form and keeps every field", () => {
    const r = registerInput.parse(long);
    expect(r).toEqual({ ...long, ...NO_WHATSAPP });
  });

  it("accepts the short form with only name, email, username, password and confirmation", () => {
    const r = registerInput.parse(short);
    expect(r).toEqual({ ...short, ...NO_OPTIONAL_DETAILS, ...NO_WHATSAPP });
  });

  it("turns empty optional fields into null", () => {
    const r = registerInput.parse({
      ...short,
      title: "",
      is_number: "  ",
      phone: "",
      birth_place: null,
      birth_date: "",
      address: "",
    });
    expect(r).toMatchObject(NO_OPTIONAL_DETAILS);
  });

  it("normalises the email to lower case and trims text", () => {
    const r = registerInput.parse({ ...short, email: "  Ahmad.Fauzi@Example.TEST ", name: "  Ahmad  " });
    expect(r.email).toBe("ahmad.fauzi@example.test");
    expect(r.name).toBe("Ahmad");
  });

  it("keeps the user name's case (uniqueness is case-insensitive in the database)", () => {
    expect(registerInput.parse({ ...short, username: "AhmadF" }).username).toBe("AhmadF");
  });

  it("rejects a future birth date, and today, but accepts yesterday", () => {
    expect(keys({ ...long, birth_date: "2999-01-01" })).toEqual({ birth_date: ["birth_date_past"] });
    expect(keys({ ...long, birth_date: isoDay(2) })).toEqual({ birth_date: ["birth_date_past"] });
    expect(keys({ ...long, birth_date: isoDay(-2) })).toEqual({});
  });

  it("rejects an impossible date", () => {
    expect(keys({ ...long, birth_date: "1990-02-30" })).toEqual({ birth_date: ["date"] });
    expect(keys({ ...long, birth_date: "01/02/1990" })).toEqual({ birth_date: ["date"] });
  });

  it("reports the missing required fields of an empty body", () => {
    expect(keys({})).toEqual({
      name: ["required"],
      email: ["required"],
      username: ["required"],
      password: ["required"],
      password_confirmation: ["required"],
    });
  });

  it("reports each broken rule with its own message key", () => {
    expect(
      keys({
        ...long,
        name: "",
        email: "not-an-email",
        username: "a b",
        password: "short",
        password_confirmation: "other",
        phone: "call me",
      }),
    ).toEqual({
      name: ["required"],
      email: ["email"],
      username: ["username_format"],
      password: ["password_weak"],
      password_confirmation: ["password_mismatch"],
      phone: ["phone_format"],
    });
  });

  it("refuses common passwords and a mismatched confirmation", () => {
    expect(keys({ ...short, password: "Password123", password_confirmation: "Password123" })).toEqual({
      password: ["password_common"],
    });
    expect(keys({ ...short, password_confirmation: "Umrah2026OK" })).toEqual({
      password_confirmation: ["password_mismatch"],
    });
  });

  it("refuses a password containing the user name or the email's name, with one message on the field", () => {
    expect(keys({ ...short, password: "AhmadF2026x", password_confirmation: "AhmadF2026x" })).toEqual({
      password: ["password_personal"],
    });
    expect(
      keys({ ...short, username: "fauzi88", password: "my-ahmad-2026", password_confirmation: "my-ahmad-2026" }),
    ).toEqual({
      password: ["password_personal"],
    });
    // A password already refused on its own keeps that single message.
    expect(keys({ ...short, password: "ahmadf", password_confirmation: "ahmadf" })).toEqual({
      password: ["password_weak"],
    });
    // Reported together with the other fields' errors.
    expect(keys({ ...short, name: "", password: "AhmadF2026x", password_confirmation: "AhmadF2026y" })).toEqual({
      name: ["required"],
      password: ["password_personal"],
      password_confirmation: ["password_mismatch"],
    });
  });

  it("refuses values of the wrong type as invalid, not as missing", () => {
    expect(keys({ ...short, name: 42 })).toEqual({ name: ["invalid"] });
  });

  it("bounds the lengths", () => {
    expect(keys({ ...short, name: "x".repeat(101) })).toEqual({ name: ["too_long"] });
    expect(keys({ ...long, address: "x".repeat(501) })).toEqual({ address: ["too_long"] });
    const pw = `A1${"x".repeat(127)}`;
    expect(keys({ ...short, password: pw, password_confirmation: pw })).toEqual({
      password: ["too_long"],
      password_confirmation: ["too_long"],
    });
  });

  it("ignores a role sent by the client", () => {
    expect(registerInput.parse({ ...short, role: "admin" })).not.toHaveProperty("role");
  });
});

describe("loginInput", () => {
  it("trims the login and keeps the password as typed", () => {
    expect(loginInput.parse({ username: "  budi ", password: " pw " })).toEqual({ username: "budi", password: " pw " });
  });

  it("requires both fields", () => {
    const r = loginInput.safeParse({ username: " " });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [issuePath(i), issueMessage(i).key])).toEqual([
      ["username", "required"],
      ["password", "required"],
    ]);
  });
});
