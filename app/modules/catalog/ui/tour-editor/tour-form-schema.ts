import type { Translatable } from "#app/shared/translatable.contract";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import type { Locale } from "#app/shared/i18n/config";
import {
  PACKAGE_KINDS,
  type TourInput,
  type TourInputParsed,
  tourInput,
  type tourEditDto,
} from "#app/modules/catalog/catalog.contract";
import type { ImageDto } from "#app/modules/media/media.contract";
import { DEFAULT_ROOM_TYPES } from "#app/modules/catalog/rooms.rules";
import { policyFromFields, policyToFields } from "#app/modules/setting/ui/cancellation-policy-editor";
import {
  emptyTranslations,
  numberField,
  optionalText,
  type TranslationFields,
  toTranslationFields,
} from "#app/shared/ui/form-values";
import { translationFields } from "#app/shared/translatable.contract";

export type TourEdit = z.infer<typeof tourEditDto>;

const translations = translationFields;

/** Money conversions of the site currency (useSiteMoney). */
export interface MoneyFields {
  fromField: (text: string | null | undefined) => number | undefined;
  toField: (minor: number | null | undefined) => string;
}

/**
 * The package form: what staff type (money in major units, numbers as text, images with their
 * previews) turned into the contract's `tourInput` (minor units, ids), then checked by the very
 * contract the API uses. The field names are the contract's, so its messages land under the
 * right fields.
 */
export function tourFormSchema(money: MoneyFields) {
  return z
    .object({
      code: z.string(),
      slug: z.string(),
      name: translations,
      description: translations,
      category_ids: z.array(z.number()),
      destination_id: z.string(),
      cover: z.custom<ImageDto | null>(),
      gallery: z.array(z.custom<ImageDto>()),
      base_price: z.string(),
      discount_type: z.string(),
      discount_value: z.string(),
      min_pax: z.string(),
      max_pax: z.string(),
      min_payment: z.string(),
      default_capacity: z.string(),
      card_payment_link: z.string(),
      full_payment_days: z.string(),
      status: z.string(),
      featured: z.boolean(),
      kind: z.enum(PACKAGE_KINDS),
      ad_approval_serial: z.string(),
      below_reference_reason: z.string(),
      itinerary: z.array(z.object({ title: translations, description: translations })),
      facilities: z.array(z.object({ name: translations, included: z.boolean() })),
      attribute_ids: z.array(z.number()),
      room_types: z.array(
        z.object({ id: z.number().optional(), code: z.string(), name: translations, beds: z.string() }),
      ),
      hotel_cities: z.array(z.object({ value: z.string() })),
      // "site": the site's cancellation tiers (sent as null); "own": the tiers below.
      policy_mode: z.enum(["site", "own"]),
      cancellation_policy: z.object({
        tiers: z.array(z.object({ from_days: z.string(), kind: z.enum(["percent", "fixed"]), value: z.string() })),
        admin_fee: z.string(),
      }),
    })
    .transform((v): TourInput => {
      const discountType = v.discount_type === "fixed" || v.discount_type === "percentage" ? v.discount_type : null;
      const discountValue =
        discountType === "fixed"
          ? money.fromField(v.discount_value)
          : discountType === "percentage"
            ? numberField(v.discount_value)
            : 0;
      return {
        // Empty reads "required" rather than "wrong format".
        code: optionalText(v.code) as string,
        slug: optionalText(v.slug),
        name: v.name,
        description: v.description,
        category_ids: v.category_ids,
        destination_id: v.destination_id ? Number(v.destination_id) : null,
        cover_image_id: v.cover?.id ?? null,
        gallery_image_ids: v.gallery.map((g) => g.id),
        base_price: money.fromField(v.base_price) as number,
        discount_type: discountType,
        discount_value: discountValue ?? 0,
        min_pax: numberField(v.min_pax),
        max_pax: numberField(v.max_pax) ?? null,
        min_payment: money.fromField(v.min_payment) ?? 0,
        default_capacity: numberField(v.default_capacity) as number,
        card_payment_link: optionalText(v.card_payment_link) ?? null,
        // Empty: the default (30).
        full_payment_days: numberField(v.full_payment_days),
        status: v.status as TourInput["status"],
        featured: v.featured,
        kind: v.kind,
        ad_approval_serial: v.ad_approval_serial,
        below_reference_reason: optionalText(v.below_reference_reason) ?? null,
        itinerary: v.itinerary,
        facilities: v.facilities,
        attribute_ids: v.attribute_ids,
        // The list's order is the order staff arranged.
        room_types: v.room_types.map((r, i) => ({
          ...(r.id ? { id: r.id } : {}),
          code: r.code.trim(),
          name: r.name,
          beds: numberField(r.beds) as number,
          sort_order: i,
        })),
        hotel_cities: v.hotel_cities.map((c) => c.value.trim()).filter(Boolean),
        cancellation_policy: v.policy_mode === "own" ? policyFromFields(v.cancellation_policy, money) : null,
      };
    })
    .pipe(tourInput);
}

