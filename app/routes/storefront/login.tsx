import { AuthPage } from "#app/modules/account/ui/auth-page";
import { guestPageLoader } from "#app/modules/account/ui/guest-page.server";
import type { Route } from "./+types/login";
import { pageMeta } from "#app/shared/ui/site/page-meta";

export const loader = guestPageLoader("login.title");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title });

/** /login: the modal's login form on its own page; the 401 handler sends visitors here. */
export default function LoginPage() {
  return <AuthPage kind="login" />;
}
