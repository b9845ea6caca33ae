import { z } from "zod";
import { PHONE_PATTERN } from "#app/shared/fields.contract";
import { locales } from "#app/shared/i18n/config";
import { listMeta, listQuery, queryFlag } from "#app/shared/list";
import { whatsappConsentFields, whatsappConsentStateDto } from "#app/modules/notification/whatsapp-consent.contract";
import { optionalEmail, personFields, userDto } from "./account.contract";

/**
 * User management for admins (/api/customer, /panel/customer): users of both roles. One schema
 * per operation, shared by the API, the use cases and the panel form.
 */
export const USER_ROLES = ["admin", "customer"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const CUSTOMER_SORTS = ["latest", "oldest", "name_asc", "name_desc"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const booleanParam = queryFlag;

/**
 * GET /api/customer: search in name, user name, email, phone, ID number and the passport numbers
 * of the customer's guests (a clerk finds the pilgrim at the counter); role and active filters.
 */
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
  email: z.string().nullable(),
  role: z.enum(USER_ROLES),
  phone: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type CustomerSummaryDto = z.infer<typeof customerSummaryDto>;

export const customerDto = userDto.extend({
  active: z.boolean(),
  // False until the person chooses a password (a customer created at the counter, an invited colleague).
  login_ready: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  counts: z.object({ bookings: z.number().int() }),
  /** Whether the customer takes booking updates on WhatsApp, on which number, since when (decision 080). */
  whatsapp: whatsappConsentStateDto,
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
  // Staff may keep a customer without an address (met at the counter); the customer's own profile asks for one.
  email: optionalEmail,
  role: z.enum(USER_ROLES).optional(),
  active: z.boolean().optional(),
});
export type CustomerUpdateInput = z.input<typeof customerUpdateInput>;

// ---------- POST /api/customer ----------
/**
 * A customer met at the counter or on the phone (docs/product.md §Bookings taken by staff): no
 * password, and no e-mail needed. The user name is made from the name; when an address is given,
 * an invitation to choose a password goes to it. `branch_id`: which branch serves them, for staff
 * of every branch only (a branch clerk's customers are their branch's).
 */
export const counterCustomerInput = z.object({
  name: personFields.name,
  phone: z
    .string({ message: "phone_required" })
    .trim()
    .min(1, { message: "phone_required" })
    .max(20)
    .regex(PHONE_PATTERN, { message: "phone_format" }),
  email: optionalEmail,
  is_number: personFields.is_number,
  address: personFields.address,
  locale: z.enum(locales).default("id"),
  branch_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  // The customer agrees, in person, to booking updates on WhatsApp: recorded as given at the counter.
  ...whatsappConsentFields,
});
export type CounterCustomerInput = z.input<typeof counterCustomerInput>;

// ---------- POST /api/customer/{id}/password-link ----------
/**
 * A link for a customer who has no password yet to choose one, handed over by staff (read out,
 * sent by WhatsApp): the only way in for a customer without an e-mail address.
 */
export const passwordLinkDto = z.object({ url: z.string(), username: z.string(), expires_at: z.string() });
export type PasswordLinkDto = z.infer<typeof passwordLinkDto>;
export const passwordLinkResponse = z.object({ message: z.string(), data: passwordLinkDto });
export type PasswordLinkResponse = z.infer<typeof passwordLinkResponse>;
