import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { GUEST_FIELDS } from "./guest-fields";

const GUEST_PATH = /^guests\.(\d+)\.([a-z_]+)$/;

/**
 * Puts a 422's field messages (`{ "guests.0.full_name": [...], "pax": [...] }`) under the
 * fields of a booking form: top-level fields the form has, each guest's fields, and the
 * guest list itself (`guests`, e.g. the count). Paths the form does not show are left to the
 * toast the shared error handler already showed. Returns the paths that were placed.
 */
export function applyServerErrors<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  errors: Record<string, string[]>,
  fields: readonly string[],
): string[] {
  const values = form.getValues() as { guests?: unknown[] };
  const guestCount = values.guests?.length ?? 0;
  const placed: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const guest = GUEST_PATH.exec(path);
    if (guest) {
      // The room type is chosen beside the guest's fields (guest-room.tsx); its refusals go there too.
      const known = (GUEST_FIELDS as readonly string[]).includes(guest[2]) || guest[2] === "room_type_id";
      if (!known || Number(guest[1]) >= guestCount) continue;
    } else if (path === "guests") {
      form.setError("guests.root" as Path<T>, { type: "server", message });
      placed.push(path);
      continue;
    } else if (!fields.includes(path)) continue;
    form.setError(path as Path<T>, { type: "server", message });
    placed.push(path);
  }
  return placed;
}

/**
 * Brings the first invalid control of `root` into view and focuses it: an input marked
 * aria-invalid, or the first enabled control of a group marked data-invalid (radios, extras).
 * Runs after the browser has painted, so sections opened to show errors are visible.
 */
export function focusFirstInvalid(root: HTMLElement | null) {
  if (!root) return;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const marked = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
      if (!marked) return;
      const target = marked.matches("input, select, textarea, button")
        ? marked
        : (marked.querySelector<HTMLElement>("input:not([disabled]), select, textarea") ?? marked);
      target.scrollIntoView({ block: "center", behavior: "smooth" });
      target.focus({ preventScroll: true });
    }),
  );
}
