import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { customerQueries } from "#app/modules/account/account.api-client";
import { MessageLogSection } from "#app/modules/notification/ui/message-log";

/**
 * The "Messages" section of the staff's customer screen (decision 080): what the user was sent on
 * each channel and its status, their WhatsApp consent and what they wrote to the agency (GET
 * /customer/{id}/messages, the customers permission, as the screen itself).
 */
export function CustomerMessages({ customerId }: { customerId: number }) {
  const { t } = useTranslation("whatsapp");
  const query = useQuery({ ...customerQueries.messages(customerId), staleTime: 0 });
  return <MessageLogSection query={query} description={t("log.intro")} testId="customer-messages" />;
}
