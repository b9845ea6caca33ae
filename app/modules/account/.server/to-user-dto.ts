import type { UserDto } from "#app/modules/account/account.contract";
import { mailLocale } from "#app/modules/notification/.server/mail-language";
import type { UserRow } from "./account.repository";

/** The user as the client sees them; `agentId` is the approved agent they are, when known (decision 079). */
export function toUserDto(u: UserRow, agentId: number | null = null): UserDto {
  return {
    id: u.id,
    name: u.name,
    username: u.username,
    email: u.email,
    role: u.role,
    title: u.title,
    is_number: u.isNumber,
    phone: u.phone,
    birth_place: u.birthPlace,
    birth_date: u.birthDate,
    address: u.address,
    profile_picture_url: u.profilePictureUrl,
    // As every mail reads it (a value the column should never hold shows as the default).
    locale: mailLocale(u),
    staff_role: u.staffRole,
    branch_id: u.branchId,
    agent_id: u.role === "customer" ? agentId : null,
  };
}
