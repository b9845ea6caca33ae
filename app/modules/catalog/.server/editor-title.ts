import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";

// Literal keys, so that the message-catalogue test sees each one used.
const TITLES = {
  tour: { edit: "tour.edit_title", create: "tour.create_title" },
  category: { edit: "category.edit_title", create: "category.create_title" },
  destination: { edit: "destination.edit_title", create: "destination.create_title" },
  attribute: { edit: "attribute.edit_title", create: "attribute.create_title" },
} as const;

/** The loader data of a catalogue record's page: its title ("Edit ..." with an id, "Add ..." without). */
export function catalogEditorTitle(locale: Locale, kind: keyof typeof TITLES, editing: boolean) {
  const t = serverT(locale, "catalog_admin");
  return { title: editing ? t(TITLES[kind].edit) : t(TITLES[kind].create) };
}
