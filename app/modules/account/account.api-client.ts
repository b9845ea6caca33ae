import type { z } from "zod";
import { mediaClient } from "#app/modules/media/media.api-client";
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
  CustomerActionResponse,
  CustomerListResponse,
  CustomerResponse,
  CustomerUpdateInput,
  ListCustomersQuery,
} from "./customer.contract";

/** The customer list's query as the screen holds it: "" leaves a filter out. */
export type CustomerListParams = QueryParams<ListCustomersQuery>;

/** TanStack Query keys of the user screens: an edit refreshes the lists and the record. */
export const customerKeys = {
  all: ["panel", "customer"] as const,
  lists: () => [...customerKeys.all, "list"] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
  detail: (id: number) => [...customerKeys.all, "detail", id] as const,
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

/** User administration (admins): /customer. */
export const customerClient = {
  list: (params: CustomerListParams, signal?: AbortSignal) =>
    api<CustomerListResponse>(`/customer${toQuery(params)}`, { signal }),
  get: (id: number, signal?: AbortSignal) => api<CustomerResponse>(`/customer/${id}`, { signal }),
  update: (id: number, input: CustomerUpdateInput) =>
    api<CustomerActionResponse>(`/customer/${id}`, { method: "PUT", body: input }),
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
};
