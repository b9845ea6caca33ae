import type { Ctx } from "#app/shared/context";
import type { Db } from "#app/shared/db.server";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError, type FieldErrors, fieldError } from "#app/shared/errors";
import { sanitizeTranslations } from "#app/shared/rich-text.server";
import { getImages } from "#app/modules/media/.server/get-images";
import type { TourInputParsed } from "#app/modules/catalog/catalog.contract";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import {
  codeTaken,
  destinationExists,
  existingCategoryIds,
  findAttributesByIds,
  type NewPackage,
  type PackageRow,
  replaceFacilities,
  replaceItinerary,
  replacePackageAttributes,
  replacePackageCategories,
  replacePackageImages,
} from "./catalog.repository";
import { autoSlug, slugTaken } from "./slugs";

/*
 * What creating and updating a package share: checking every reference in one go (all broken
 * fields in one 422), the row's values, and the replace-all writes of its children.
 */

const unique = <T>(list: T[]) => [...new Set(list)];

/**
 * Checks the code, slug and every referenced id, reporting each broken field with its own
 * message; returns the slug to store.
 */
export async function checkTourInput(ctx: Ctx, input: TourInputParsed, current?: PackageRow): Promise<string> {
  const imageIds = unique([...(input.cover_image_id ? [input.cover_image_id] : []), ...input.gallery_image_ids]);
  const categoryIds = unique(input.category_ids);
  const attributeIds = unique(input.attribute_ids);
  // One at a time: inside a transaction there is one connection anyway.
  const taken = await codeTaken(ctx.db, input.code, current?.id);
  const slugIsTaken = input.slug ? await slugTaken(ctx.db, "package", input.slug, current?.id) : false;
  const foundCategories = await existingCategoryIds(ctx.db, categoryIds);
  const destinationOk = input.destination_id === null || (await destinationExists(ctx.db, input.destination_id));
  const images = await getImages({ ctx, input: { ids: imageIds } });
  const foundAttributes = await findAttributesByIds(ctx.db, attributeIds);

  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    errors[field] = [{ key }];
  };
  if (taken) add("code", "code_taken");
  if (slugIsTaken) add("slug", "slug_taken");
  if (foundCategories.length !== categoryIds.length) add("category_ids", "unknown_category");
  if (!destinationOk) add("destination_id", "unknown_destination");
  if (input.cover_image_id && !images.has(input.cover_image_id)) add("cover_image_id", "unknown_image");
  if (input.gallery_image_ids.some((id) => !images.has(id))) add("gallery_image_ids", "unknown_image");
  if (foundAttributes.length !== attributeIds.length) add("attribute_ids", "unknown_attribute");
  if (Object.keys(errors).length > 0) throw new AppError("validation", { fieldErrors: errors });

  if (input.slug) return input.slug;
  if (current) return current.slug;
  return autoSlug(ctx.db, "package", input.name.id);
}

/** The package row of an input: sanitised description, derived display price. */
export function packageValues(input: TourInputParsed, slug: string): NewPackage {
  const discount = input.discount_type ? { type: input.discount_type, value: input.discount_value } : null;
  return {
    code: input.code,
    slug,
    name: input.name,
    description: sanitizeTranslations(input.description),
    destinationId: input.destination_id,
    coverImageId: input.cover_image_id,
    basePrice: input.base_price,
    discountType: input.discount_type,
    // Without a discount type a value means nothing: store 0 so lists and quotes agree.
    discountValue: discount ? input.discount_value : 0,
    displayPrice: displayPrice(input.base_price, discount),
    minPax: input.min_pax,
    maxPax: input.max_pax,
    minPayment: input.min_payment,
    defaultCapacity: input.default_capacity,
    cardPaymentLink: input.card_payment_link,
    status: input.status,
    featured: input.featured,
  };
}

/** Categories, gallery, itinerary, facilities and attributes: replaced as sent, in the sent order. */
export async function writeTourChildren(db: Db, packageId: number, input: TourInputParsed) {
  await replacePackageCategories(db, packageId, unique(input.category_ids));
  await replacePackageImages(db, packageId, unique(input.gallery_image_ids));
  await replaceItinerary(
    db,
    packageId,
    input.itinerary.map((d) => ({ title: d.title, description: d.description })),
  );
  await replaceFacilities(
    db,
    packageId,
    input.facilities.map((f) => ({ name: f.name, included: f.included })),
  );
  await replacePackageAttributes(db, packageId, unique(input.attribute_ids));
}

/** Two writes racing for one code or slug: the unique index decides, the loser gets the 422. */
export function rethrowTourRace(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === "packages_code_idx") throw fieldError("code", "code_taken");
  if (constraint === "packages_slug_idx") throw fieldError("slug", "slug_taken");
  throw err;
}
