/**
 * Answers several screens' tests give for the same record, written once so that a change to its
 * contract is made in one place; each test names only what it depends on.
 */
import type { BranchDto } from "#app/modules/account/branch.contract";

/** A branch as `GET /branch` lists it: the active Bandung branch with one user, unless told otherwise. */
export const branchDto = (more: Partial<BranchDto> = {}): BranchDto => ({
  id: 7,
  name: { id: "Cabang Bandung", en: "Bandung branch" },
  address: "",
  phone: null,
  whatsapp: null,
  head_office: false,
  active: true,
  users: 1,
  ...more,
});
