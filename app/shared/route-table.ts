/**
 * Every URL of the site in two tables: the storefront's here, the panel's and its print screens'
 * in panel-route-table.ts (so storefront pages never download the panel's table). Each entry: its
 * screen file, layout type and permission code (docs/product.md §Panel and permissions). routes.ts
 * builds React Router's config from both; menus use the permission code to highlight the active
 * item.
 */
import type { StaffPermission } from "./staff-access";

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
  | "whatsapp_settings"
  | "messages"
  | "statement"
  | "attribute"
  | "category"
  | "testimony"
  | "report"
  | "cash_report"
  | "below_reference"
  | "booking_history"
  | "new_booking"
  | "refund"
  | "account_closures"
  | "agents"
  | "agent_application"
  | "commission_schemes"
  | "commission_lines"
  | "commission_payouts"
  | "commission_report"
  | "agent_workspace"
  | "agent_pilgrims"
  | "agent_share"
  | "agent_commissions"
  | "readiness"
  | "payments_overdue"
  | "savings"
  | "list_customer"
  | "staff"
  | "branches"
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
  /** Panel screens of an approved agent's workspace (decision 079): a customer with an approved agent record. */
  agent?: true;
}

/** The storefront's screens (main layout): public. */
export const siteRoutes: RouteEntry[] = [
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
];

/** The entry of a matched route id in a table (the storefront's unless given). */
export function routeById(id: string, table: readonly RouteEntry[] = siteRoutes): RouteEntry | undefined {
  return table.find((r) => r.id === id);
}
