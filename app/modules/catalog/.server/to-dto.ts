import type { Locale } from "#app/shared/i18n/config";
import { allTranslations, pickLocale } from "#app/shared/translate";
import type { ImageDto } from "#app/modules/media/media.contract";
import type {
  AttributeDetailDto,
  AttributeDto,
  CategoryDto,
  DestinationDto,
} from "#app/modules/catalog/catalog.contract";
import type {
  AttributeDetailFacts,
  AttributeDetailRow,
  AttributeFacts,
  AttributeRow,
  CategoryRow,
  DestinationRow,
} from "./catalog.repository";

/** Every language of a translatable value, as the edit forms read it back. */
export const translations = allTranslations;

export function toCategoryDto(row: CategoryRow, locale: Locale): CategoryDto {
  return { id: row.id, name: pickLocale(row.name, locale), slug: row.slug };
}

export function toDestinationDto(
  row: DestinationRow,
  tourCount: number,
  images: Map<string, ImageDto>,
  locale: Locale,
): DestinationDto {
  return {
    id: row.id,
    name: pickLocale(row.name, locale),
    slug: row.slug,
    description: pickLocale(row.description, locale),
    image: (row.imageId && images.get(row.imageId)) || null,
    tour_count: tourCount,
  };
}

export function toAttributeDetailDto(row: AttributeDetailFacts, locale: Locale): AttributeDetailDto {
  return {
    id: row.id,
    attribute_id: row.attributeId,
    name: pickLocale(row.name, locale),
    price: row.price,
    per: row.per,
  };
}

export function toAttributeDetailEditDto(row: AttributeDetailRow) {
  return {
    id: row.id,
    attribute_id: row.attributeId,
    name: translations(row.name),
    price: row.price,
    per: row.per,
    sort_order: row.sortOrder,
  };
}

/** An attribute with its details (details already in their sort order). */
export function toAttributeDto(a: AttributeFacts, details: AttributeDetailFacts[], locale: Locale): AttributeDto {
  return {
    id: a.id,
    name: pickLocale(a.name, locale),
    choice_rule: a.choiceRule,
    details: details.map((d) => toAttributeDetailDto(d, locale)),
  };
}

/** Attributes with their details (details already in their sort order). */
export function toAttributeDtos(rows: AttributeRow[], details: AttributeDetailRow[], locale: Locale): AttributeDto[] {
  return rows.map((a) =>
    toAttributeDto(
      a,
      details.filter((d) => d.attributeId === a.id),
      locale,
    ),
  );
}
