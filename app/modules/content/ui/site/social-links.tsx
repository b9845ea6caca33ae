import { useTranslation } from "react-i18next";
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from "#app/shared/ui/brand-icons";

interface SocialSetting {
  name: string;
  facebook_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  youtube_url: string | null;
}

const NETWORKS = [
  { key: "facebook", field: "facebook_url", Icon: FacebookIcon },
  { key: "instagram", field: "instagram_url", Icon: InstagramIcon },
  { key: "tiktok", field: "tiktok_url", Icon: TiktokIcon },
  { key: "youtube", field: "youtube_url", Icon: YoutubeIcon },
] as const;

// Admin-typed URLs: only web links become hrefs (never javascript: or data:).
const isWebUrl = (value: string | null): value is string => !!value && /^https?:\/\//i.test(value.trim());

/** The site's social profiles from the settings: only those set, each named for screen readers. */
export function SocialLinks({
  setting,
  tone,
  className = "",
}: {
  setting: SocialSetting;
  tone: "light" | "dark";
  className?: string;
}) {
  const { t } = useTranslation("common");
  const links = NETWORKS.filter((n) => isWebUrl(setting[n.field]));
  if (links.length === 0) return null;
  const color =
    tone === "light" ? "text-white hover:bg-white/15" : "text-brand-800 hover:bg-brand-100 hover:text-brand-800";
  return (
    <ul aria-label={t("social.label")} className={`flex items-center gap-1 ${className}`}>
      {links.map(({ key, field, Icon }) => (
        <li key={key}>
          <a
            href={setting[field]?.trim()}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${key}`, { site: setting.name })}
            className={`inline-flex size-9 items-center justify-center rounded-full ${color}`}
          >
            <Icon className="size-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
