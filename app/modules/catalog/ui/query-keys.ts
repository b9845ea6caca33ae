/** TanStack Query keys of the catalogue screens: a write invalidates its whole entity. */
export const TOUR_KEY = ["panel", "tour"] as const;
export const CATEGORY_KEY = ["panel", "category"] as const;
export const DESTINATION_KEY = ["panel", "destination"] as const;
export const ATTRIBUTE_KEY = ["panel", "attribute"] as const;
