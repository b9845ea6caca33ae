import { z } from "zod";
import { optionalPhone } from "#app/shared/fields.contract";
import { listQuery, listResponse, queryFlag } from "#app/shared/list";
import { trRequired, translationsDto } from "#app/shared/translatable.contract";

/** A branch as staff write it (docs/product.md §Staff roles and branches). */
export const branchInput = z.object({
  name: trRequired(120),
  address: z.string().trim().max(500).default(""),
  phone: optionalPhone,
  whatsapp: optionalPhone,
  head_office: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type BranchInput = z.input<typeof branchInput>;

export const branchDto = z.object({
  id: z.number().int(),
  name: translationsDto,
  address: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  head_office: z.boolean(),
  active: z.boolean(),
  /** Staff and customers who belong to it: a branch in use is deactivated, not deleted. */
  users: z.number().int(),
});
export type BranchDto = z.infer<typeof branchDto>;

export const branchIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const listBranchesQuery = listQuery.extend({
  active: queryFlag,
});
export const branchListResponse = listResponse(branchDto);
export type BranchListResponse = z.infer<typeof branchListResponse>;
export const branchResponse = z.object({ data: branchDto });
export const branchActionResponse = z.object({ message: z.string(), data: branchDto });
