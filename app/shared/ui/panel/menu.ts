import {
  CalendarClock,
  ChartColumn,
  ClipboardCheck,
  ClipboardPlus,
  Coins,
  Percent,
  ReceiptText,
  WalletCards,
  CircleHelp,
  FileSpreadsheet,
  FileText,
  Building2,
  Handshake,
  HandCoins,
  BadgeCheck,
  History,
  Image,
  Images,
  KeyRound,
  Landmark,
  LayoutDashboard,
  Layers,
  type LucideIcon,
  MapPin,
  MessageSquareQuote,
  Package,
  PanelsTopLeft,
  MessageCircle,
  Plane,
  Send,
  Settings,
  Share2,
  SlidersHorizontal,
  Tags,
  UserCog,
  UserRound,
  Undo2,
  UserX,
  Users,
  Briefcase,
  Video,
  Wallet,
} from "lucide-react";
import { mayOpen, panelRoutes } from "#app/shared/panel-route-table";
import type { Permission } from "#app/shared/route-table";
import type { StaffRole } from "#app/shared/staff-access";

export type Role = "admin" | "customer";

/** One link of the panel menu. `labelKey` is a key of the `panel` namespace. */
export interface PanelMenuLink {
  kind: "link";
  permission: Permission;
  path: string;
  icon: LucideIcon;
  labelKey: string;
  roles: Role[];
  /** The booking history link shows the pending booking count (admins only). */
  badge?: "pending";
}

/** A collapsible group of links (tour management, gallery, settings). */
export interface PanelMenuSection {
  kind: "section";
  id: string;
  icon: LucideIcon;
  labelKey: string;
  roles: Role[];
  children: PanelMenuLink[];
}

export type PanelMenuEntry = PanelMenuLink | PanelMenuSection;

const ADMIN: Role[] = ["admin"];
const CUSTOMER: Role[] = ["customer"];
const BOTH: Role[] = ["admin", "customer"];

/**
 * The whole panel menu (docs/product.md §Panel and permissions, "Panel layout"), in display order. The sidebar
 * filters it by role; the active item is the one whose permission code the current route carries.
 * Hiding a link is not a permission: the panel loader and the API check roles on the server.
 */
