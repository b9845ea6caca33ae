import type { Api } from "#app/shared/api.server";
import { errorResponses, validationBody } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
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

/** A departure's rooming list (docs/product.md §Rooming list): admin only. */
export async function roomingApi(app: Api) {
  const said = (locale: Parameters<typeof serverT>[0], key: string, values?: Record<string, unknown>) =>
    serverT(locale, "booking_server")(`rooming.${key}`, values);

  app.get(
    "/rooming/:time_id",
    {
      config: { access: "admin" },
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
      config: { access: "admin" },
      schema: {
        tags,
        summary: "The rooming list as an Excel workbook (.xlsx)",
        params: roomingParams,
        response: errors,
      },
    },
    async (req, reply) => {
      const file = await exportRoomingList({ ctx: req.ctx, input: req.params });
      return (
        reply
          .type(XLSX_TYPE)
          .header(
            "content-disposition",
            `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
          )
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          // A file is sent as is: the route's schemas describe its JSON answers.
          .send(file.body as never)
      );
    },
  );

  app.post(
    "/rooming/:time_id/arrange",
    {
      config: { access: "admin" },
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

  app.put(
    "/rooming/:time_id/guest/:guest_id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Move a guest to a room of their room type (room_id), or out of their room (null); a move leaving a child without their booking's adults, putting a child with another booking or mixing families needs confirm: true (else 409)",
        params: roomingGuestParams,
        body: roomingMoveInput,
        // 409: what the move would need confirmed, one message per reason on `confirm`.
        response: { 200: roomingActionResponse, ...errors, 409: validationBody },
      },
    },
    async (req) => ({
      message: said(req.locale, "moved"),
      data: await moveRoomingGuest({ ctx: req.ctx, input: { ...req.params, ...req.body } }),
    }),
  );

  app.post(
    "/rooming/:time_id/room",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Add an empty room of one of the package's room types",
        params: roomingParams,
        body: roomingAddRoomInput,
        response: { 200: roomingActionResponse, ...errors },
      },
    },
    async (req) => ({
      message: said(req.locale, "room_added"),
      data: await addRoomingRoom({ ctx: req.ctx, input: { ...req.params, ...req.body } }),
    }),
  );

  app.put(
    "/rooming/:time_id/room/:room_id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Set a room's numbers at the package's hotel cities",
        params: roomingRoomParams,
        body: roomingNumbersInput,
        response: { 200: roomingActionResponse, ...errors },
      },
    },
    async (req) => ({
      message: said(req.locale, "numbers_saved"),
      data: await setRoomingNumbers({ ctx: req.ctx, input: { ...req.params, ...req.body } }),
    }),
  );

  app.put(
    "/rooming/:time_id/stays",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Set the departure's check-in and check-out at each hotel city of the package",
        params: roomingParams,
        body: roomingStaysInput,
        response: { 200: roomingActionResponse, ...errors },
      },
    },
    async (req) => ({
      message: said(req.locale, "stays_saved"),
      data: await setRoomingStays({ ctx: req.ctx, input: { ...req.params, ...req.body } }),
    }),
  );

  app.delete(
    "/rooming/:time_id/room/:room_id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Delete an empty room",
        params: roomingRoomParams,
        response: { 200: roomingActionResponse, ...errors },
      },
    },
    async (req) => ({
      message: said(req.locale, "room_deleted"),
      data: await deleteRoomingRoom({ ctx: req.ctx, input: req.params }),
    }),
  );
}