export type TourFormValues = z.input<ReturnType<typeof tourFormSchema>>;
/** The package form as its sections receive it. */
export type TourForm = UseFormReturn<TourFormValues, unknown, TourInputParsed>;

/** A section with language tabs: the tab is the editor's, so a failed save opens the language with the error. */
export interface TabbedSectionProps {
  form: TourForm;
  tab: Locale;
  onTabChange: (locale: Locale) => void;
}
export type ItineraryDay = TourFormValues["itinerary"][number];
export type Facility = TourFormValues["facilities"][number];
export type RoomTypeRow = TourFormValues["room_types"][number];

export const emptyDay = (): ItineraryDay => ({ title: emptyTranslations(), description: emptyTranslations() });
export const emptyFacility = (): Facility => ({ name: emptyTranslations(), included: true });
export const emptyRoomType = (): RoomTypeRow => ({ code: "", name: emptyTranslations(), beds: "2" });

export function emptyTourValues(): TourFormValues {
  return {
    code: "",
    slug: "",
    name: emptyTranslations(),
    description: emptyTranslations(),
    category_ids: [],
    destination_id: "",
    cover: null,
    gallery: [],
    base_price: "",
    discount_type: "",
    discount_value: "",
    min_pax: "1",
    max_pax: "",
    min_payment: "0",
    default_capacity: "",
    card_payment_link: "",
    full_payment_days: "30",
    status: "draft",
    featured: false,
    kind: "tour",
    ad_approval_serial: "",
    below_reference_reason: "",
    itinerary: [],
    facilities: [],
    attribute_ids: [],
    // A new package starts with Quad, Triple and Double (staff may change them before saving).
    room_types: DEFAULT_ROOM_TYPES.map((r) => ({
      code: r.code,
      name: toTranslationFields(r.name),
      beds: String(r.beds),
    })),
    hotel_cities: [],
    policy_mode: "site",
    cancellation_policy: { tiers: [], admin_fee: "0" },
  };
}

/** The edit payload (GET /tour/{id}/edit) as form fields. */
export function tourToFormValues(tour: TourEdit, money: MoneyFields): TourFormValues {
  const tr = (v: Translatable): TranslationFields => toTranslationFields(v);
  return {
    code: tour.code,
    slug: tour.slug,
    name: tr(tour.name),
    description: tr(tour.description),
    category_ids: tour.category_ids,
    destination_id: tour.destination_id ? String(tour.destination_id) : "",
    cover: tour.cover,
    gallery: tour.gallery,
    base_price: money.toField(tour.base_price),
    discount_type: tour.discount_type ?? "",
    discount_value:
      tour.discount_type === "fixed"
        ? money.toField(tour.discount_value)
        : tour.discount_type === "percentage"
          ? String(tour.discount_value)
          : "",
    min_pax: String(tour.min_pax),
    max_pax: tour.max_pax === null ? "" : String(tour.max_pax),
    min_payment: money.toField(tour.min_payment),
    default_capacity: String(tour.default_capacity),
    card_payment_link: tour.card_payment_link ?? "",
    full_payment_days: String(tour.full_payment_days),
    status: tour.status,
    featured: tour.featured,
    kind: tour.kind,
    ad_approval_serial: tour.ad_approval_serial ?? "",
    below_reference_reason: "",
    itinerary: tour.itinerary.map((d) => ({ title: tr(d.title), description: tr(d.description) })),
    facilities: tour.facilities.map((f) => ({ name: tr(f.name), included: f.included })),
    attribute_ids: tour.attribute_ids,
    room_types: tour.room_types.map((r) => ({ id: r.id, code: r.code, name: tr(r.name), beds: String(r.beds) })),
    hotel_cities: tour.hotel_cities.map((value) => ({ value })),
    policy_mode: tour.cancellation_policy ? "own" : "site",
    cancellation_policy: tour.cancellation_policy
      ? policyToFields(tour.cancellation_policy, money)
      : { tiers: [], admin_fee: money.toField(0) },
  };
}