export const panelMenu: PanelMenuEntry[] = [
  {
    kind: "link",
    permission: "panel_dashboard",
    path: "/panel",
    icon: LayoutDashboard,
    labelKey: "menu.dashboard",
    roles: BOTH,
  },
  {
    kind: "section",
    id: "tour-management",
    icon: Plane,
    labelKey: "menu.tour_management",
    roles: ADMIN,
    children: [
      { kind: "link", permission: "tour", path: "/panel/tour", icon: Package, labelKey: "menu.tour", roles: ADMIN },
      {
        kind: "link",
        permission: "attribute",
        path: "/panel/tour/attribute",
        icon: Tags,
        labelKey: "menu.attribute",
        roles: ADMIN,
      },
      {
        kind: "link",
        permission: "category",
        path: "/panel/tour/category",
        icon: Layers,
        labelKey: "menu.category",
        roles: ADMIN,
      },
      {
        kind: "link",
        permission: "destination",
        path: "/panel/tour/destination",
        icon: MapPin,
        labelKey: "menu.destination",
        roles: ADMIN,
      },
    ],
  },
  {
    kind: "link",
    permission: "list_customer",
    path: "/panel/customer",
    icon: Users,
    labelKey: "menu.customer",
    roles: ADMIN,
  },
  {
    kind: "section",
    id: "office",
    icon: Briefcase,
    labelKey: "menu.office",
    roles: ADMIN,
    children: [
      { kind: "link", permission: "staff", path: "/panel/staff", icon: UserCog, labelKey: "menu.staff", roles: ADMIN },
      {
        kind: "link",
        permission: "branches",
        path: "/panel/branch",
        icon: Building2,
        labelKey: "menu.branches",
        roles: ADMIN,
      },
    ],
  },
  {
    kind: "link",
    permission: "agents",
    path: "/panel/agents",
    icon: BadgeCheck,
    labelKey: "agent:menu.agents",
    roles: ADMIN,
  },
  {
    kind: "section",
    id: "commissions",
    icon: Coins,
    labelKey: "commission:menu.section",
    roles: ADMIN,
    children: [
      {
        kind: "link",
        permission: "commission_lines",
        path: "/panel/commission/lines",
        icon: ReceiptText,
        labelKey: "commission:menu.lines",
        roles: ADMIN,
      },
      {
        kind: "link",
        permission: "commission_payouts",
        path: "/panel/commission/payouts",
        icon: WalletCards,
        labelKey: "commission:menu.payouts",
        roles: ADMIN,
      },
      {
        kind: "link",
        permission: "commission_report",
        path: "/panel/commission/report",
        icon: FileSpreadsheet,
        labelKey: "commission:menu.report",
        roles: ADMIN,
      },
      {
        kind: "link",
        permission: "commission_schemes",
        path: "/panel/commission/schemes",
        icon: Percent,
        labelKey: "commission:menu.schemes",
        roles: ADMIN,
      },
    ],
  },
  {
    kind: "link",
    permission: "new_booking",
    path: "/panel/booking/new",
    icon: ClipboardPlus,
    labelKey: "menu.new_booking",
    roles: ADMIN,
  },
  {
    kind: "link",
    permission: "booking_history",
    path: "/panel/booking-history",
    icon: History,
    labelKey: "menu.booking_history",
    roles: BOTH,
    badge: "pending",
  },
  {
    kind: "link",
    permission: "savings",
    path: "/panel/savings",
    // An icon the menu already has: menu.ts is in the storefront's chunk (the account menu), and
    // each new icon would add its bytes to every storefront page (docs/performance.md).
    icon: Coins,
    labelKey: "savings:menu",
    roles: BOTH,
  },
  { kind: "link", permission: "refund", path: "/panel/refunds", icon: Undo2, labelKey: "menu.refunds", roles: ADMIN },
  {
    kind: "link",
    permission: "readiness",
    path: "/panel/readiness",
    icon: ClipboardCheck,
    labelKey: "readiness:menu",
    roles: ADMIN,
  },
  {
    kind: "link",
    permission: "account_closures",
    path: "/panel/account-closures",
    icon: UserX,
    labelKey: "privacy:menu.title",
    roles: ADMIN,
  },
  {
    kind: "link",
    permission: "statement",
    path: "/panel/statements",
    icon: FileSpreadsheet,
    labelKey: "statement:menu.title",
    roles: ADMIN,
  },
  {
    kind: "link",
    permission: "payments_overdue",
    path: "/panel/payments/overdue",
    icon: CalendarClock,
    labelKey: "schedule:list.menu",
    roles: ADMIN,
  },
  {
    kind: "section",
    id: "gallery",
    icon: Images,
    labelKey: "menu.gallery",
    roles: ADMIN,
    children: [
      {
        kind: "link",
        permission: "gallery",
        path: "/panel/gallery",
        icon: Image,
        labelKey: "menu.photo",
        roles: ADMIN,
      },
      {
        kind: "link",
        permission: "video",
        path: "/panel/gallery/video",
        icon: Video,
        labelKey: "menu.video",
        roles: ADMIN,
      },
      {
        kind: "link",
        permission: "slider",
        path: "/panel/gallery/slider",
        icon: SlidersHorizontal,
        labelKey: "menu.slider",
        roles: ADMIN,
      },
    ],
  },
  { kind: "link", permission: "page", path: "/panel/page", icon: FileText, labelKey: "menu.page", roles: ADMIN },
  { kind: "link", permission: "faq", path: "/panel/faq", icon: CircleHelp, labelKey: "menu.faq", roles: ADMIN },
  {
    kind: "link",
    permission: "testimony",
    path: "/panel/tour/testimony",
    icon: MessageSquareQuote,
    labelKey: "menu.testimony",
    roles: ADMIN,
  },
  {
    kind: "link",
    permission: "partner",
    path: "/panel/partner",
    icon: Handshake,
    labelKey: "menu.partner",
    roles: ADMIN,
  },
  {
    kind: "link",
    permission: "report",
    path: "/panel/report",
    icon: ChartColumn,
    labelKey: "menu.report",
    roles: ADMIN,
  },
  {
    kind: "link",
    permission: "cash_report",
    path: "/panel/report/cash",
    icon: Wallet,
    labelKey: "report:cash.title",
    roles: ADMIN,
  },
  {
    kind: "link",
    permission: "below_reference",
    path: "/panel/report/below-reference",
    icon: ChartColumn,
    labelKey: "report:below_reference.title",
    roles: ADMIN,
  },
  {
    kind: "link",
    permission: "messages",
    path: "/panel/messages",
    icon: Send,
    labelKey: "menu.messages",
    roles: ADMIN,
  },
  {
    kind: "section",
    id: "settings",
    icon: Settings,
    labelKey: "menu.settings",
    roles: ADMIN,
    children: [
      {
        kind: "link",
        permission: "setting",
        path: "/panel/setting",
        icon: PanelsTopLeft,
        labelKey: "menu.setting_general",
        roles: ADMIN,
      },
      { kind: "link", permission: "bank", path: "/panel/bank", icon: Landmark, labelKey: "menu.bank", roles: ADMIN },
      {
        kind: "link",
        permission: "whatsapp_settings",
        path: "/panel/settings/whatsapp",
        icon: MessageCircle,
        labelKey: "menu.whatsapp",
        roles: ADMIN,
      },
    ],
  },
  {
    kind: "section",
    id: "agent-workspace",
    icon: Briefcase,
    labelKey: "agent:menu.workspace_section",
    roles: CUSTOMER,
    children: [
      {
        kind: "link",
        permission: "agent_workspace",
        path: "/panel/agent",
        icon: LayoutDashboard,
        labelKey: "agent:menu.workspace",
        roles: CUSTOMER,
      },
      {
        kind: "link",
        permission: "agent_pilgrims",
        path: "/panel/agent/pilgrims",
        icon: Users,
        labelKey: "agent:menu.pilgrims",
        roles: CUSTOMER,
      },
      {
        kind: "link",
        permission: "agent_share",
        path: "/panel/agent/share",
        icon: Share2,
        labelKey: "agent:menu.share",
        roles: CUSTOMER,
      },
      {
        kind: "link",
        permission: "agent_commissions",
        path: "/panel/agent/commissions",
        icon: Wallet,
        labelKey: "agent:menu.commissions",
        roles: CUSTOMER,
      },
    ],
  },
  {
    kind: "link",
    permission: "agent_application",
    path: "/panel/agent-application",
    icon: HandCoins,
    labelKey: "agent:menu.mine",
    roles: CUSTOMER,
  },
  {
    kind: "link",
    permission: "profile",
    path: "/panel/profile",
    icon: UserRound,
    labelKey: "menu.profile",
    roles: CUSTOMER,
  },
  {
    kind: "link",
    permission: "update_password",
    path: "/panel/update-password",
    icon: KeyRound,
    labelKey: "menu.update_password",
    roles: CUSTOMER,
  },
];

