/**
 * A package's write payload (POST/PUT /api/tour) with nothing chosen: no category, destination,
 * image, discount or itinerary, published. The API tests of rooms and cancellation tiers start
 * from it and set only what they are about.
 */
export const plainTourInput = (over: Record<string, unknown>) => ({
  description: {},
  category_ids: [],
  destination_id: null,
  cover_image_id: null,
  gallery_image_ids: [],
  base_price: 30_000_000,
  discount_type: null,
  discount_value: 0,
  min_pax: 1,
  max_pax: null,
  min_payment: 0,
  default_capacity: 40,
  card_payment_link: null,
  status: "published",
  featured: false,
  itinerary: [],
  facilities: [],
  attribute_ids: [],
  ...over,
});
