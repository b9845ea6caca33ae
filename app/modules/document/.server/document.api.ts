import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
  bookingDocumentsParams,
  bookingDocumentsResponse,
  documentActionResponse,
  documentIdParams,
  guestDocumentParams,
  requirementsActionResponse,
  requirementsBody,
  requirementsResponse,
  reviewDocumentBody,
  submitDocumentBody,
  tourDocumentsParams,
} from "#app/modules/document/document.contract";
import { getBookingDocuments } from "./get-booking-documents";
import { getRequirements, saveRequirements } from "./requirements";
import { reviewDocument } from "./review-document";
import { submitDocument } from "./submit-document";

const tags = ["document"];

/** Pilgrim documents (docs/product.md §Pilgrim documents): requirements per package, uploads, reviews. */
export async function documentApi(app: Api) {
  const storage = app.files;
  const said = (locale: Parameters<typeof serverT>[0], key: string) => serverT(locale, "errors")(key);

  app.get(
    "/tour/:tour_id/document-requirements",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary: "The documents a package asks of its guests: kind, for whom, due days before departure",
        params: tourDocumentsParams,
        response: { 200: requirementsResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await getRequirements({ ctx: req.ctx, input: req.params }) }),
  );

  app.put(
    "/tour/:tour_id/document-requirements",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary: "Replace a package's whole list of document requirements (each kind at most once)",
        params: tourDocumentsParams,
        body: requirementsBody,
        response: { 200: requirementsActionResponse, ...errorResponses },
      },
    },
    async (req) => ({
      message: said(req.locale, "documents_saved"),
      data: await saveRequirements({ ctx: req.ctx, input: { ...req.params, ...req.body } }),
    }),
  );

  app.get(
    "/booking/:booking_id/documents",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "A booking's guests with the documents asked of each (missing included), counts and readiness",
        params: bookingDocumentsParams,
        response: { 200: bookingDocumentsResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await getBookingDocuments({ ctx: req.ctx, input: req.params }) }),
  );

  app.put(
    "/booking/:booking_id/guests/:guest_id/documents/:kind",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Hand in (or replace) one document of a guest: a private file the customer uploaded; a meningitis certificate with its vaccine and date",
        params: guestDocumentParams,
        body: submitDocumentBody,
        response: { 200: documentActionResponse, ...errorResponses },
      },
    },
    async (req) => ({
      message: said(req.locale, "document_submitted"),
      data: await submitDocument({ ctx: req.ctx, input: { ...req.params, ...req.body }, storage }),
    }),
  );

  app.post(
    "/documents/:document_id/review",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary: "Verify a handed-in document, or reject it with the reason the customer reads (mailed to them)",
        params: documentIdParams,
        body: reviewDocumentBody,
        response: { 200: documentActionResponse, ...errorResponses },
      },
    },
    async (req) => {
      const data = await reviewDocument({ ctx: req.ctx, input: { ...req.params, ...req.body } });
      return {
        message: said(req.locale, req.body.status === "verified" ? "document_verified" : "document_rejected"),
        data,
      };
    },
  );
}
