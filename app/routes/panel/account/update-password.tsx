import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Honest placeholder for screens a later issue builds: no fake data. */
export default function NotAvailable() {
  const { t } = useTranslation("common");
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t("not_available.title")}</h1>
      <p className="mt-3 text-slate-600">{t("not_available.text")}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      >
        {t("error.back_home")}
      </Link>
    </section>
  );
}
