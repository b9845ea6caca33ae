import { CheckCircle2, FileUp, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { UPLOAD_MAX_BYTES } from "#app/modules/media/media.contract";
import type { ControlA11y } from "#app/shared/ui/form-field";
import { handleWriteError } from "#app/shared/http/panel-api";
import { bookingClient } from "#app/modules/booking/booking.api-client";

// HEIC/HEIF: phones' photos, kept as JPEG by the server (decision 063); the extensions for
// browsers that know no HEIC type.
export const DOCUMENT_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf";
export const UPLOAD_MAX_MB = Math.round(UPLOAD_MAX_BYTES / 1024 / 1024);

/**
 * A private document (a transfer proof: an image or a PDF), uploaded as soon as it is
 * chosen (POST /api/upload?purpose=document); only its owner and the admins can open it.
 * A native file input: labelled by its FormField, reachable and usable from the keyboard.
 */
export function DocumentUpload({
  a11y,
  onUploaded,
  testId,
}: {
  a11y: ControlA11y;
  onUploaded: (id: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const { t: te } = useTranslation("errors");
  const statusId = useId();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error(`${file.name}: ${te("file_too_large", { max: UPLOAD_MAX_MB })}`);
      return;
    }
    setBusy(true);
    try {
      const res = await bookingClient.uploadDocument(file);
      setDone(file.name);
      onUploaded(res.data.id);
    } catch (err) {
      setDone(null);
      onUploaded("");
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-1">
      <FilePicker
        a11y={a11y}
        statusId={statusId}
        busy={busy}
        icon={FileUp}
        label={busy ? t("upload.uploading") : done ? t("upload.replace") : t("upload.choose")}
        className={a11y["aria-invalid"] ? " border-red-700" : " "}
        onFile={(file) => void upload(file)}
        testId={testId}
      />
      <p id={statusId} aria-live="polite" className="text-sm">
        {done ? (
          <span
            className="flex items-center gap-2 text-emerald-800"
            data-testid={testId ? `${testId}-done` : undefined}
          >
            <CheckCircle2 aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 break-all">{t("upload.uploaded", { name: done })}</span>
          </span>
        ) : null}
      </p>
    </div>
  );
}

/**
 * The button that chooses a private document: a native file input inside its label (reachable and
 * usable from the keyboard), described by its field's hint and error and by the upload's status.
 */
export function FilePicker({
  a11y,
  statusId,
  busy,
  icon: Icon,
  label,
  className = "",
  onFile,
  testId,
  accept = DOCUMENT_ACCEPT,
  capture,
}: {
  a11y: ControlA11y;
  statusId: string;
  busy: boolean;
  icon: typeof FileUp;
  label: string;
  /** Appended to the label's classes. */
  className?: string;
  onFile: (file: File | undefined) => void;
  testId?: string;
  /** The types offered (default: images and PDF); "image/*" with `capture` opens the camera on phones. */
  accept?: string;
  capture?: "environment" | "user";
}) {
  return (
    <label
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 focus-within:ring-2 focus-within:ring-brand-600/40 hover:bg-brand-50 ${busy ? "pointer-events-none opacity-70" : ""}${className}`}
    >
      {busy ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : <Icon aria-hidden className="size-5" />}
      <span>{label}</span>
      <input
        {...a11y}
        aria-describedby={[a11y["aria-describedby"], statusId].filter(Boolean).join(" ")}
        type="file"
        accept={accept}
        capture={capture}
        disabled={busy}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
        className="sr-only"
        data-testid={testId}
      />
    </label>
  );
}
