import type { z } from "zod";
import type {
  faqDto,
  partnerDto,
  photoDto,
  sliderDto,
  testimonyDto,
  videoDto,
} from "#app/modules/content/content.contract";

export type SliderDto = z.infer<typeof sliderDto>;
export type TestimonyDto = z.infer<typeof testimonyDto>;
export type PartnerDto = z.infer<typeof partnerDto>;
export type PhotoDto = z.infer<typeof photoDto>;
export type VideoDto = z.infer<typeof videoDto>;
export type FaqDto = z.infer<typeof faqDto>;
export type { PageDto } from "#app/modules/content/content.contract";

/** Server-sanitised rich text: spacing, headings, lists and links without a typography plugin. */
export const richTextClass =
  "space-y-3 leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6";

/** A site path is followed inside the app; anything else is an external https link. */
export function isInternalLink(link: string): boolean {
  return /^\/(?!\/)/.test(link);
}

/** "tel:" form of a typed phone number: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
