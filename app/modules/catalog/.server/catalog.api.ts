import { z } from "zod";
import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
  attributeDetailInput,
  attributeDetailParams,
  attributeDetailsResponse,
  attributeDetailWriteResponse,
  attributeEditResponse,
  attributeIdParam,
  attributeInput,
  attributesResponse,
  attributeWriteResponse,
  categoriesResponse,
  categoryEditResponse,
  categoryIdParam,
  categoryInput,
  categoryWriteResponse,
  departureInput,
  departureParams,
  departuresResponse,
  departureWriteResponse,
  destinationEditResponse,
  destinationIdParam,
  destinationInput,
  destinationResponse,
  destinationsResponse,
  destinationWriteResponse,
  listAttributesQuery,
  listCategoriesQuery,
  listDestinationsQuery,
  listToursQuery,
  quoteInput,
  quoteResponse,
  tourEditResponse,
  tourIdParam,
  tourInput,
  tourResponse,
  toursResponse,
  tourWriteResponse,
} from "#app/modules/catalog/catalog.contract";
import { createAttribute } from "./create-attribute";
import { createAttributeDetail } from "./create-attribute-detail";
import { createCategory } from "./create-category";
import { createDeparture } from "./create-departure";
import { createDestination } from "./create-destination";
import { createTour } from "./create-tour";
import { deleteAttribute } from "./delete-attribute";
import { deleteAttributeDetail } from "./delete-attribute-detail";
import { deleteCategory } from "./delete-category";
import { deleteDeparture } from "./delete-departure";
import { deleteDestination } from "./delete-destination";
import { deleteTour } from "./delete-tour";
import { getAttributeForm } from "./get-attribute-form";
import { getCategoryForm } from "./get-category-form";
import { getDestination } from "./get-destination";
import { getDestinationForm } from "./get-destination-form";
import { getTour } from "./get-tour";
import { getTourForm } from "./get-tour-form";
import { listAttributeDetails } from "./list-attribute-details";
import { listAttributes } from "./list-attributes";
import { listCategories } from "./list-categories";
import { listDepartures } from "./list-departures";
import { listDestinations } from "./list-destinations";
import { listTours } from "./list-tours";
import { quoteTour } from "./quote-tour";
import { updateAttribute } from "./update-attribute";
import { updateAttributeDetail } from "./update-attribute-detail";
import { updateCategory } from "./update-category";
import { updateDeparture } from "./update-departure";
import { updateDestination } from "./update-destination";
import { updateTour } from "./update-tour";

/** What a delete answers: only the translated message. */
const deletedResponse = z.object({ message: z.string() });

const publicRead = { 404: errorResponses[404], 422: errorResponses[422] };
const adminRead = { 401: errorResponses[401], 403: errorResponses[403], ...publicRead };
const adminWrite = { ...adminRead, 409: errorResponses[409] };

