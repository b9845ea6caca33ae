import type { Api } from "#app/shared/api.server";
import { errorBody } from "#app/shared/api-errors";
import { recordRoutes } from "#app/shared/record-routes.server";
import {
  branchActionResponse,
  branchIdParam,
  branchInput,
  branchListResponse,
  branchResponse,
  listBranchesQuery,
} from "#app/modules/account/branch.contract";
import { createBranch, deleteBranch, getBranch, listBranches, updateBranch } from "./branches";

/** /api/branch: the agency's offices, managed with the staff permission, listed to all staff (decision 073). */
export async function branchApi(app: Api) {
  recordRoutes(
    app,
    { tag: "account", messages: "branch", removed: errorBody, access: "staff" },
    {
      path: "/branch",
      params: branchIdParam,
      body: branchInput,
      list: {
        // Read by every member of staff (bookings_view is every role's): the branch choices of the
        // counter's customer form, and the branch filter of the booking list and the report.
        access: ["staff", "bookings_view"],
        summary: "Branches: the head office first, then by name; search in names and addresses, active filter",
        query: listBranchesQuery,
        response: branchListResponse,
        run: listBranches,
      },
      formPath: "/branch/:id",
      createdStatus: 201,
      responses: { form: branchResponse, write: branchActionResponse },
      summaries: {
        form: "One branch with the number of staff and customers who belong to it",
        create: "Add a branch (a new head office takes the mark from the old one)",
        update: "Update a branch (deactivate it rather than delete it once in use)",
        remove: "Delete a branch nobody belongs to (409 otherwise: deactivate it)",
      },
      useCases: { form: getBranch, create: createBranch, update: updateBranch, remove: deleteBranch },
    },
  );
}
