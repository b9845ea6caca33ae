import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UserRole } from "#app/modules/account/customer.contract";
import { Badge } from "#app/shared/ui/page-header";
import { initials } from "#app/shared/ui/panel/panel-sidebar";

/** The role of a user: admins stand out (blue, shield), customers are plain. */
export function RoleBadge({ role, testId }: { role: UserRole; testId?: string }) {
  const { t } = useTranslation("customer_admin");
  return (
    <Badge tone={role === "admin" ? "blue" : "slate"} testId={testId}>
      {role === "admin" ? <ShieldCheck aria-hidden className="size-3.5" /> : null}
      {t(`role.${role}`)}
    </Badge>
  );
}

/** Whether the account may log in: active (green) or deactivated (red). */
export function ActiveBadge({ active, testId }: { active: boolean; testId?: string }) {
  const { t } = useTranslation("customer_admin");
  return (
    <Badge tone={active ? "green" : "red"} testId={testId}>
      {active ? t("status.active") : t("status.inactive")}
    </Badge>
  );
}

/** The user's picture or initials. Decorative: the name is always beside it. */
export function UserAvatar({ name, src, size = "md" }: { name: string; src: string | null; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-14 text-lg" : "size-10 text-sm";
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={size === "lg" ? 56 : 40}
        height={size === "lg" ? 56 : 40}
        loading="lazy"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  return (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}
