import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { useActivePermission } from "#app/shared/ui/use-active-permission";

export interface NavLeaf {
  to: string;
  label: string;
  current: boolean;
}
export type NavEntry =
  | ({ kind: "link"; key: string } & NavLeaf)
  | { kind: "group"; key: string; label: string; current: boolean; items: NavLeaf[] };

interface NavSource {
  categories: { id: number; name: string }[];
  branches: { id: number; title: string }[];
}

/**
 * The storefront menu of docs/product.md §Storefront pages, one model for the desktop bar and the mobile
 * panel (which adds /destination). The highlighted item follows the route's permission code.
 */
export function useNavEntries({ categories, branches }: NavSource, { mobile }: { mobile: boolean }): NavEntry[] {
  const { t } = useTranslation("common");
  const active = useActivePermission();
  const { pathname, search } = useLocation();
  const { page_id: pageId } = useParams();
  const categoryId = new URLSearchParams(search).get("category_id");
  const onTourList = pathname === "/tour";

  const link = (key: string, to: string, label: string, current: boolean): NavEntry => ({
    kind: "link",
    key,
    to,
    label,
    current,
  });

  const entries: NavEntry[] = [
    link("home", "/", t("nav.home"), active === "home"),
    link("about", "/about", t("nav.about"), active === "about"),
    {
      kind: "group",
      key: "tour",
      label: t("nav.tour_packages"),
      current: active === "tour",
      items: [
        { to: "/tour", label: t("nav.all_packages"), current: onTourList && !categoryId },
        ...categories.map((c) => ({
          to: `/tour?category_id=${c.id}`,
          label: c.name,
          current: onTourList && categoryId === String(c.id),
        })),
      ],
    },
  ];
  if (mobile) entries.push(link("destination", "/destination", t("nav.destination"), active === "destination"));
  entries.push(
    link("gallery", "/gallery", t("nav.gallery"), active === "gallery"),
    link("video", "/gallery/video", t("nav.video"), active === "video"),
  );
  // The branches menu exists only when there are branch pages. /page/{id} also serves footer
  // pages (same permission code), so only a branch's own id highlights it.
  if (branches.length > 0) {
    entries.push({
      kind: "group",
      key: "branch",
      label: t("nav.branches"),
      current: active === "branch" && branches.some((b) => String(b.id) === pageId),
      items: branches.map((b) => ({
        to: `/page/${b.id}`,
        label: b.title,
        current: active === "branch" && String(b.id) === pageId,
      })),
    });
  }
  entries.push(
    link("contact", "/contact-us", t("nav.contact"), active === "contact"),
    link("faq", "/faq", t("nav.faq"), active === "faq"),
  );
  return entries;
}