/**
 * The menu a role sees: entries and section children filtered, empty sections dropped. `isAgent`:
 * the account is an approved agent (the session's `agent_id`), who sees the agent's workspace.
 */
export function menuFor(role: Role, staffRole: StaffRole | null | undefined, isAgent = false): PanelMenuEntry[] {
  // A link shows when its screen would open for this account (the route table's roles and staff
  // permission), so the menu never offers a screen that answers 403.
  const shown = (link: PanelMenuLink) => {
    const screen = panelRoutes.find((r) => r.path === link.path);
    return link.roles.includes(role) && (!screen || mayOpen(screen, role, staffRole, isAgent));
  };
  const out: PanelMenuEntry[] = [];
  for (const entry of panelMenu) {
    if (!entry.roles.includes(role)) continue;
    if (entry.kind === "link") {
      if (shown(entry)) out.push(entry);
    } else {
      const children = entry.children.filter(shown);
      if (children.length) out.push({ ...entry, children });
    }
  }
  return out;
}

/** Every link of the menu, sections flattened (all roles). */
export const panelLinks: PanelMenuLink[] = panelMenu.flatMap((e) => (e.kind === "link" ? [e] : e.children));

/** The label key of the panel screen carrying this permission, for titles and the top bar. */
export function labelKeyFor(permission: Permission | undefined): string | undefined {
  return panelLinks.find((l) => l.permission === permission)?.labelKey;
}

/** The label of the area a link opens: its section's label when it leads a section (gallery, settings). */
export function areaLabelKeyFor(permission: Permission): string | undefined {
  const section = panelMenu.find(
    (e): e is PanelMenuSection => e.kind === "section" && e.children[0]?.permission === permission,
  );
  return section?.labelKey ?? labelKeyFor(permission);
}
