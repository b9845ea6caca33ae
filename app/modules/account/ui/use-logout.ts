import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import { accountClient } from "#app/modules/account/account.api-client";
import { storeSet } from "#app/shared/session/client-store";
import { forgetPageUser } from "#app/shared/session/page-session";
import { useConfirm } from "#app/shared/ui/confirm-dialog";

/** Logout as docs/product.md §Accounts and sessions: confirm first, post /logout, clear the client state. */
export function useLogout() {
  const { t } = useTranslation("common");
  const confirm = useConfirm();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    if (!(await confirm({ text: t("logout.text") }))) return;
    try {
      await accountClient.logout();
    } finally {
      storeSet("user", null);
      forgetPageUser();
      await navigate("/");
      await revalidator.revalidate();
    }
  };
}
