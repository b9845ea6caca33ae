import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { Api } from "#app/shared/api.server";
import { errorBody, errorResponses } from "#app/shared/api-errors";
import { AppError, fieldError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import {
  fileIdParam,
  fileQuery,
  UPLOAD_MAX_BYTES,
  uploadQuery,
  uploadResponse,
} from "#app/modules/media/media.contract";
import { getPrivateFile } from "./get-private-file";
import { authorizeUpload, fileTooLarge, uploadFile } from "./upload-file";

// A private file may be previewed in the panel's own frame, and runs nothing.
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The one file of a multipart body, in memory (at most UPLOAD_MAX_BYTES). A body that is not
 * multipart or has no `file` part is 422 file_required; a malformed one (busboy throws plain
 * errors) 400, not 500; one over the limit 413 with the upload's own message.
 */
async function readFilePart(req: FastifyRequest): Promise<{ filename: string; buffer: Buffer }> {
  if (!req.isMultipart()) throw fieldError("file", "file_required");
  try {
    const part = await req.file();
    if (part?.fieldname !== "file") throw fieldError("file", "file_required");
    return { filename: part.filename, buffer: await part.toBuffer() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge();
    // Other multipart limits (more parts or fields than allowed) keep their 413.
    if (status === 413) throw err;
    throw new AppError("bad_request");
  }
}

export async function mediaApi(app: Api) {
  // Multipart only here: one file of at most UPLOAD_MAX_BYTES, a few small fields at most.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const storage = app.files;

  app.post(
    "/upload",
    {
      config: { access: "user", rateLimit: { max: 60, timeWindow: "1 minute" }, ownBody: true },
      schema: {
        tags: ["media"],
        summary:
          "Upload a file (multipart field `file`): purpose=image (admin, public), avatar (any user, public square) or document (private)",
        consumes: ["multipart/form-data"],
        querystring: uploadQuery,
        response: { 200: uploadResponse, 400: errorBody, 413: errorBody, ...errorResponses },
      },
    },
    async (req) => {
      // Refuse before reading a byte of the body.
      authorizeUpload(req.ctx, req.query.purpose);
      const { filename, buffer } = await readFilePart(req);
      const data = await uploadFile({
        ctx: req.ctx,
        input: { purpose: req.query.purpose, filename, buffer },
        storage,
      });
      return { message: serverT(req.locale, "errors")("file_uploaded"), data };
    },
  );

  app.get(
    "/file/:id",
    {
      config: { access: "public" },
      schema: {
        tags: ["media"],
        summary: "A private file for its owner or an admin; a public image redirects to its largest variant",
        params: fileIdParam,
        querystring: fileQuery,
        response: { ...errorResponses },
      },
    },
    async (req, reply) => {
      const download = req.query.download === "1";
      const file = await getPrivateFile({ ctx: req.ctx, input: { id: req.params.id, download }, storage });
      if (file.kind === "redirect") return reply.redirect(file.url, 302);
      return (
        reply
          .type(file.mime)
          .header("content-length", file.bytes)
          .header("cache-control", "private, no-store")
          .header(
            "content-disposition",
            `${download ? "attachment" : "inline"}; filename="${req.params.id}.${file.extension}"`,
          )
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", FILE_CSP)
          // A stream is sent as is: the route's schemas only describe its JSON error bodies.
          .send(file.body as never)
      );
    },
  );
}
