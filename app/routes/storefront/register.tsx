import { useTranslation } from "react-i18next";
import { Link, redirect, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { RegisterForm } from "#app/modules/account/ui/register-form";
import { safeRedirect } from "#app/shared/http/safe-redirect";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/register";
import { AuthPageFrame } from "#app/shared/ui/site/auth-page-frame";
import { pageMeta } from "#app/shared/ui/site/page-meta";

export function loader({ context, request }: Route.LoaderArgs) {
  if (context.ctx.actor) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirect")));
  return { title: serverT(context.ctx.locale, "account")("register.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title });

/** /register: the long register form on its own page; a new customer lands in the panel. */
export default function RegisterPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const redirectParam = params.get("redirect");
  const target = safeRedirect(redirectParam);
  const loginHref = redirectParam ? `/login?redirect=${encodeURIComponent(target)}` : "/login";
  return (
    <AuthPageFrame title={t("register.title")} intro={t("register.intro")} wide>
      <RegisterForm
        onSuccess={async () => {
          await navigate(target, { replace: true });
          await revalidator.revalidate();
        }}
      />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("register.has_account")}{" "}
        <Link to={loginHref} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t("register.login_link")}
        </Link>
      </p>
    </AuthPageFrame>
  );
}
