import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** No package matches the filters: say so and offer the whole list. */
export function TourListEmpty({ resetHref }: { resetHref: string }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-500" />
      <h2 className="text-lg font-semibold text-slate-900">{t("list.empty_title")}</h2>
      <p className="max-w-md text-slate-700">{t("list.empty_text")}</p>
      <Link
        to={resetHref}
        className="mt-2 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        data-testid="tour-reset"
      >
        {t("list.reset")}
      </Link>
    </div>
  );
}
