import type { Api } from "#app/shared/api.server";
import { errorBody } from "#app/shared/api-errors";
import { type RecordBase, recordRoutes } from "#app/shared/record-routes.server";
import {
  bankActionResponse,
  bankIdParam,
  bankInput,
  bankListResponse,
  bankResponse,
  listBanksQuery,
} from "#app/modules/booking/booking.contract";
import { createBankAccount } from "./create-bank-account";
import { deleteBankAccount } from "./delete-bank-account";
import { getBankAccount } from "./get-bank-account";
import { listBankAccounts } from "#app/modules/payment/.server/banks/list-bank-accounts";
import { updateBankAccount } from "./update-bank-account";

/** The form and the writes are the banks permission's (the list stays public: customers transfer to them). */
const bankRecord: RecordBase = { tag: "booking", messages: "bank", removed: errorBody, access: "banks" };

/** The agency's bank accounts (/panel/bank; the checkout and the invoice list the active ones). */
export async function bankApi(app: Api) {
  recordRoutes(app, bankRecord, {
    path: "/bank",
    params: bankIdParam,
    body: bankInput,
    list: {
      access: "public",
      summary: "Bank accounts for transfers, in sort order (active ones; admins may ask all=true)",
      query: listBanksQuery,
      response: bankListResponse,
      run: listBankAccounts,
    },
    formPath: "/bank/:id",
    createdStatus: 201,
    responses: { form: bankResponse, write: bankActionResponse },
    summaries: {
      form: "One bank account, active or not (panel form)",
      create: "Add a bank account (the logo must be an uploaded public image)",
      update: "Update a bank account",
      remove: "Delete a bank account no payment uses (409 otherwise: deactivate it)",
    },
    useCases: { form: getBankAccount, create: createBankAccount, update: updateBankAccount, remove: deleteBankAccount },
  });
}
