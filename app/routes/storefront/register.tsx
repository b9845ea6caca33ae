import { AuthPage } from "#app/modules/account/ui/auth-page";
import { guestPageLoader } from "#app/modules/account/ui/guest-page.server";
import type { Route } from "./+types/register";
import { pageMeta } from "#app/shared/ui/site/page-meta";

export const loader = guestPageLoader("register.title");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title });

/** /register: the long register form on its own page; a new customer lands in the panel. */
export default function RegisterPage() {
  return <AuthPage kind="register" />;
}
