import { hasPermission, type StaffPermission } from "#app/shared/staff-access";
import { useRootData } from "./root-data";

/**
 * Whether the signed-in user may do what a permission covers (docs/product.md §Staff roles and
 * branches): the panel shows a control only to those the API would let through.
 */
export function useCan(permission: StaffPermission): boolean {
  const user = useRootData()?.user;
  return hasPermission(user?.role, user?.staff_role, permission);
}
