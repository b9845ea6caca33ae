import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

/** Photos and videos are two pages of one gallery: links between them, the current one marked. */
export function GalleryNav() {
  const { t } = useTranslation("content");
  const cls = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-md px-4 font-semibold ${isActive ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"}`;
  return (
    <nav aria-label={t("gallery.tabs_label")} className="mt-4">
      <ul className="flex gap-2">
        <li>
          <NavLink to="/gallery" end className={cls}>
            {t("gallery.photos")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/gallery/video" end className={cls}>
            {t("gallery.videos")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
