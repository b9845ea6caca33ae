/**
 * Every URL of the site in one table: its screen file, layout type and permission code
 * (docs/product.md §Panel and permissions). routes.ts builds React Router's config from it; menus use the
 * permission code to highlight the active item; `roles` and `staff` guard panel screens on the
 * server (`mayOpen`) and filter the panel menu.
 */
import { hasPermission, type StaffPermission, type StaffRole } from "./staff-access";

export type LayoutType = "main" | "panel" | "print";
export type Permission =
  | "home"
  | "login"
  | "about"
  | "contact"
  | "destination"
  | "gallery"
  | "faq"
  | "branch"
  | "tour"
  | "checkout"
  | "panel_dashboard"
  | "setting"
  | "bank"
  | "statement"
  | "attribute"
  | "category"
  | "testimony"
  | "report"
  | "booking_history"
  | "refund"
  | "account_closures"
  | "readiness"
  | "payments_overdue"
  | "list_customer"
  | "video"
  | "slider"
  | "page"
  | "partner"
  | "profile"
  | "update_password";

export interface RouteEntry {
  id: string;
  path: string;
  file: string;
  layout: LayoutType;
  permission: Permission;
  /** Panel and print screens: who may open them (storefront screens are public). */
  roles?: ("admin" | "customer")[];
  /**
   * Panel and print screens: the staff permission a staff account needs to open it, or a list of
   * which any one will do (docs/product.md §Staff roles and branches). None: every staff member.
   */
  staff?: StaffPermission | readonly StaffPermission[];
}

/**
 * The package screens hold both the package and its departures: operations staff, who edit
 * departures but not packages, open them too (the API refuses what their role lacks).
 */
const DEPARTURES_OR_CATALOG: readonly StaffPermission[] = ["catalog", "departures"];

/** Whether an account may open a screen: its role, and for staff the screen's permission. */
export function mayOpen(
  entry: Pick<RouteEntry, "roles" | "staff">,
  role: "admin" | "customer",
  staffRole: StaffRole | null | undefined,
): boolean {
  if (entry.roles && !entry.roles.includes(role)) return false;
  if (role !== "admin" || entry.staff === undefined) return true;
  const needed: readonly StaffPermission[] = typeof entry.staff === "string" ? [entry.staff] : entry.staff;
  return needed.some((p) => hasPermission(role, staffRole, p));
}

const ADMIN = ["admin"] as ("admin" | "customer")[];
const BOTH = ["admin", "customer"] as ("admin" | "customer")[];

