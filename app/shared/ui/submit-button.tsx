import { LoaderCircle } from "lucide-react";

/**
 * The primary submit button of a form: while the request runs it is disabled (no double
 * submit) and shows a spinner with a "working" label that screen readers announce.
 */
export function SubmitButton({
  loading,
  children,
  loadingLabel,
  className = "",
  ...rest
}: Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  loading: boolean;
  loadingLabel: string;
  "data-testid"?: string;
}) {
  return (
    <button
      {...rest}
      type="submit"
      disabled={loading || rest.disabled}
      aria-busy={loading || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-80 ${className}`}
    >
      {loading ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      <span aria-live="polite">{loading ? loadingLabel : children}</span>
    </button>
  );
}
