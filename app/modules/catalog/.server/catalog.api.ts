import { PACKAGE_READERS } from "#app/shared/staff-access";
import { z } from "zod";
import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import { adminRead, adminWrite, publicRead, type RecordBase, recordRoutes } from "#app/shared/record-routes.server";
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
  copyFaresInput,
  copyFaresResponse,
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
import { createAttribute } from "./taxonomy/create-attribute";
import { createAttributeDetail } from "./taxonomy/create-attribute-detail";
import { createCategory } from "./taxonomy/create-category";
import { copyFares } from "./departures/copy-fares";
import { createDeparture } from "./departures/create-departure";
import { createDestination } from "./taxonomy/create-destination";
import { createTour } from "./create-tour";
import { deleteAttribute } from "./taxonomy/delete-attribute";
import { deleteAttributeDetail } from "./taxonomy/delete-attribute-detail";
import { deleteCategory } from "./taxonomy/delete-category";
import { deleteDeparture } from "./departures/delete-departure";
import { deleteDestination } from "./taxonomy/delete-destination";
import { deleteTour } from "./delete-tour";
import { getAttributeForm } from "./taxonomy/get-attribute-form";
import { getCategoryForm } from "./taxonomy/get-category-form";
import { getDestination } from "./taxonomy/get-destination";
import { getDestinationForm } from "./taxonomy/get-destination-form";
import { getTour } from "./get-tour";
import { getTourForm } from "./get-tour-form";
import { listAttributeDetails } from "./taxonomy/list-attribute-details";
import { listAttributes } from "./taxonomy/list-attributes";
import { listCategories } from "./taxonomy/list-categories";
import { listDepartures } from "./departures/list-departures";
import { listDestinations } from "./taxonomy/list-destinations";
import { listTours } from "./list-tours";
import { quoteTour } from "./quote-tour";
import { updateAttribute } from "./taxonomy/update-attribute";
import { updateAttributeDetail } from "./taxonomy/update-attribute-detail";
import { updateCategory } from "./taxonomy/update-category";
import { updateDeparture } from "./departures/update-departure";
import { updateDestination } from "./taxonomy/update-destination";
import { updateTour } from "./update-tour";

/** What a delete answers: only the translated message. */
const deletedResponse = z.object({ message: z.string() });

const catalogRecord: RecordBase = {
  tag: "catalog",
  messages: "catalog_admin",
  removed: deletedResponse,
  access: "catalog",
};

export async function catalogApi(app: Api) {
  // ---------- categories ----------
  recordRoutes(app, catalogRecord, {
    path: "/category",
    params: categoryIdParam,
    body: categoryInput,
    list: {
      access: "public",
      summary: "Package categories (limit=-1 for all)",
      query: listCategoriesQuery,
      response: categoriesResponse,
      run: async (args) => ({ categories: await listCategories(args) }),
    },
    responses: { form: categoryEditResponse, write: categoryWriteResponse },
    summaries: {
      form: "A category with every language (panel form)",
      create: "Create a category (slug from the Indonesian name when empty)",
      update: "Update a category",
      remove: "Delete a category (its packages stay)",
    },
    useCases: { form: getCategoryForm, create: createCategory, update: updateCategory, remove: deleteCategory },
  });

  // ---------- destinations ----------
  recordRoutes(app, catalogRecord, {
    path: "/destination",
    params: destinationIdParam,
    body: destinationInput,
    list: {
      access: "public",
      summary: "Destinations with their number of published packages",
      query: listDestinationsQuery,
      response: destinationsResponse,
      run: listDestinations,
    },
    read: {
      summary: "One destination",
      response: destinationResponse,
      run: getDestination,
      config: { access: "public" },
    },
    responses: { form: destinationEditResponse, write: destinationWriteResponse },
    summaries: {
      form: "A destination with every language (panel form)",
      create: "Create a destination",
      update: "Update a destination",
      remove: "Delete a destination (its packages stay, without a destination)",
    },
    useCases: {
      form: getDestinationForm,
      create: createDestination,
      update: updateDestination,
      remove: deleteDestination,
    },
  });

  // ---------- attributes ("extra price") and details ----------
  recordRoutes(app, catalogRecord, {
    path: "/attribute",
    params: attributeIdParam,
    body: attributeInput,
    list: {
      // The package page's extras section reads them too (PACKAGE_READERS).
      access: PACKAGE_READERS,
      summary: "Extra-price attributes with their details",
      query: listAttributesQuery,
      response: attributesResponse,
      run: listAttributes,
    },
    responses: { form: attributeEditResponse, write: attributeWriteResponse },
    summaries: {
      form: "An attribute with every language (panel form)",
      create: "Create an attribute",
      update: "Update an attribute",
      remove: "Delete an attribute with its details",
    },
    useCases: { form: getAttributeForm, create: createAttribute, update: updateAttribute, remove: deleteAttribute },
  });

  app.get(
    "/attribute/:id/detail",
    {
      config: { access: "catalog" },
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
      config: { access: "catalog" },
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
      config: { access: "catalog" },
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
      config: { access: "catalog" },
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

  recordRoutes(app, catalogRecord, {
    path: "/tour",
    params: tourIdParam,
    body: tourInput,
    // Operations staff edit departures on the package's page: they read the form, never write it.
    formAccess: PACKAGE_READERS,
    responses: { form: tourEditResponse, write: tourWriteResponse },
    summaries: {
      form: "A package with every language (panel form)",
      create: "Create a package",
      update: "Update a package (lists are replaced as sent; departures have their own routes)",
      remove: "Delete a package (409 when bookings reference it)",
    },
    useCases: { form: getTourForm, create: createTour, update: updateTour, remove: deleteTour },
  });

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
      config: { access: "departures" },
      schema: {
        tags: ["catalog"],
        summary:
          "Add a departure with its fare grid (capacity defaults to the package's; without fares every room type at the override or base price)",
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
      config: { access: "departures" },
      schema: {
        tags: ["catalog"],
        summary:
          "Update a departure and its fare grid (capacity never below the booked seats, allotments never below the beds held)",
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
      config: { access: "departures" },
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

  app.post(
    "/tour/:id/time/:time_id/copy-fares",
    {
      config: { access: "departures" },
      schema: {
        tags: ["catalog"],
        summary: "Copy a departure's fare grid to other departures of the package",
        description:
          "Copies the price per bed and allotment of each room type, and the child-without-bed and infant fares, to the listed departures of the same package in one transaction (422 when one is another package's, or already holds more beds than an allotment copied).",
        params: departureParams,
        body: copyFaresInput,
        response: { 200: copyFaresResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "catalog_admin")("messages.fares_copied"),
      data: await copyFares({
        ctx: req.ctx,
        input: { ...req.body, tour_id: req.params.id, time_id: req.params.time_id },
      }),
    }),
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