export const routeTable: RouteEntry[] = [
  // Main layout (storefront)
  { id: "home", path: "/", file: "routes/storefront/home.tsx", layout: "main", permission: "home" },
  { id: "login", path: "/login", file: "routes/storefront/login.tsx", layout: "main", permission: "login" },
  { id: "register", path: "/register", file: "routes/storefront/register.tsx", layout: "main", permission: "login" },
  {
    id: "forgot-password",
    path: "/forgot-password",
    file: "routes/storefront/forgot-password.tsx",
    layout: "main",
    permission: "login",
  },
  {
    id: "reset-password",
    path: "/reset-password/:token",
    file: "routes/storefront/reset-password.tsx",
    layout: "main",
    permission: "login",
  },
  { id: "tour-list", path: "/tour", file: "routes/storefront/tour-list.tsx", layout: "main", permission: "tour" },
  {
    id: "tour-detail",
    path: "/tour/:tour_id",
    file: "routes/storefront/tour-detail.tsx",
    layout: "main",
    permission: "tour",
  },
  { id: "about", path: "/about", file: "routes/storefront/about.tsx", layout: "main", permission: "about" },
  { id: "contact", path: "/contact-us", file: "routes/storefront/contact.tsx", layout: "main", permission: "contact" },
  {
    id: "destination",
    path: "/destination",
    file: "routes/storefront/destinations.tsx",
    layout: "main",
    permission: "destination",
  },
  { id: "gallery", path: "/gallery", file: "routes/storefront/gallery.tsx", layout: "main", permission: "gallery" },
  {
    id: "gallery-video",
    path: "/gallery/video",
    file: "routes/storefront/gallery-video.tsx",
    layout: "main",
    permission: "video",
  },
  { id: "faq", path: "/faq", file: "routes/storefront/faq.tsx", layout: "main", permission: "faq" },
  { id: "checkout", path: "/checkout", file: "routes/storefront/checkout.tsx", layout: "main", permission: "checkout" },
  { id: "page", path: "/page/:page_id", file: "routes/storefront/page.tsx", layout: "main", permission: "branch" },
  {
    id: "payment-success",
    path: "/payment/success",
    file: "routes/storefront/payment-success.tsx",
    layout: "main",
    permission: "checkout",
  },
  {
    id: "payment-sandbox",
    path: "/payment/sandbox/:checkout_id",
    file: "routes/storefront/payment-sandbox.tsx",
    layout: "main",
    permission: "checkout",
  },

  // Panel layout
  {
    id: "panel-dashboard",
    path: "/panel",
    file: "routes/panel/dashboard.tsx",
    layout: "panel",
    permission: "panel_dashboard",
    roles: BOTH,
    staff: "dashboard",
  },
  {
    id: "panel-setting",
    path: "/panel/setting",
    file: "routes/panel/content/setting-form.tsx",
    layout: "panel",
    permission: "setting",
    roles: ADMIN,
    staff: "settings",
  },
  {
    id: "panel-bank",
    path: "/panel/bank",
    file: "routes/panel/booking/bank-list.tsx",
    layout: "panel",
    permission: "bank",
    roles: ADMIN,
    staff: "banks",
  },
  {
    id: "panel-statements",
    path: "/panel/statements",
    file: "routes/panel/booking/statement-list.tsx",
    layout: "panel",
    permission: "statement",
    roles: ADMIN,
    staff: "statements",
  },
  {
    id: "panel-tour",
    path: "/panel/tour",
    file: "routes/panel/tour/tour-list.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
    staff: DEPARTURES_OR_CATALOG,
  },
  {
    id: "panel-tour-create",
    path: "/panel/tour/create",
    file: "routes/panel/tour/tour-form.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-attribute",
    path: "/panel/tour/attribute",
    file: "routes/panel/tour/attribute-list.tsx",
    layout: "panel",
    permission: "attribute",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-attribute-create",
    path: "/panel/tour/attribute/create",
    file: "routes/panel/tour/attribute-form.tsx",
    layout: "panel",
    permission: "attribute",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-attribute-edit",
    path: "/panel/tour/attribute/:attribute_id",
    file: "routes/panel/tour/attribute-form.tsx",
    layout: "panel",
    permission: "attribute",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-attribute-detail",
    path: "/panel/tour/attribute/:attribute_id/detail",
    file: "routes/panel/tour/attribute-details.tsx",
    layout: "panel",
    permission: "attribute",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-category",
    path: "/panel/tour/category",
    file: "routes/panel/tour/category-list.tsx",
    layout: "panel",
    permission: "category",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-category-create",
    path: "/panel/tour/category/create",
    file: "routes/panel/tour/category-form.tsx",
    layout: "panel",
    permission: "category",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-category-edit",
    path: "/panel/tour/category/:category_id",
    file: "routes/panel/tour/category-form.tsx",
    layout: "panel",
    permission: "category",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-destination",
    path: "/panel/tour/destination",
    file: "routes/panel/tour/destination-list.tsx",
    layout: "panel",
    permission: "destination",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-destination-create",
    path: "/panel/tour/destination/create",
    file: "routes/panel/tour/destination-form.tsx",
    layout: "panel",
    permission: "destination",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-destination-edit",
    path: "/panel/tour/destination/:destination_id",
    file: "routes/panel/tour/destination-form.tsx",
    layout: "panel",
    permission: "destination",
    roles: ADMIN,
    staff: "catalog",
  },
  {
    id: "panel-testimony",
    path: "/panel/tour/testimony",
    file: "routes/panel/content/testimony-list.tsx",
    layout: "panel",
    permission: "testimony",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-testimony-create",
    path: "/panel/tour/testimony/create",
    file: "routes/panel/content/testimony-form.tsx",
    layout: "panel",
    permission: "testimony",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-testimony-edit",
    path: "/panel/tour/testimony/:testimony_id",
    file: "routes/panel/content/testimony-form.tsx",
    layout: "panel",
    permission: "testimony",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-tour-edit",
    path: "/panel/tour/:tour_id",
    file: "routes/panel/tour/tour-form.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
    staff: DEPARTURES_OR_CATALOG,
  },
  {
    id: "panel-tour-rooming",
    path: "/panel/tour/:tour_id/time/:time_id/rooming",
    file: "routes/panel/tour/rooming-list.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
    staff: "rooming",
  },
  {
    id: "panel-tour-documents",
    path: "/panel/tour/:tour_id/documents",
    file: "routes/panel/tour/tour-documents.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
    staff: "documents",
  },
  {
    id: "panel-readiness-board",
    path: "/panel/tour/:tour_id/time/:time_id/documents",
    file: "routes/panel/tour/readiness-board.tsx",
    layout: "panel",
    permission: "readiness",
    roles: ADMIN,
    staff: "documents",
  },
  {
    id: "panel-readiness",
    path: "/panel/readiness",
    file: "routes/panel/readiness/readiness-index.tsx",
    layout: "panel",
    permission: "readiness",
    roles: ADMIN,
    staff: "documents",
  },
  {
    id: "panel-report",
    path: "/panel/report",
    file: "routes/panel/report/report.tsx",
    layout: "panel",
    permission: "report",
    roles: ADMIN,
    staff: "reports",
  },
  {
    id: "panel-account-closures",
    path: "/panel/account-closures",
    file: "routes/panel/privacy/closure-list.tsx",
    layout: "panel",
    permission: "account_closures",
    roles: ADMIN,
    staff: "privacy",
  },
  {
    id: "panel-refunds",
    path: "/panel/refunds",
    file: "routes/panel/booking/refund-list.tsx",
    layout: "panel",
    permission: "refund",
    roles: ADMIN,
    staff: "refunds",
  },
  {
    id: "panel-booking-history",
    path: "/panel/booking-history",
    file: "routes/panel/booking/booking-list.tsx",
    layout: "panel",
    permission: "booking_history",
    roles: BOTH,
    staff: "bookings_view",
  },
  {
    id: "panel-booking-show",
    path: "/panel/booking-history/:booking_id",
    file: "routes/panel/booking/booking-show.tsx",
    layout: "panel",
    permission: "booking_history",
    roles: BOTH,
    staff: "bookings_view",
  },
  {
    id: "panel-payments-overdue",
    path: "/panel/payments/overdue",
    file: "routes/panel/booking/overdue-list.tsx",
    layout: "panel",
    permission: "payments_overdue",
    roles: ADMIN,
    staff: "payments_confirm",
  },
  {
    id: "panel-booking-edit",
    path: "/panel/booking-history/:booking_id/edit",
    file: "routes/panel/booking/booking-edit.tsx",
    layout: "panel",
    permission: "booking_history",
    roles: ADMIN,
    staff: "bookings_manage",
  },
  {
    id: "panel-customer",
    path: "/panel/customer",
    file: "routes/panel/customer/customer-list.tsx",
    layout: "panel",
    permission: "list_customer",
    roles: ADMIN,
    staff: "customers",
  },
  {
    id: "panel-customer-edit",
    path: "/panel/customer/:customer_id",
    file: "routes/panel/customer/customer-edit.tsx",
    layout: "panel",
    permission: "list_customer",
    roles: ADMIN,
    staff: "customers",
  },
  {
    id: "panel-gallery",
    path: "/panel/gallery",
    file: "routes/panel/content/photo-list.tsx",
    layout: "panel",
    permission: "gallery",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-video",
    path: "/panel/gallery/video",
    file: "routes/panel/content/video-list.tsx",
    layout: "panel",
    permission: "video",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-slider",
    path: "/panel/gallery/slider",
    file: "routes/panel/content/slider-list.tsx",
    layout: "panel",
    permission: "slider",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-page",
    path: "/panel/page",
    file: "routes/panel/content/page-list.tsx",
    layout: "panel",
    permission: "page",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-page-create",
    path: "/panel/page/Create",
    file: "routes/panel/content/page-form.tsx",
    layout: "panel",
    permission: "page",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-page-edit",
    path: "/panel/page/:page_id",
    file: "routes/panel/content/page-form.tsx",
    layout: "panel",
    permission: "page",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-faq",
    path: "/panel/faq",
    file: "routes/panel/content/faq-list.tsx",
    layout: "panel",
    permission: "faq",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-faq-create",
    path: "/panel/faq/create",
    file: "routes/panel/content/faq-form.tsx",
    layout: "panel",
    permission: "faq",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-faq-edit",
    path: "/panel/faq/:faq_id",
    file: "routes/panel/content/faq-form.tsx",
    layout: "panel",
    permission: "faq",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-partner",
    path: "/panel/partner",
    file: "routes/panel/content/partner-list.tsx",
    layout: "panel",
    permission: "partner",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-partner-create",
    path: "/panel/partner/create",
    file: "routes/panel/content/partner-form.tsx",
    layout: "panel",
    permission: "partner",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-partner-edit",
    path: "/panel/partner/:partner_id",
    file: "routes/panel/content/partner-form.tsx",
    layout: "panel",
    permission: "partner",
    roles: ADMIN,
    staff: "content",
  },
  {
    id: "panel-profile",
    path: "/panel/profile",
    file: "routes/panel/account/profile.tsx",
    layout: "panel",
    permission: "profile",
    roles: BOTH,
  },
  {
    id: "panel-update-password",
    path: "/panel/update-password",
    file: "routes/panel/account/update-password.tsx",
    layout: "panel",
    permission: "update_password",
    roles: BOTH,
  },

  // Print layout: only the routed page, for a logged-in user
  {
    id: "panel-booking-print",
    path: "/panel/booking-history/:booking_id/print",
    file: "routes/print/booking-invoice.tsx",
    layout: "print",
    permission: "booking_history",
    roles: BOTH,
    staff: "bookings_view",
  },
];

export function routeById(id: string): RouteEntry | undefined {
  return routeTable.find((r) => r.id === id);
}
