import { HiddenFileInput } from "#app/shared/ui/fields/hidden-file-input";
import { ArrowDown, ArrowUp, ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { mediaClient } from "#app/modules/media/media.api-client";
import { type ImageDto, UPLOAD_MAX_BYTES } from "#app/modules/media/media.contract";
import { handleWriteError } from "#app/shared/http/panel-api";
import { pathError } from "#app/shared/ui/list-kit";
import { buttonClass } from "#app/shared/ui/page-header";

export type { ImageDto };

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / 1024 / 1024);

/** The uploaded file as the image a form holds. */
async function uploadImage(file: File): Promise<ImageDto> {
  const d = (await mediaClient.uploadImage(file)).data;
  return { id: d.id, url: d.url, srcset: d.srcset ?? "", width: d.width, height: d.height };
}

/** Uploads files one by one; a file too large is refused here before it is sent. */
function useUploader() {
  const { t } = useTranslation("catalog_admin");
  const { t: te } = useTranslation("errors");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  /** Resolves with how many files were uploaded. */
  const run = async (files: File[], onEach: (image: ImageDto) => void): Promise<number> => {
    const ok = files.filter((f) => {
      if (f.size <= UPLOAD_MAX_BYTES) return true;
      toast.error(`${f.name}: ${te("file_too_large", { max: MAX_MB })}`);
      return false;
    });
    let uploaded = 0;
    if (!ok.length) return uploaded;
    setProgress({ done: 0, total: ok.length });
    try {
      for (const file of ok) {
        onEach(await uploadImage(file));
        uploaded += 1;
        setProgress({ done: uploaded, total: ok.length });
      }
    } catch (err) {
      handleWriteError(err, t("ui.unavailable"));
    } finally {
      setProgress(null);
    }
    return uploaded;
  };
  return { progress, run, busy: progress !== null };
}

function Preview({ image, alt, className = "" }: { image: ImageDto; alt: string; className?: string }) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes="(min-width: 640px) 320px, 50vw"
      alt={alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
      className={`aspect-[4/3] w-full rounded-md bg-slate-100 object-cover ${className}`}
    />
  );
}

/**
 * What an upload field takes: its label, value and change, hint, error and test id. Without a
 * hint the field says what every image upload accepts (`image.hint`: the types and size).
 */
interface UploadProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  hint?: string;
  error?: string;
  testId?: string;
}

/** The state of an upload field: its ids, hidden file input, the uploader and the announced status. */
function useUploadField() {
  const { t } = useTranslation("catalog_admin");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  return { t, id, input, status, setStatus, ...useUploader() };
}

/**
 * One image (a cover, a destination picture): preview, choose or replace, remove. Uploading
 * shows a spinner and a "working" text that screen readers announce.
 */
export function ImageUpload({ label, value, onChange, hint: given, error, testId }: UploadProps<ImageDto | null>) {
  const { t, id, input, run, busy, status, setStatus } = useUploadField();
  const hint = given ?? t("image.hint");

  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined} data-testid={testId} className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="w-full max-w-xs">
          {value ? (
            <Preview image={value} alt={t("image.preview_of", { label })} />
          ) : (
            <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed border-slate-300 bg-slate-50 text-sm text-slate-600">
              <ImagePlus aria-hidden className="size-8 text-slate-500" />
              {t("image.none")}
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <HiddenFileInput
            inputRef={input}
            accept={ACCEPT}
            onFiles={(files) => void run(files.slice(0, 1), onChange).then((n) => n && setStatus(t("image.uploaded")))}
            testId={testId ? `${testId}-input` : undefined}
          />
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <ImagePlus aria-hidden className="size-4" />
            )}
            {busy ? t("image.uploading") : value ? t("image.replace") : t("image.choose")}
            <span className="sr-only">: {label}</span>
          </button>
          {value && !busy ? (
            <button
              type="button"
              className={buttonClass.danger}
              onClick={() => {
                onChange(null);
                setStatus(t("image.removed"));
              }}
            >
              <Trash2 aria-hidden className="size-4" />
              {t("image.remove")}
              <span className="sr-only">: {label}</span>
            </button>
          ) : null}
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
      <p className="sr-only" aria-live="polite">
        {busy ? t("image.uploading") : status}
      </p>
    </fieldset>
  );
}

