import type { z } from "zod";
import type { profileInput } from "#app/modules/account/account.contract";

/** The person fields of an account, as the contract names them (register, profile and the panel's customer form). */
export type PersonInput = Pick<
  z.output<typeof profileInput>,
  "title" | "is_number" | "phone" | "birth_place" | "birth_date" | "address"
>;

/** Those fields as the users row names them: every form that writes a person writes them the same way. */
export function personValues(input: PersonInput) {
  return {
    title: input.title,
    isNumber: input.is_number,
    phone: input.phone,
    birthPlace: input.birth_place,
    birthDate: input.birth_date,
    address: input.address,
  };
}
