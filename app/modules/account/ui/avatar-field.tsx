import { HiddenFileInput } from "#app/shared/ui/fields/hidden-file-input";
import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { UPLOAD_MAX_BYTES } from "#app/modules/media/media.contract";
import { accountClient } from "#app/modules/account/account.api-client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { buttonClass } from "#app/shared/ui/page-header";
import { initials } from "#app/shared/ui/panel/panel-sidebar";
import { ActionButton } from "#app/shared/ui/buttons/action-button";

const ACCEPT = "image/jpeg,image/png,image/webp";
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / 1024 / 1024);

/** What the form sends as `profile_picture`: undefined keeps the saved one, null removes it. */
export interface PictureValue {
  id: string | null | undefined;
  url: string | null;
}

/**
 * The profile picture: a round preview (initials when there is none), choose or change, and
 * remove. The file is uploaded at once (`purpose=avatar`: re-encoded, cropped to a square) and
 * becomes the profile's picture when the profile is saved.
 */
export function AvatarField({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: PictureValue;
  onChange: (value: PictureValue) => void;
  error?: string;
}) {
  const { t } = useTranslation("account");
  const { t: te } = useTranslation("errors");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  // Saved (the form hands back the stored picture): nothing is pending any more.
  useEffect(() => {
    if (value.id === undefined) setStatus("");
  }, [value.id]);

  const upload = async (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error(`${file.name}: ${te("file_too_large", { max: MAX_MB })}`);
      return;
    }
    setBusy(true);
    try {
      const res = await accountClient.uploadAvatar(file);
      onChange({ id: res.data.id, url: res.data.url });
      setStatus(t("profile.picture_ready"));
    } catch (err) {
      handleWriteError(err, te("unavailable"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset aria-describedby={`${id}-hint`} className="min-w-0" data-testid="profile-picture">
      <legend className="sr-only">{t("profile.picture")}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {value.url ? (
          <img
            src={value.url}
            alt={t("profile.picture_alt", { name })}
            width={112}
            height={112}
            className="size-28 shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-brand-50"
            data-testid="profile-picture-preview"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-28 shrink-0 items-center justify-center rounded-full bg-brand-700 text-3xl font-semibold text-white ring-4 ring-brand-50"
          >
            {initials(name || "?")}
          </span>
        )}
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <HiddenFileInput
              inputRef={input}
              accept={ACCEPT}
              onFiles={([file]) => file && void upload(file)}
              testId="profile-picture-input"
            />
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={busy}
              onClick={() => input.current?.click()}
              data-testid="profile-picture-choose"
            >
              {busy ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <ImagePlus aria-hidden className="size-4" />
              )}
              {busy
                ? t("profile.picture_uploading")
                : value.url
                  ? t("profile.picture_change")
                  : t("profile.picture_choose")}
            </button>
            {value.url && !busy ? (
              <ActionButton
                look="danger"
                icon={Trash2}
                onClick={() => {
                  onChange({ id: null, url: null });
                  setStatus(t("profile.picture_removed"));
                }}
                data-testid="profile-picture-remove"
              >
                {t("profile.picture_remove")}
              </ActionButton>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600">
            {t("profile.picture_hint", { max: MAX_MB })}
          </p>
          {status && !busy ? (
            <p className="mt-1 text-sm font-medium text-brand-800" data-testid="profile-picture-status">
              {status}
            </p>
          ) : null}
          {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {busy ? t("profile.picture_uploading") : status}
      </p>
    </fieldset>
  );
}
