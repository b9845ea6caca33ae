import { type Api, sendDownload } from "#app/shared/api.server";
import { errorResponses, validationBody } from "#app/shared/api-errors";
import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import type { z } from "zod";
import {
  briefingInput,
  briefingResponse,
  roomingActionResponse,
  roomingAddRoomInput,
  roomingGuestParams,
  roomingMoveInput,
  roomingNumbersInput,
  roomingParams,
  roomingResponse,
  roomingRoomParams,
  roomingStaysInput,
} from "#app/modules/operations/operations.contract";
import { getDepartureBriefing, setDepartureBriefing } from "./departure-briefing";
import { arrangeRooming } from "./rooming-arrange";
import { exportRoomingList, XLSX_TYPE } from "./rooming-export";
import { getRoomingList } from "./rooming-list";
import { moveRoomingGuest } from "./rooming-move";
import { addRoomingRoom, deleteRoomingRoom, setRoomingNumbers, setRoomingStays } from "./rooming-rooms";

const errors = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
};
const tags = ["booking"];

/** A departure's rooming list (docs/product.md §Rooming list): staff with the rooming permission. */
export async function roomingApi(app: Api) {
  const said = (locale: Parameters<typeof serverT>[0], key: string, values?: Record<string, unknown>) =>
    serverT(locale, "booking_server")(`rooming.${key}`, values);

  /**
   * A change to the list: the use case takes the path's ids and the body, and the answer is the
   * list after it with the message `rooming.<done>`.
   */
  function change<I>(
    method: "POST" | "PUT" | "DELETE",
    url: string,
    doc: { summary: string; params: z.ZodType; body?: z.ZodType; conflict?: typeof validationBody },
    done: string,
    run: (args: UseCaseArgs<I>) => Promise<unknown>,
  ) {
    app.route({
      method,
      url,
      config: { access: "rooming" },
      schema: {
        tags,
        summary: doc.summary,
        params: doc.params,
        ...(doc.body && { body: doc.body }),
        response: { 200: roomingActionResponse, ...errors, ...(doc.conflict && { 409: doc.conflict }) },
      },
      handler: async (req) => ({
        message: said(req.locale, done),
        data: await run({ ctx: req.ctx, input: { ...(req.params as object), ...(req.body as object) } as I }),
      }),
    });
  }

  // The departure reminder's flight and meeting point (docs/product.md §WhatsApp).
  app.get(
    "/departures/:time_id/briefing",
    {
      config: { access: "departures" },
      schema: {
        tags,
        summary: "A departure's briefing: the flight and meeting point its reminder tells the customers",
        params: roomingParams,
        response: { 200: briefingResponse, ...errors },
      },
    },
    async (req) => ({ data: await getDepartureBriefing({ ctx: req.ctx, input: req.params }) }),
  );
  app.put(
    "/departures/:time_id/briefing",
    {
      config: { access: "departures" },
      schema: {
        tags,
        summary: "Write a departure's briefing (flight, meeting point and time) for its reminder",
        params: roomingParams,
        body: briefingInput,
        response: { 200: briefingResponse, ...errors },
      },
    },
    async (req) => ({ data: await setDepartureBriefing({ ctx: req.ctx, input: { ...req.params, ...req.body } }) }),
  );

  app.get(
    "/rooming/:time_id",
    {
      config: { access: "rooming" },
      schema: {
        tags,
        summary:
          "A departure's rooming list: rooms by room type with their guests and numbers, and the unplaced guests",
        params: roomingParams,
        response: { 200: roomingResponse, ...errors },
      },
    },
    async (req) => ({ data: await getRoomingList({ ctx: req.ctx, input: req.params }) }),
  );

  app.get(
    "/rooming/:time_id/export",
    {
      config: { access: "rooming" },
      schema: {
        tags,
        summary: "The rooming list as an Excel workbook (.xlsx)",
        params: roomingParams,
        response: errors,
      },
    },
    async (req, reply) =>
      sendDownload(reply, {
        ...(await exportRoomingList({ ctx: req.ctx, input: req.params })),
        contentType: XLSX_TYPE,
      }),
  );

  app.post(
    "/rooming/:time_id/arrange",
    {
      config: { access: "rooming" },
      schema: {
        tags,
        summary:
          "Place every unplaced guest (a booking together, then a customer's bookings, same gender, fullest room first); a second call changes nothing",
        params: roomingParams,
        response: { 200: roomingActionResponse, ...errors },
      },
    },
    async (req) => {
      const { list, placed } = await arrangeRooming({ ctx: req.ctx, input: req.params });
      return { message: said(req.locale, "arranged", { count: placed }), data: list };
    },
  );

  change(
    "PUT",
    "/rooming/:time_id/guest/:guest_id",
    {
      summary:
        "Move a guest to a room of their room type (room_id), or out of their room (null); a move leaving a child without their booking's adults, putting a child with another booking or mixing families needs confirm: true (else 409)",
      params: roomingGuestParams,
      body: roomingMoveInput,
      // 409: what the move would need confirmed, one message per reason on `confirm`.
      conflict: validationBody,
    },
    "moved",
    moveRoomingGuest,
  );
  change(
    "POST",
    "/rooming/:time_id/room",
    {
      summary: "Add an empty room of one of the package's room types",
      params: roomingParams,
      body: roomingAddRoomInput,
    },
    "room_added",
    addRoomingRoom,
  );
  change(
    "PUT",
    "/rooming/:time_id/room/:room_id",
    {
      summary: "Set a room's numbers at the package's hotel cities",
      params: roomingRoomParams,
      body: roomingNumbersInput,
    },
    "numbers_saved",
    setRoomingNumbers,
  );
  change(
    "PUT",
    "/rooming/:time_id/stays",
    {
      summary: "Set the departure's check-in and check-out at each hotel city of the package",
      params: roomingParams,
      body: roomingStaysInput,
    },
    "stays_saved",
    setRoomingStays,
  );
  change(
    "DELETE",
    "/rooming/:time_id/room/:room_id",
    { summary: "Delete an empty room", params: roomingRoomParams },
    "room_deleted",
    deleteRoomingRoom,
  );
}
