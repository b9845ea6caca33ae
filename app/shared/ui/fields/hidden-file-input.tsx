import type { RefObject } from "react";

/**
 * The file input behind an upload button: out of sight and out of the tab order (the button
 * opens it through `inputRef`). It hands over the chosen files and empties itself, so that
 * choosing the same file again is a change too.
 */
export function HiddenFileInput({
  inputRef,
  accept,
  multiple = false,
  onFiles,
  testId,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  testId?: string;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      multiple={multiple}
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(e) => {
        const files = [...(e.target.files ?? [])];
        e.target.value = "";
        onFiles(files);
      }}
      data-testid={testId}
    />
  );
}
