import type { RoomTypeInput } from "./catalog.contract";

/**
 * The room types a package starts with (../shared/spec/decisions.md §9): Quad, Triple and Double,
 * the way umrah beds are sold. The API gives them to a package created without room types; the
 * tour editor shows them on a new package.
 */
export const DEFAULT_ROOM_TYPES: (RoomTypeInput & { sort_order: number })[] = [
  {
    code: "quad",
    name: { id: "Quad (sekamar 4)", en: "Quad (4 per room)", my: "Quad (4 sebilik)" },
    beds: 4,
    sort_order: 0,
  },
  {
    code: "triple",
    name: { id: "Triple (sekamar 3)", en: "Triple (3 per room)", my: "Triple (3 sebilik)" },
    beds: 3,
    sort_order: 1,
  },
  {
    code: "double",
    name: { id: "Double (sekamar 2)", en: "Double (2 per room)", my: "Double (2 sebilik)" },
    beds: 2,
    sort_order: 2,
  },
];
