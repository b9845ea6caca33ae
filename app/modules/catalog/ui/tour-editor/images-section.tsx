import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { GalleryUpload, ImageField } from "#app/modules/media/ui/image-upload";
import { FormSection } from "#app/shared/ui/page-header";
import type { TourForm } from "./tour-form-schema";

/** The cover picture and the gallery. */
export function ImagesSection({ form }: { form: TourForm }) {
  const { t } = useTranslation("catalog_admin");
  const { control } = form;
  const { errors } = form.formState;
  return (
    <FormSection title={t("section.images")} description={t("section.images_intro")}>
      <div className="space-y-6">
        <ImageField
          control={control}
          name="cover"
          errorPath="cover_image_id"
          label={t("fields.cover")}
          testId="tour-cover"
        />
        <Controller
          control={control}
          name="gallery"
          render={({ field }) => (
            <GalleryUpload
              label={t("fields.gallery")}
              value={field.value ?? []}
              onChange={field.onChange}
              error={contractError(errors, "gallery_image_ids")}
              testId="tour-gallery"
            />
          )}
        />
      </div>
    </FormSection>
  );
}

/** An error on a contract field the form holds under another name (image ids behind their previews). */
function contractError(errors: object, field: "gallery_image_ids"): string | undefined {
  const node = (errors as Record<string, { message?: string } | undefined>)[field];
  return node?.message;
}
