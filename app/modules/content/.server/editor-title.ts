import { serverT } from "#app/shared/i18n/server";
import type { Locale } from "#app/shared/i18n/config";
import { EDITOR_TEXTS, type EditorName } from "#app/modules/content/ui/content-editor-page";

/** The loader data of a content record's page: its title ("Edit ..." with an id, "New ..." without). */
export function editorTitle(locale: Locale, name: EditorName, editing: boolean) {
  const t = serverT(locale, "content_admin");
  const texts = EDITOR_TEXTS[name];
  return { title: editing ? t(texts.edit) : t(texts.create) };
}
