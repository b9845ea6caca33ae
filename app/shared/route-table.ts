/**
 * Every URL of the site in one table: its screen file, layout type and permission code
 * (docs/product.md §Panel and permissions). routes.ts builds React Router's config from it; menus use the
 * permission code to highlight the active item; `roles` guards panel screens on the server.
 */
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
  },
  {
    id: "panel-setting",
    path: "/panel/setting",
    file: "routes/panel/content/setting-form.tsx",
    layout: "panel",
    permission: "setting",
    roles: ADMIN,
  },
  {
    id: "panel-bank",
    path: "/panel/bank",
    file: "routes/panel/booking/bank-list.tsx",
    layout: "panel",
    permission: "bank",
    roles: ADMIN,
  },
  {
    id: "panel-statements",
    path: "/panel/statements",
    file: "routes/panel/booking/statement-list.tsx",
    layout: "panel",
    permission: "statement",
    roles: ADMIN,
  },
  {
    id: "panel-tour",
    path: "/panel/tour",
    file: "routes/panel/tour/tour-list.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
  },
  {
    id: "panel-tour-create",
    path: "/panel/tour/create",
    file: "routes/panel/tour/tour-form.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
  },
  {
    id: "panel-attribute",
    path: "/panel/tour/attribute",
    file: "routes/panel/tour/attribute-list.tsx",
    layout: "panel",
    permission: "attribute",
    roles: ADMIN,
  },
  {
    id: "panel-attribute-create",
    path: "/panel/tour/attribute/create",
    file: "routes/panel/tour/attribute-form.tsx",
    layout: "panel",
    permission: "attribute",
    roles: ADMIN,
  },
  {
    id: "panel-attribute-edit",
    path: "/panel/tour/attribute/:attribute_id",
    file: "routes/panel/tour/attribute-form.tsx",
    layout: "panel",
    permission: "attribute",
    roles: ADMIN,
  },
  {
    id: "panel-attribute-detail",
    path: "/panel/tour/attribute/:attribute_id/detail",
    file: "routes/panel/tour/attribute-details.tsx",
    layout: "panel",
    permission: "attribute",
    roles: ADMIN,
  },
  {
    id: "panel-category",
    path: "/panel/tour/category",
    file: "routes/panel/tour/category-list.tsx",
    layout: "panel",
    permission: "category",
    roles: ADMIN,
  },
  {
    id: "panel-category-create",
    path: "/panel/tour/category/create",
    file: "routes/panel/tour/category-form.tsx",
    layout: "panel",
    permission: "category",
    roles: ADMIN,
  },
  {
    id: "panel-category-edit",
    path: "/panel/tour/category/:category_id",
    file: "routes/panel/tour/category-form.tsx",
    layout: "panel",
    permission: "category",
    roles: ADMIN,
  },
  {
    id: "panel-destination",
    path: "/panel/tour/destination",
    file: "routes/panel/tour/destination-list.tsx",
    layout: "panel",
    permission: "destination",
    roles: ADMIN,
  },
  {
    id: "panel-destination-create",
    path: "/panel/tour/destination/create",
    file: "routes/panel/tour/destination-form.tsx",
    layout: "panel",
    permission: "destination",
    roles: ADMIN,
  },
  {
    id: "panel-destination-edit",
    path: "/panel/tour/destination/:destination_id",
    file: "routes/panel/tour/destination-form.tsx",
    layout: "panel",
    permission: "destination",
    roles: ADMIN,
  },
  {
    id: "panel-testimony",
    path: "/panel/tour/testimony",
    file: "routes/panel/content/testimony-list.tsx",
    layout: "panel",
    permission: "testimony",
    roles: ADMIN,
  },
  {
    id: "panel-testimony-create",
    path: "/panel/tour/testimony/create",
    file: "routes/panel/content/testimony-form.tsx",
    layout: "panel",
    permission: "testimony",
    roles: ADMIN,
  },
  {
    id: "panel-testimony-edit",
    path: "/panel/tour/testimony/:testimony_id",
    file: "routes/panel/content/testimony-form.tsx",
    layout: "panel",
    permission: "testimony",
    roles: ADMIN,
  },
  {
    id: "panel-tour-edit",
    path: "/panel/tour/:tour_id",
    file: "routes/panel/tour/tour-form.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
  },
  {
    id: "panel-tour-rooming",
    path: "/panel/tour/:tour_id/time/:time_id/rooming",
    file: "routes/panel/tour/rooming-list.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
  },
  {
    id: "panel-tour-documents",
    path: "/panel/tour/:tour_id/documents",
    file: "routes/panel/tour/tour-documents.tsx",
    layout: "panel",
    permission: "tour",
    roles: ADMIN,
  },
  {
    id: "panel-readiness-board",
    path: "/panel/tour/:tour_id/time/:time_id/documents",
    file: "routes/panel/tour/readiness-board.tsx",
    layout: "panel",
    permission: "readiness",
    roles: ADMIN,
  },
  {
    id: "panel-readiness",
    path: "/panel/readiness",
    file: "routes/panel/readiness/readiness-index.tsx",
    layout: "panel",
    permission: "readiness",
    roles: ADMIN,
  },
  {
    id: "panel-report",
    path: "/panel/report",
    file: "routes/panel/report/report.tsx",
    layout: "panel",
    permission: "report",
    roles: ADMIN,
  },
  {
    id: "panel-account-closures",
    path: "/panel/account-closures",
    file: "routes/panel/privacy/closure-list.tsx",
    layout: "panel",
    permission: "account_closures",
    roles: ADMIN,
  },
  {
    id: "panel-refunds",
    path: "/panel/refunds",
    file: "routes/panel/booking/refund-list.tsx",
    layout: "panel",
    permission: "refund",
    roles: ADMIN,
  },
  {
    id: "panel-booking-history",
    path: "/panel/booking-history",
    file: "routes/panel/booking/booking-list.tsx",
    layout: "panel",
    permission: "booking_history",
    roles: BOTH,
  },
  {
    id: "panel-booking-show",
    path: "/panel/booking-history/:booking_id",
    file: "routes/panel/booking/booking-show.tsx",
    layout: "panel",
    permission: "booking_history",
    roles: BOTH,
  },
  {
    id: "panel-payments-overdue",
    path: "/panel/payments/overdue",
    file: "routes/panel/booking/overdue-list.tsx",
    layout: "panel",
    permission: "payments_overdue",
    roles: ADMIN,
  },
  {
    id: "panel-booking-edit",
    path: "/panel/booking-history/:booking_id/edit",
    file: "routes/panel/booking/booking-edit.tsx",
    layout: "panel",
    permission: "booking_history",
    roles: ADMIN,
  },
  {
    id: "panel-customer",
    path: "/panel/customer",
    file: "routes/panel/customer/customer-list.tsx",
    layout: "panel",
    permission: "list_customer",
    roles: ADMIN,
  },
  {
    id: "panel-customer-edit",
    path: "/panel/customer/:customer_id",
    file: "routes/panel/customer/customer-edit.tsx",
    layout: "panel",
    permission: "list_customer",
    roles: ADMIN,
  },
  {
    id: "panel-gallery",
    path: "/panel/gallery",
    file: "routes/panel/content/photo-list.tsx",
    layout: "panel",
    permission: "gallery",
    roles: ADMIN,
  },
  {
    id: "panel-video",
    path: "/panel/gallery/video",
    file: "routes/panel/content/video-list.tsx",
    layout: "panel",
    permission: "video",
    roles: ADMIN,
  },
  {
    id: "panel-slider",
    path: "/panel/gallery/slider",
    file: "routes/panel/content/slider-list.tsx",
    layout: "panel",
    permission: "slider",
    roles: ADMIN,
  },
  {
    id: "panel-page",
    path: "/panel/page",
    file: "routes/panel/content/page-list.tsx",
    layout: "panel",
    permission: "page",
    roles: ADMIN,
  },
  {
    id: "panel-page-create",
    path: "/panel/page/Create",
    file: "routes/panel/content/page-form.tsx",
    layout: "panel",
    permission: "page",
    roles: ADMIN,
  },
  {
    id: "panel-page-edit",
    path: "/panel/page/:page_id",
    file: "routes/panel/content/page-form.tsx",
    layout: "panel",
    permission: "page",
    roles: ADMIN,
  },
  {
    id: "panel-faq",
    path: "/panel/faq",
    file: "routes/panel/content/faq-list.tsx",
    layout: "panel",
    permission: "faq",
    roles: ADMIN,
  },
  {
    id: "panel-faq-create",
    path: "/panel/faq/create",
    file: "routes/panel/content/faq-form.tsx",
    layout: "panel",
    permission: "faq",
    roles: ADMIN,
  },
  {
    id: "panel-faq-edit",
    path: "/panel/faq/:faq_id",
    file: "routes/panel/content/faq-form.tsx",
    layout: "panel",
    permission: "faq",
    roles: ADMIN,
  },
  {
    id: "panel-partner",
    path: "/panel/partner",
    file: "routes/panel/content/partner-list.tsx",
    layout: "panel",
    permission: "partner",
    roles: ADMIN,
  },
  {
    id: "panel-partner-create",
    path: "/panel/partner/create",
    file: "routes/panel/content/partner-form.tsx",
    layout: "panel",
    permission: "partner",
    roles: ADMIN,
  },
  {
    id: "panel-partner-edit",
    path: "/panel/partner/:partner_id",
    file: "routes/panel/content/partner-form.tsx",
    layout: "panel",
    permission: "partner",
    roles: ADMIN,
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
  },
];

export function routeById(id: string): RouteEntry | undefined {
  return routeTable.find((r) => r.id === id);
}
