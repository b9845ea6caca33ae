import type { UseCaseArgs } from "#app/shared/context";
import type { MessagesResponse } from "#app/modules/notification/notification.contract";
import { listMessagesOf } from "#app/modules/notification/.server/list-messages";
import { describeUsers } from "./describe-users";
import { readableCustomerRow } from "./get-customer";

/**
 * What a user was sent (mail and WhatsApp, with their status), what they wrote to the agency's
 * WhatsApp number and their consent's history (decision 080), for staff who may read that user:
 * the customers permission, within a branch clerk's branch (404 otherwise, as GET /customer/{id}).
 */
export async function listCustomerMessages({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<MessagesResponse> {
  const row = await readableCustomerRow(ctx, input.id);
  return listMessagesOf(ctx, { userId: row.id }, async (ids) => {
    const people = await describeUsers({ ctx, input: { ids } });
    return new Map([...people].map(([id, u]) => [id, u.name]));
  });
}
