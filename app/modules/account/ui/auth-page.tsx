import { useTranslation } from "react-i18next";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { safeRedirect } from "#app/shared/http/safe-redirect";
import { AuthPageFrame } from "#app/shared/ui/site/auth-page-frame";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

// What differs between the two pages: the form, the card's width, the words and the link to the other page.
const PAGES = {
  login: {
    Form: LoginForm,
    wide: false,
    title: "login.title",
    intro: "login.intro",
    other: "/register",
    prompt: "login.no_account",
    link: "login.register_link",
  },
  register: {
    Form: RegisterForm,
    wide: true,
    title: "register.title",
    intro: "register.intro",
    other: "/login",
    prompt: "register.has_account",
    link: "register.login_link",
  },
} as const;

/**
 * /login and /register: the modal's form on its own page. Success goes on to the `redirect`
 * parameter (checked by safeRedirect); the link to the other page keeps it.
 */
export function AuthPage({ kind }: { kind: keyof typeof PAGES }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const { Form, wide, title, intro, other, prompt, link } = PAGES[kind];
  const redirectParam = params.get("redirect");
  const target = safeRedirect(redirectParam);
  const otherHref = redirectParam ? `${other}?redirect=${encodeURIComponent(target)}` : other;
  return (
    <AuthPageFrame title={t(title)} intro={t(intro)} wide={wide}>
      <Form
        onSuccess={async () => {
          await navigate(target, { replace: true });
          // The root loader does not rerun on navigation: refresh it so every layout sees the user.
          await revalidator.revalidate();
        }}
      />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t(prompt)}{" "}
        <Link to={otherHref} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t(link)}
        </Link>
      </p>
    </AuthPageFrame>
  );
}
