import { takenLoginErrors } from "./login-taken";
import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError, type FieldErrors } from "#app/shared/errors";
import { getOwnedImage } from "#app/modules/media/.server/get-owned-image";
import type { profileInput, UserDto } from "#app/modules/account/account.contract";
import { recordWhatsappConsent, whatsappNumberOf } from "#app/modules/notification/.server/whatsapp-consent";
import { findUserById, loginTaken, updateUser } from "./account.repository";
import { toUserDto } from "./to-user-dto";
import { personValues } from "./person-values";

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505";

/**
 * The logged-in user edits their own details and picture. The role, the password and the
 * account's state are not fields of this operation: whatever else the request carries is
 * dropped by the contract, so a customer cannot make themselves an admin here. The WhatsApp box,
 * when sent, opts in (with a number WhatsApp can reach) or out, with the details in one
 * transaction (decision 080); left out, the choice stays.
 */
export async function updateProfile({ ctx, input }: UseCaseArgs<z.output<typeof profileInput>>): Promise<UserDto> {
  const actor = requireRole(ctx);
  const fieldErrors: FieldErrors = takenLoginErrors(await loginTaken(ctx.db, input.username, input.email, actor.id));

  // Left out: keep the picture; null: remove it; an id: one of the user's own avatar uploads.
  let profilePictureUrl: string | null | undefined;
  if (input.profile_picture === null) profilePictureUrl = null;
  else if (input.profile_picture) {
    const image = await getOwnedImage({ ctx, input: { id: input.profile_picture, owner_id: actor.id } });
    if (image) profilePictureUrl = image.url;
    else fieldErrors.profile_picture = [{ key: "unknown_image" }];
  }
  // Checked with the other fields (recordWhatsappConsent checks it again in the transaction).
  if (input.whatsapp_opt_in && !(await whatsappNumberOf(ctx, input.whatsapp_number)))
    fieldErrors.whatsapp_number = [{ key: "whatsapp_number_invalid" }];
  if (Object.keys(fieldErrors).length) throw new AppError("validation", { fieldErrors });

  let row: Awaited<ReturnType<typeof updateUser>> | undefined;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const updated = await updateUser(tx, actor.id, {
        name: input.name,
        username: input.username,
        email: input.email,
        ...personValues(input),
        ...(profilePictureUrl !== undefined ? { profilePictureUrl } : {}),
        // The language of their mails from now on; left out: unchanged.
        ...(input.locale ? { locale: input.locale } : {}),
        updatedAt: ctx.now(),
      });
      // The profile's box; left out, nothing about WhatsApp changes.
      if (updated && input.whatsapp_opt_in !== undefined)
        await recordWhatsappConsent({
          ctx: { ...ctx, db: tx },
          input: {
            userId: actor.id,
            number: input.whatsapp_number,
            optIn: input.whatsapp_opt_in,
            source: "profile",
            recordedBy: actor.id,
          },
        });
      return updated;
    });
  } catch (err) {
    // Two users racing for one name: the unique index decides.
    if (!isUniqueViolation(err)) throw err;
    const again = await loginTaken(ctx.db, input.username, input.email, actor.id);
    throw new AppError("validation", {
      fieldErrors:
        again.email && !again.username
          ? { email: [{ key: "email_taken" }] }
          : { username: [{ key: "username_taken" }] },
    });
  }
  if (!row) {
    // Deleted meanwhile: the session is as good as gone.
    if (!(await findUserById(ctx.db, actor.id))) throw new AppError("unauthenticated");
    throw new AppError("not_found");
  }
  return toUserDto(row, ctx.actor?.agentId ?? null);
}
