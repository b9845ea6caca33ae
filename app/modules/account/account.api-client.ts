import type { z } from "zod";
import { mediaClient } from "#app/modules/media/media.api-client";
import type { MessagesResponse } from "#app/modules/notification/notification.contract";
import type { WhatsappConsentInput } from "#app/modules/notification/whatsapp-consent.contract";
import { api } from "#app/shared/http/client";
import { type QueryParams, toQuery } from "#app/shared/http/panel-api";
import type {
  meResponse,
  AuthResponse,
  ForgotPasswordInput,
  LoginInput,
  MessageResponse,
  ProfileInput,
  ProfileResponse,
  RegisterInput,
  ResetPasswordInput,
  UpdatePasswordInput,
} from "./account.contract";
import type {
  CounterCustomerInput,
  CustomerActionResponse,
  CustomerListResponse,
  CustomerResponse,
  CustomerUpdateInput,
  ListCustomersQuery,
  PasswordLinkResponse,
} from "./customer.contract";
import type { BranchInput, BranchListResponse, branchActionResponse, branchResponse } from "./branch.contract";
import type {
  StaffInviteInput,
  StaffListResponse,
  StaffUpdateInput,
  staffActionResponse,
  staffResponse,
} from "./staff.contract";

/** The customer list's query as the screen holds it: "" leaves a filter out. */
export type CustomerListParams = QueryParams<ListCustomersQuery>;

/** TanStack Query keys of the user screens: an edit refreshes the lists and the record. */
export const customerKeys = {
  all: ["panel", "customer"] as const,
  lists: () => [...customerKeys.all, "list"] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
  detail: (id: number) => [...customerKeys.all, "detail", id] as const,
  /** Under the user's record: refreshing the record refreshes what they were sent. */
  messages: (id: number) => [...customerKeys.detail(id), "messages"] as const,
};

/** Every request of the account API: the session, the user's own account, and user admin. */
export const accountClient = {
  login: (input: LoginInput) => api<AuthResponse>("/login", { method: "POST", body: input }),
  register: (input: RegisterInput) => api<AuthResponse>("/register", { method: "POST", body: input }),
  logout: () => api<MessageResponse>("/logout", { method: "POST" }),
  forgotPassword: (input: ForgotPasswordInput) =>
    api<MessageResponse>("/forgot-password", { method: "POST", body: input }),
  resetPassword: (input: ResetPasswordInput) =>
    api<MessageResponse>("/reset-password", { method: "POST", body: input }),
  updatePassword: (input: UpdatePasswordInput) =>
    api<MessageResponse>("/update-password", { method: "PUT", body: input }),
  updateProfile: (input: ProfileInput) => api<ProfileResponse>("/profile", { method: "PUT", body: input }),
  /** A new profile picture, kept as a pending `avatar` upload until the profile is saved with its id. */
  uploadAvatar: (file: File) => mediaClient.upload(file, "avatar"),
  me: () => api<z.infer<typeof meResponse>>("/me"),
};

/** User administration (staff with the customers permission): /customer. */
export const customerClient = {
  list: (params: CustomerListParams, signal?: AbortSignal) =>
    api<CustomerListResponse>(`/customer${toQuery(params)}`, { signal }),
  get: (id: number, signal?: AbortSignal) => api<CustomerResponse>(`/customer/${id}`, { signal }),
  update: (id: number, input: CustomerUpdateInput) =>
    api<CustomerActionResponse>(`/customer/${id}`, { method: "PUT", body: input }),
  /** A customer met at the counter (201): no password, e-mail optional (with one, an invitation goes out). */
  create: (input: CounterCustomerInput) => api<CustomerActionResponse>("/customer", { method: "POST", body: input }),
  /** A one-time link (7 days) to choose a password, for staff to hand over; 409 once the customer has one. */
  passwordLink: (id: number) =>
    api<PasswordLinkResponse>(`/customer/${id}/password-link`, { method: "POST", body: {} }),
  /** What the user was sent (mail, WhatsApp), their WhatsApp consent and what they wrote to the agency (decision 080). */
  messages: (id: number, signal?: AbortSignal) => api<MessagesResponse>(`/customer/${id}/messages`, { signal }),
  /** Staff record the customer's WhatsApp opt-in (given in person) or withdraw it; the customer with its new state. */
  whatsapp: (id: number, input: WhatsappConsentInput) =>
    api<CustomerActionResponse>(`/customer/${id}/whatsapp`, { method: "PUT", body: input }),
};

