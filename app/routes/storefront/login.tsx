import { useTranslation } from "react-i18next";
import { Link, redirect, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { LoginForm } from "#app/modules/account/ui/login-form";
import { safeRedirect } from "#app/shared/http/safe-redirect";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/login";
import { AuthPageFrame } from "#app/shared/ui/site/auth-page-frame";
import { pageMeta } from "#app/shared/ui/site/page-meta";

export function loader({ context, request }: Route.LoaderArgs) {
  // Someone already logged in has nothing to do here: on to where they were going.
  if (context.ctx.actor) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirect")));
  return { title: serverT(context.ctx.locale, "account")("login.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title });

/** /login: the modal's login form on its own page; the 401 handler sends visitors here. */
export default function LoginPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const redirectParam = params.get("redirect");
  const target = safeRedirect(redirectParam);
  const registerHref = redirectParam ? `/register?redirect=${encodeURIComponent(target)}` : "/register";
  return (
    <AuthPageFrame title={t("login.title")} intro={t("login.intro")}>
      <LoginForm
        onSuccess={async () => {
          await navigate(target, { replace: true });
          // The root loader does not rerun on navigation: refresh it so every layout sees the user.
          await revalidator.revalidate();
        }}
      />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("login.no_account")}{" "}
        <Link to={registerHref} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t("login.register_link")}
        </Link>
      </p>
    </AuthPageFrame>
  );
}
