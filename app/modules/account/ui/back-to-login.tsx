import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The way back to the login under the forgot and reset password screens. */
export function BackToLogin({ testId }: { testId?: string }) {
  const { t } = useTranslation("account");
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className="font-semibold text-brand-700 underline hover:text-brand-800" data-testid={testId}>
        {t("forgot.back_to_login")}
      </Link>
    </p>
  );
}
