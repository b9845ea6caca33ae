import { z } from "zod";
import { locales } from "../../shared/i18n/config";

export const pageGroupParam = z.object({ group: z.enum(["footer", "branch"]) });

export const pageLangDto = z.object({ lang: z.enum(locales), title: z.string() });
export const pageSummaryDto = z.object({
  id: z.number().int(),
  title: z.string(),
  group: z.enum(["none", "footer", "branch"]),
  langs: z.array(pageLangDto),
});
export type PageSummaryDto = z.infer<typeof pageSummaryDto>;

export const pagesResponse = z.object({ pages: z.array(pageSummaryDto) });