// Plain query options, without TanStack Query's `queryOptions` helper: the storefront's user menu
// (logout) reaches this client, and the storefront does not load TanStack Query.
export const customerQueries = {
  list: (params: CustomerListParams) => ({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }: { signal: AbortSignal }) => customerClient.list(params, signal),
  }),
  detail: (id: number) => ({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => customerClient.get(id, signal),
  }),
  messages: (id: number) => ({
    queryKey: customerKeys.messages(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => customerClient.messages(id, signal),
  }),
};

// ---------- staff accounts and branches (docs/product.md §Staff roles and branches) ----------
type BranchResponse = z.infer<typeof branchResponse>;
type BranchActionResponse = z.infer<typeof branchActionResponse>;
type StaffResponse = z.infer<typeof staffResponse>;
type StaffActionResponse = z.infer<typeof staffActionResponse>;

/** A list's query as the panel's list table sends it: page, limit, search and its filters. */
type ListRequest = Record<string, string | number | undefined>;

/**
 * Query keys of the staff and branch screens. They are the values the panel's list table gives the
 * two resources (`contentKey("staff")`, `contentKey("branch")` in shared/ui/list-kit), so a write
 * that refreshes a list refreshes the branch choices too.
 */
export const staffKeys = { all: ["panel", "content", "staff"] as const };
export const branchKeys = {
  all: ["panel", "content", "branch"] as const,
  /** Every branch, active or not: the staff screens' choices and names. */
  choices: ["panel", "content", "branch", "choices"] as const,
};

/** /branch: the agency's head office and branches (staff permission). */
export const branchClient = {
  list: (params: ListRequest, signal?: AbortSignal) => api<BranchListResponse>(`/branch${toQuery(params)}`, { signal }),
  get: (id: number, signal?: AbortSignal) => api<BranchResponse>(`/branch/${id}`, { signal }),
  create: (input: BranchInput) => api<BranchActionResponse>("/branch", { method: "POST", body: input }),
  update: (id: number, input: BranchInput) =>
    api<BranchActionResponse>(`/branch/${id}`, { method: "PUT", body: input }),
  /** 409 `branch_in_use` when staff or customers belong to it: deactivate it instead. */
  remove: (id: number) => api<{ message?: string }>(`/branch/${id}`, { method: "DELETE" }),
};

/** /staff: the agency's staff accounts, invited by e-mail (staff permission). */
export const staffClient = {
  list: (params: ListRequest, signal?: AbortSignal) => api<StaffListResponse>(`/staff${toQuery(params)}`, { signal }),
  get: (id: number, signal?: AbortSignal) => api<StaffResponse>(`/staff/${id}`, { signal }),
  invite: (input: StaffInviteInput) => api<StaffActionResponse>("/staff", { method: "POST", body: input }),
  /** Role, branch and whether they may log in (409 for one's own role or deactivation). */
  update: (id: number, input: StaffUpdateInput) =>
    api<StaffActionResponse>(`/staff/${id}`, { method: "PUT", body: input }),
  /** A new invitation link for a colleague who has not chosen a password yet (409 once they have). */
  reinvite: (id: number) => api<StaffActionResponse>(`/staff/${id}/invitation`, { method: "POST", body: {} }),
};

// Plain query options, as customerQueries above (the storefront does not load TanStack Query).
export const branchQueries = {
  /** Every branch, the inactive ones too (a colleague may still belong to one). */
  choices: () => ({
    queryKey: branchKeys.choices,
    queryFn: ({ signal }: { signal: AbortSignal }) => branchClient.list({ limit: -1 }, signal),
  }),
};
