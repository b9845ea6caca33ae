import { checkPasswordReset } from "#app/modules/account/.server/check-password-reset";
import { ResetPassword } from "#app/modules/account/ui/reset-password";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/reset-password";
import { pageMeta } from "#app/shared/ui/site/page-meta";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx } = context;
  // A dead link says so at once, instead of after the new password is typed.
  const usable = await checkPasswordReset({ ctx, input: { token: params.token } });
  return {
    valid: usable !== null,
    username: usable?.username ?? null,
    title: serverT(ctx.locale, "account")("reset.title"),
  };
}

// A page whose URL carries a secret is never indexed.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title }),
  { name: "robots", content: "noindex, nofollow" },
];

/** /reset-password/{token}: the link from the password reset mail. */
export default function ResetPasswordPage({ loaderData, params }: Route.ComponentProps) {
  return <ResetPassword token={params.token} valid={loaderData.valid} username={loaderData.username} />;
}