export async function catalogApi(app: Api) {
  // ---------- categories ----------
  app.get(
    "/category",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["catalog"],
        summary: "Package categories (limit=-1 for all)",
        querystring: listCategoriesQuery,
        response: { 200: categoriesResponse, 422: errorResponses[422] },
      },
    },
    async (req) => ({ categories: await listCategories({ ctx: req.ctx, input: req.query }) }),
  );

  app.get(
    "/category/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "A category with every language (panel form)",
        params: categoryIdParam,
        response: { 200: categoryEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getCategoryForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/category",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Create a category (slug from the Indonesian name when empty)",
        body: categoryInput,
        response: { 200: categoryWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.created"),
      data: await createCategory({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/category/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Update a category",
        params: categoryIdParam,
        body: categoryInput,
        response: { 200: categoryWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.updated"),
      data: await updateCategory({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/category/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Delete a category (its packages stay)",
        params: categoryIdParam,
        response: { 200: deletedResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteCategory({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "catalog_admin")("messages.deleted") };
    },
  );

  // ---------- destinations ----------
  app.get(
    "/destination",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["catalog"],
        summary: "Destinations with their number of published packages",
        querystring: listDestinationsQuery,
        response: { 200: destinationsResponse, 422: errorResponses[422] },
      },
    },
    async (req) => listDestinations({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/destination/:id",
    {
      config: { access: "public" },
      schema: {
        tags: ["catalog"],
        summary: "One destination",
        params: destinationIdParam,
        response: { 200: destinationResponse, ...publicRead },
      },
    },
    async (req) => ({ data: await getDestination({ ctx: req.ctx, input: req.params }) }),
  );

  app.get(
    "/destination/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "A destination with every language (panel form)",
        params: destinationIdParam,
        response: { 200: destinationEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getDestinationForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/destination",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Create a destination",
        body: destinationInput,
        response: { 200: destinationWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.created"),
      data: await createDestination({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/destination/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Update a destination",
        params: destinationIdParam,
        body: destinationInput,
        response: { 200: destinationWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.updated"),
      data: await updateDestination({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/destination/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Delete a destination (its packages stay, without a destination)",
        params: destinationIdParam,
        response: { 200: deletedResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteDestination({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "catalog_admin")("messages.deleted") };
    },
  );

  // ---------- attributes ("extra price") and details ----------
  app.get(
    "/attribute",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Extra-price attributes with their details",
        querystring: listAttributesQuery,
        response: { 200: attributesResponse, ...adminRead },
      },
    },
    async (req) => listAttributes({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/attribute/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "An attribute with every language (panel form)",
        params: attributeIdParam,
        response: { 200: attributeEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getAttributeForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/attribute",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Create an attribute",
        body: attributeInput,
        response: { 200: attributeWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.created"),
      data: await createAttribute({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/attribute/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Update an attribute",
        params: attributeIdParam,
        body: attributeInput,
        response: { 200: attributeWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.updated"),
      data: await updateAttribute({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/attribute/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Delete an attribute with its details",
        params: attributeIdParam,
        response: { 200: deletedResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteAttribute({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "catalog_admin")("messages.deleted") };
    },
  );

  app.get(
    "/attribute/:id/detail",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Details of an attribute with every language",
        params: attributeIdParam,
        response: { 200: attributeDetailsResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await listAttributeDetails({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/attribute/:id/detail",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Add a detail to an attribute",
        params: attributeIdParam,
        body: attributeDetailInput,
        response: { 200: attributeDetailWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.created"),
      data: await createAttributeDetail({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.put(
    "/attribute/:id/detail/:detail_id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Update a detail of an attribute",
        params: attributeDetailParams,
        body: attributeDetailInput,
        response: { 200: attributeDetailWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.updated"),
      data: await updateAttributeDetail({ ctx: req.ctx, input: { ...req.body, ...req.params } }),
    }),
  );

  app.delete(
    "/attribute/:id/detail/:detail_id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Delete a detail of an attribute",
        params: attributeDetailParams,
        response: { 200: deletedResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteAttributeDetail({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "catalog_admin")("messages.deleted") };
    },
  );

  // ---------- tours (packages) ----------
  app.get(
    "/tour",
    {
      config: { access: "public", shared: true },
      schema: {
        tags: ["catalog"],
        summary: "Packages: filter by category, destination, featured; search by keyword or booking code; sort",
        description:
          "Visitors get published packages only. An admin gets published ones unless `status` asks otherwise (`all` for every status).",
        querystring: listToursQuery,
        response: { 200: toursResponse, 422: errorResponses[422] },
      },
    },
    async (req) => listTours({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/tour/:id",
    {
      config: { access: "public", shared: true },
      schema: {
        tags: ["catalog"],
        summary: "A package's page (published only; admins may preview any)",
        params: tourIdParam,
        response: { 200: tourResponse, ...publicRead },
      },
    },
    async (req) => ({ data: await getTour({ ctx: req.ctx, input: req.params }) }),
  );

  app.get(
    "/tour/:id/edit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "A package with every language (panel form)",
        params: tourIdParam,
        response: { 200: tourEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getTourForm({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/tour",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Create a package",
        body: tourInput,
        response: { 200: tourWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.created"),
      data: await createTour({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.put(
    "/tour/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Update a package (lists are replaced as sent; departures have their own routes)",
        params: tourIdParam,
        body: tourInput,
        response: { 200: tourWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.updated"),
      data: await updateTour({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/tour/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Delete a package (409 when bookings reference it)",
        params: tourIdParam,
        response: { 200: deletedResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteTour({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "catalog_admin")("messages.deleted") };
    },
  );

  // ---------- departures ("times") ----------
  app.get(
    "/tour/:id/time",
    {
      config: { access: "public", shared: true },
      schema: {
        tags: ["catalog"],
        summary: "Departures of a package with seats left (the public sees upcoming ones)",
        params: tourIdParam,
        response: { 200: departuresResponse, ...publicRead },
      },
    },
    async (req) => ({ data: await listDepartures({ ctx: req.ctx, input: { tour_id: req.params.id } }) }),
  );

  app.post(
    "/tour/:id/time",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Add a departure (capacity defaults to the package's)",
        params: tourIdParam,
        body: departureInput,
        response: { 200: departureWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.created"),
      data: await createDeparture({ ctx: req.ctx, input: { ...req.body, tour_id: req.params.id } }),
    }),
  );

  app.put(
    "/tour/:id/time/:time_id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Update a departure (capacity never below the booked seats)",
        params: departureParams,
        body: departureInput,
        response: { 200: departureWriteResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.updated"),
      data: await updateDeparture({
        ctx: req.ctx,
        input: { ...req.body, tour_id: req.params.id, time_id: req.params.time_id },
      }),
    }),
  );

  app.delete(
    "/tour/:id/time/:time_id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["catalog"],
        summary: "Delete a departure (409 when bookings reference it)",
        params: departureParams,
        response: { 200: deletedResponse, ...adminWrite },
      },
    },
    async (req) => {
      await deleteDeparture({ ctx: req.ctx, input: { tour_id: req.params.id, time_id: req.params.time_id } });
      return { message: serverT(req.locale, "catalog_admin")("messages.deleted") };
    },
  );

  // ---------- quote ----------
  app.post(
    "/tour/:id/quote",
    {
      config: { access: "public" },
      schema: {
        tags: ["catalog"],
        summary: "Price a booking: departure, pax and extras checked, figures from the server",
        params: tourIdParam,
        body: quoteInput,
        response: { 200: quoteResponse, ...publicRead },
      },
    },
    async (req) => ({ data: await quoteTour({ ctx: req.ctx, input: { ...req.body, tour_id: req.params.id } }) }),
  );
}
