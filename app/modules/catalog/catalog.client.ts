import { useQuery } from "@tanstack/react-query";
import type { AttributeDto, CategoryDto, DestinationDto } from "./catalog.contract";
import type { ListMeta } from "#app/shared/list";
import { panelGet } from "#app/shared/http/panel-api";
import { ATTRIBUTE_KEY, CATEGORY_KEY, DESTINATION_KEY } from "./ui/query-keys";

/** Every category (GET /category?limit=-1, the spec's call), for filters and the package form. */
export function useAllCategories() {
  return useQuery({
    queryKey: [...CATEGORY_KEY, "all"],
    queryFn: ({ signal }) =>
      panelGet<{ categories: { data: CategoryDto[]; meta: ListMeta } }>("/category?limit=-1", signal),
    select: (r) => r.categories.data,
  });
}

/** Every destination, for the package form's select. */
export function useAllDestinations() {
  return useQuery({
    queryKey: [...DESTINATION_KEY, "all"],
    queryFn: ({ signal }) => panelGet<{ data: DestinationDto[]; meta: ListMeta }>("/destination?limit=-1", signal),
    select: (r) => r.data,
  });
}

/** Every extra-price group with its details, for the package form's checkboxes. */
export function useAllAttributes() {
  return useQuery({
    queryKey: [...ATTRIBUTE_KEY, "all"],
    queryFn: ({ signal }) => panelGet<{ data: AttributeDto[]; meta: ListMeta }>("/attribute?limit=-1", signal),
    select: (r) => r.data,
  });
}
