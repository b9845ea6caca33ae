import { z } from "zod";
import { parseEmbedMap } from "./embed-map";

/** Contract field for an embedded map: empty means none; a bad value is a 422 `embed_map_format`. */
export const embedMapInput = z
  .string()
  .trim()
  .max(3000)
  .nullable()
  .default(null)
  .transform((v, ctx) => {
    if (!v) return null;
    const url = parseEmbedMap(v);
    if (!url) ctx.addIssue({ code: "custom", message: "embed_map_format" });
    return url;
  });
