import type { z } from "zod";
import type { Api } from "#app/shared/api.server";
import { readErrors, writeErrors } from "#app/shared/api-errors";
import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import {
  departureKitsActionResponse,
  departureKitsResponse,
  groundGuestParams,
  groundParams,
  kitHandoverInput,
  kitItemInput,
  kitItemParams,
  manasikActionResponse,
  manasikAttendanceInput,
  manasikResponse,
  manasikSessionInput,
  manasikSessionParams,
} from "#app/modules/operations/ground.contract";
import { addKitItem, editKitItem, getDepartureKits, handOverKit, removeKitItem } from "./kits";
import {
  createManasikSession,
  deleteManasikSession,
  getManasik,
  recordManasikAttendance,
  updateManasikSession,
} from "./manasik";

const tags = ["operations"];

/**
 * A departure's operations on the ground (docs/product.md §Departure operations, decision 081):
 * manasik sessions and attendance, the package's kit and each guest's handover. Staff with the
 * departures permission; every write answers the screen's data after it with a message.
 */
export async function groundApi(app: Api) {
  /** A write: the use case takes the path's ids and the body; the answer is `{ message, data }`. */
  function write<I>(
    method: "POST" | "PUT" | "DELETE",
    url: string,
    doc: { summary: string; params: z.ZodType; body?: z.ZodType; response: z.ZodType; created?: boolean },
    done: string,
    run: (args: UseCaseArgs<I>) => Promise<unknown>,
  ) {
    app.route({
      method,
      url,
      config: { access: "departures" },
      schema: {
        tags,
        summary: doc.summary,
        params: doc.params,
        ...(doc.body && { body: doc.body }),
        response: { [doc.created ? 201 : 200]: doc.response, ...writeErrors },
      },
      handler: async (req, reply) => {
        const data = await run({ ctx: req.ctx, input: { ...(req.params as object), ...(req.body as object) } as I });
        const body = { message: serverT(req.locale, "operations")(`done.${done}`), data };
        // The status's schema is computed above (201 or 200), so the reply's type cannot follow it.
        return reply.code((doc.created ? 201 : 200) as never).send(body as never);
      },
    });
  }

  // ---- Manasik ----
  app.get(
    "/departures/:time_id/manasik",
    {
      config: { access: "departures" },
      schema: {
        tags,
        summary:
          "A departure's manasik sessions (with present and absent counts) and its guests with their attendance and the number of sessions attended",
        params: groundParams,
        response: { 200: manasikResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await getManasik({ ctx: req.ctx, input: req.params }) }),
  );
  write(
    "POST",
    "/departures/:time_id/manasik",
    {
      summary: "Add a manasik session: its date and time on the agency's clock (Asia/Jakarta), place and teacher",
      params: groundParams,
      body: manasikSessionInput,
      response: manasikActionResponse,
      created: true,
    },
    "session_created",
    createManasikSession,
  );
  write(
    "PUT",
    "/departures/:time_id/manasik/:session_id",
    {
      summary: "Change a manasik session's date and time, place or teacher",
      params: manasikSessionParams,
      body: manasikSessionInput,
      response: manasikActionResponse,
    },
    "session_saved",
    updateManasikSession,
  );
  write(
    "DELETE",
    "/departures/:time_id/manasik/:session_id",
    {
      summary: "Delete a manasik session with the attendance recorded at it",
      params: manasikSessionParams,
      response: manasikActionResponse,
    },
    "session_deleted",
    deleteManasikSession,
  );
  write(
    "PUT",
    "/departures/:time_id/manasik/:session_id/attendance",
    {
      summary:
        "Record guests present or absent at a session, many at once; a guest not on the departure's list (or of another branch than a clerk's) makes it a 404 and nothing is recorded",
      params: manasikSessionParams,
      body: manasikAttendanceInput,
      response: manasikActionResponse,
    },
    "attendance_saved",
    recordManasikAttendance,
  );

  // ---- Equipment kits ----
  app.get(
    "/departures/:time_id/kit",
    {
      config: { access: "departures" },
      schema: {
        tags,
        summary:
          "A departure's equipment kit: its package's items, and each guest with the items and sizes that apply to them and their kit if handed over",
        params: groundParams,
        response: { 200: departureKitsResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await getDepartureKits({ ctx: req.ctx, input: req.params }) }),
  );
  write(
    "POST",
    "/departures/:time_id/kit/items",
    {
      summary: "Add an item to the departure's package's kit: its name in each language, for whom, its sizes",
      params: groundParams,
      body: kitItemInput,
      response: departureKitsActionResponse,
      created: true,
    },
    "item_created",
    addKitItem,
  );
  write(
    "PUT",
    "/departures/:time_id/kit/items/:item_id",
    {
      summary: "Change an item of the package's kit",
      params: kitItemParams,
      body: kitItemInput,
      response: departureKitsActionResponse,
    },
    "item_saved",
    editKitItem,
  );
  write(
    "DELETE",
    "/departures/:time_id/kit/items/:item_id",
    { summary: "Delete an item of the package's kit", params: kitItemParams, response: departureKitsActionResponse },
    "item_deleted",
    removeKitItem,
  );
  write(
    "POST",
    "/departures/:time_id/guest/:guest_id/kit",
    {
      summary:
        "Hand a guest their kit, once: size, day, pickup or courier (name and tracking); 409 for a cancelled booking, a kit handed over already, or a booking not paid in full without override_reason",
      params: groundGuestParams,
      body: kitHandoverInput,
      response: departureKitsActionResponse,
      created: true,
    },
    "kit_issued",
    handOverKit,
  );
}
