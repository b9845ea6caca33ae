import { ChevronDown, KeyRound, LogOut, type LucideIcon, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { initials } from "#app/shared/ui/panel/panel-sidebar";

interface UserMenuProps {
  user: { name: string; username: string; profile_picture_url: string | null };
  onLogout: () => void;
}

const itemBase =
  "flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none select-none";
const itemClass = `${itemBase} text-slate-700 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800`;
const logoutClass = `${itemBase} font-medium text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`;

/** The profile picture dropdown of the top bar (docs/product.md §Panel and permissions, "Panel layout"). */
export function PanelUserMenu({ user, onLogout }: UserMenuProps) {
  const { t } = useTranslation("panel");
  return (
    // Not modal: the logout confirmation dialog opens right after it closes. Not portalled: it stays
    // inside the header landmark.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        aria-label={t("user_menu.label", { name: user.name })}
        data-testid="panel-user-menu"
      >
        <Avatar user={user} />
        <span className="hidden max-w-40 truncate md:inline">{user.name}</span>
        <ChevronDown aria-hidden className="size-4 text-slate-600" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
          <Avatar user={user} size="lg" />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-900">{user.name}</span>
            <span className="block truncate text-sm text-slate-600">@{user.username}</span>
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <MenuLink to="/panel/profile" icon={UserRound} testId="panel-profile-link">
          {t("user_menu.profile")}
        </MenuLink>
        <MenuLink to="/panel/update-password" icon={KeyRound} testId="panel-update-password-link">
          {t("user_menu.update_password")}
        </MenuLink>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={logoutClass} onSelect={onLogout} data-testid="panel-logout">
          <LogOut aria-hidden className="size-4" />
          {t("user_menu.logout")}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The user's picture, or their initials when there is none. Decorative: the name is always beside it. */
function Avatar({ user, size = "md" }: { user: UserMenuProps["user"]; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-11 text-base" : "size-9 text-sm";
  if (user.profile_picture_url) {
    return (
      <img
        src={user.profile_picture_url}
        alt=""
        width={size === "lg" ? 44 : 36}
        height={size === "lg" ? 44 : 36}
        className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white`}
        data-testid="panel-user-avatar"
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white`}
    >
      {initials(user.name)}
    </span>
  );
}

/** A page of the user's own, as an item of the menu. */
function MenuLink({
  to,
  icon: Icon,
  testId,
  children,
}: {
  to: string;
  icon: LucideIcon;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to} data-testid={testId}>
        <Icon aria-hidden className="size-4 text-slate-600" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}
