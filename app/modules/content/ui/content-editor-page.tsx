import { type contentClient, contentQueries } from "#app/modules/content/content.api-client";
import { RecordEditorPage } from "#app/shared/ui/record-editor-page";
import { useContentT } from "./use-content-t";

/** The content records edited on a page of their own (the others are edited in a dialog). */
export type EditorName = "faq" | "page" | "partner" | "testimony";

/** Each record page's texts, written out in full (test/i18n-keys.test.ts finds a key by its full name). */
export const EDITOR_TEXTS = {
  faq: { edit: "ui.faq.edit_title", create: "ui.faq.create_title", intro: "ui.faq.form_intro", back: "ui.faq.back" },
  page: {
    edit: "ui.page.edit_title",
    create: "ui.page.create_title",
    intro: "ui.page.form_intro",
    back: "ui.page.back",
  },
  partner: {
    edit: "ui.partner.edit_title",
    create: "ui.partner.create_title",
    intro: "ui.partner.form_intro",
    back: "ui.partner.back",
  },
  testimony: {
    edit: "ui.testimony.edit_title",
    create: "ui.testimony.create_title",
    intro: "ui.testimony.form_intro",
    back: "ui.testimony.back",
  },
} as const satisfies Record<EditorName, Record<"edit" | "create" | "intro" | "back", string>>;

type EditOf<N extends EditorName> = Awaited<ReturnType<(typeof contentClient)[N]["edit"]>>["data"];

/**
 * /panel/<record>/create and /panel/<record>/{id}: the record page of a content record, titled
 * by the resource's `ui.<name>.*` texts, with the record's editor (given by the route, so a
 * route loads only its own editor).
 */
export function ContentEditorPage<N extends EditorName>({
  name,
  id,
  listPath,
  width,
  Editor,
}: {
  name: N;
  id: string | undefined;
  listPath: string;
  width?: "max-w-4xl";
  Editor: (props: { record?: EditOf<N> }) => React.ReactNode;
}) {
  const { t } = useContentT();
  const texts = EDITOR_TEXTS[name];
  return (
    <RecordEditorPage<EditOf<N>>
      title={id ? t(texts.edit) : t(texts.create)}
      description={t(texts.intro)}
      back={{ to: listPath, label: t(texts.back) }}
      width={width}
      load={id === undefined ? undefined : (contentQueries.edit(name, Number(id)) as never)}
    >
      {(record) => <Editor record={record} />}
    </RecordEditorPage>
  );
}
