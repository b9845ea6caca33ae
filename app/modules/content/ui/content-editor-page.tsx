import { type contentClient, contentQueries } from "#app/modules/content/content.api-client";
import { RecordEditorPage } from "#app/shared/ui/record-editor-page";
import { useContentT } from "./use-content-t";

/** The content records edited on a page of their own (the others are edited in a dialog). */
export type EditorName = "faq" | "page" | "partner" | "testimony";
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
  return (
    <RecordEditorPage<EditOf<N>>
      title={id ? t(`ui.${name}.edit_title`) : t(`ui.${name}.create_title`)}
      description={t(`ui.${name}.form_intro`)}
      back={{ to: listPath, label: t(`ui.${name}.back`) }}
      width={width}
      load={id === undefined ? undefined : (contentQueries.edit(name, Number(id)) as never)}
    >
      {(record) => <Editor record={record} />}
    </RecordEditorPage>
  );
}
