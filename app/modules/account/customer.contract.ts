import { z } from "zod";
import { listMeta, listQuery, queryFlag } from "#app/shared/list";
import { personFields, userDto } from "./account.contract";

/**
 * User management for admins (/api/customer, /panel/customer): users of both roles. One schema
 * per operation, shared by the API, the use cases and the panel form.
 */
export const USER_ROLES = ["admin", "customer"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const CUSTOMER_SORTS = ["latest", "oldest", "name_asc", "name_desc"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const booleanParam = queryFlag;

/** GET /api/customer: search in name, user name and email; role and active filters. */
export const listCustomersQuery = listQuery.extend({
  role: z.enum(USER_ROLES).optional(),
  active: booleanParam,
  sort: z.enum(CUSTOMER_SORTS).default("latest"),
});
export type ListCustomersQuery = z.input<typeof listCustomersQuery>;

export const customerIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---------- DTOs (never the password hash, never sessions) ----------
export const customerSummaryDto = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  phone: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type CustomerSummaryDto = z.infer<typeof customerSummaryDto>;

export const customerDto = userDto.extend({
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  counts: z.object({ bookings: z.number().int() }),
});
export type CustomerDto = z.infer<typeof customerDto>;

export const customerListResponse = z.object({ data: z.array(customerSummaryDto), meta: listMeta });
export const customerResponse = z.object({ data: customerDto });
export const customerActionResponse = z.object({ message: z.string(), data: customerDto });
export type CustomerListResponse = z.infer<typeof customerListResponse>;
export type CustomerResponse = z.infer<typeof customerResponse>;
export type CustomerActionResponse = z.infer<typeof customerActionResponse>;

// ---------- PUT /api/customer/{id} ----------
/**
 * An admin's edit of a user: the registration details (no password: users change their own),
 * the role and whether the account is active. Role and active may be left out (unchanged).
 */
export const customerUpdateInput = z.object({
  ...personFields,
  role: z.enum(USER_ROLES).optional(),
  active: z.boolean().optional(),
});
export type CustomerUpdateInput = z.input<typeof customerUpdateInput>;