/**
 * A photo gallery: several files at once (uploaded one after the other with a count), previews
 * in order, move earlier / later, remove.
 */
export function GalleryUpload({
  label,
  value,
  onChange,
  max = 30,
  hint: given,
  error,
  testId,
}: UploadProps<ImageDto[]> & { max?: number }) {
  const { t, id, input, run, busy, progress, status, setStatus } = useUploadField();
  const hint = given ?? t("image.hint");
  // Uploads finish one by one: collect them on a ref so each sees the previous ones.
  const current = useRef(value);
  current.current = value;

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
    setStatus(t("image.moved", { n: from + 1, to: to + 1 }));
  };
  const full = value.length >= max;

  return (
    <fieldset aria-describedby={`${id}-hint`} data-testid={testId} className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <p id={`${id}-hint`} className="mb-3 text-xs text-slate-600">
        {hint ? `${hint} ` : ""}
        {t("image.gallery_count", { count: value.length, max })}
      </p>
      {value.length ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {value.map((image, i) => (
            <li key={image.id} className="rounded-lg border border-slate-200 bg-white p-2" data-testid="gallery-item">
              <Preview image={image} alt={t("image.photo_n", { n: i + 1 })} />
              <p className="mt-2 text-xs font-medium text-slate-700">{t("image.photo_n", { n: i + 1 })}</p>
              <div className="mt-1 flex items-center justify-between">
                <span className="flex">
                  <button
                    type="button"
                    className={buttonClass.icon}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    title={t("image.move_earlier", { n: i + 1 })}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                    <span className="sr-only">{t("image.move_earlier", { n: i + 1 })}</span>
                  </button>
                  <button
                    type="button"
                    className={buttonClass.icon}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, i + 1)}
                    title={t("image.move_later", { n: i + 1 })}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                    <span className="sr-only">{t("image.move_later", { n: i + 1 })}</span>
                  </button>
                </span>
                <button
                  type="button"
                  className={buttonClass.iconDanger}
                  onClick={() => {
                    onChange(value.filter((_, j) => j !== i));
                    setStatus(t("image.removed"));
                  }}
                  title={t("image.remove_n", { n: i + 1 })}
                >
                  <Trash2 aria-hidden className="size-4" />
                  <span className="sr-only">{t("image.remove_n", { n: i + 1 })}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <HiddenFileInput
        inputRef={input}
        accept={ACCEPT}
        multiple
        onFiles={(files) => {
          void run(files.slice(0, Math.max(0, max - value.length)), (image) => {
            const next = [...current.current, image];
            current.current = next;
            onChange(next);
          }).then((n) => n && setStatus(t("image.uploaded")));
        }}
        testId={testId ? `${testId}-input` : undefined}
      />
      <button
        type="button"
        className={`${buttonClass.secondary} mt-3`}
        disabled={busy || full}
        onClick={() => input.current?.click()}
      >
        {busy ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <ImagePlus aria-hidden className="size-4" />
        )}
        {busy && progress
          ? t("image.uploading_count", { done: Math.min(progress.done + 1, progress.total), total: progress.total })
          : t("image.add_photos")}
      </button>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
      <p className="sr-only" aria-live="polite">
        {busy && progress
          ? t("image.uploading_count", { done: Math.min(progress.done + 1, progress.total), total: progress.total })
          : status}
      </p>
    </fieldset>
  );
}

/**
 * An image field of a react-hook-form form: the form holds the image (`ImageDto | null`) and the
 * contract gets its id, so the contract's error is at `errorPath` (e.g. `image_id`); without
 * `errorPath` the field shows no error of its own.
 */
export function ImageField<T extends FieldValues, O>({
  control,
  name,
  errorPath,
  label,
  hint,
  testId,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  errorPath?: string;
  label: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => (
        <ImageUpload
          label={label}
          hint={hint}
          value={field.value ?? null}
          onChange={field.onChange}
          error={errorPath ? pathError(formState.errors, errorPath) : undefined}
          testId={testId}
        />
      )}
    />
  );
}
