import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, type ListQuery, pageWindow, toListPage } from "#app/shared/list";
import type { faqDto } from "#app/modules/content/content.contract";
import type { z } from "zod";
import { listFaqRows } from "./content.repository";
import { contentList } from "./content-list";
import { toFaqDto } from "./to-dto";

/** FAQ in sort order; search in the questions and answers of every language. */
async function readListFaqs({ ctx, input }: UseCaseArgs<ListQuery>): Promise<ListPage<z.infer<typeof faqDto>>> {
  const { rows, total } = await listFaqRows(ctx.db, { search: input.search, ...pageWindow(input) });
  return toListPage(input, { rows, total }, (r) => toFaqDto(r, ctx.locale));
}

/** Shared until content changes (content-list.ts). */
export const listFaqs = contentList("listFaqs", readListFaqs);
