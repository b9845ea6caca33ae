import { useTranslation } from "react-i18next";

/** The translated texts of the content screens, with the generic kit texts of catalog_admin. */
export function useContentT() {
  const { t, i18n } = useTranslation(["content_admin", "catalog_admin"]);
  return { t, locale: i18n.language };
}
