import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import type { Db } from "#app/shared/db.server";
import { AppError } from "#app/shared/errors";
import { faqRows, pageRows, partnerRows, photoRows, sliderRows, testimonyRows, videoRows } from "./content.repository";
import { pageValues } from "./pages/page-values";
import { toFaqDto, toPageDto, toPartnerDto, toPhotoDto, toSliderDto, toTestimonyDto, toVideoDto } from "./to-dto";
import { faqValues, partnerValues, photoValues, sliderValues, testimonyValues, videoValues } from "./write-values";

interface Rows<V, R> {
  insert(db: Db, values: V): Promise<R>;
  update(db: Db, id: number, values: V): Promise<R | undefined>;
}

/** What a row builder answers: the values, and the images it checked (none for plain records). */
interface Built<V, X> {
  values: V;
  images: X;
}

/** How one kind of content record is written: its table, its row builder and its DTO. */
interface RecordWrite<I, V, R, X, D> {
  rows: Rows<V, R>;
  build(ctx: Ctx, input: I): Built<V, X> | Promise<Built<V, X>>;
  toDto(row: R, images: X, ctx: Ctx): D;
}

/**
 * The write behind every admin content form: the content permission is checked first (a builder reads the
 * media table), then the insert, or the update of record `id`. An update of a record deleted
 * meanwhile is a not_found, not an empty answer.
 */
async function writeRecord<I, V, R, X, D>(
  ctx: Ctx,
  write: RecordWrite<I, V, R, X, D>,
  input: I,
  id?: number,
): Promise<D> {
  requireStaff(ctx, "content");
  const { values, images } = await write.build(ctx, input);
  const row = id === undefined ? await write.rows.insert(ctx.db, values) : await write.rows.update(ctx.db, id, values);
  if (!row) throw new AppError("not_found");
  return write.toDto(row, images, ctx);
}

/** The create use case of a kind of record (create-<entity>.ts). */
export const creates =
  <I, V, R, X, D>(write: RecordWrite<I, V, R, X, D>) =>
  ({ ctx, input }: UseCaseArgs<I>): Promise<D> =>
    writeRecord(ctx, write, input);

/** The update use case of a kind of record (update-<entity>.ts): the route puts the record's id in the input. */
export const updates =
  <I, V, R, X, D>(write: RecordWrite<I, V, R, X, D>) =>
  ({ ctx, input }: UseCaseArgs<I & { id: number }>): Promise<D> =>
    writeRecord(ctx, write, input, input.id);

/** Infers a RecordWrite's types from its table and builder, so that toDto's arguments are typed. */
const recordWrite = <I, V, R, X, D>(write: RecordWrite<I, V, R, X, D>) => write;

/** A record without images: its values built from the input alone, its DTO in the caller's language. */
const plainWrite = <I, V, R, D>(
  rows: Rows<V, R>,
  values: (input: I) => V,
  toDto: (row: R, locale: Ctx["locale"]) => D,
) =>
  recordWrite<I, V, R, undefined, D>({
    rows,
    build: (_ctx, input) => ({ values: values(input), images: undefined }),
    toDto: (row, _images, ctx) => toDto(row, ctx.locale),
  });

export const pageWrite = plainWrite(pageRows, pageValues, toPageDto);
export const faqWrite = plainWrite(faqRows, faqValues, toFaqDto);
export const videoWrite = plainWrite(videoRows, videoValues, toVideoDto);

export const photoWrite = recordWrite({
  rows: photoRows,
  build: photoValues,
  toDto: (row, images, ctx) => toPhotoDto(row, images.get(row.fileId)!, ctx.locale),
});

export const sliderWrite = recordWrite({
  rows: sliderRows,
  build: sliderValues,
  toDto: (row, images, ctx) => toSliderDto(row, images.get(row.fileId)!, ctx.locale),
});

export const partnerWrite = recordWrite({
  rows: partnerRows,
  build: partnerValues,
  toDto: (row, images) => toPartnerDto(row, images),
});

export const testimonyWrite = recordWrite({
  rows: testimonyRows,
  build: testimonyValues,
  toDto: (row, images, ctx) => toTestimonyDto(row, images, ctx.locale),
});
