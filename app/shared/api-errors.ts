import { z } from "zod";

export const errorBody = z.object({ message: z.string() });
export const validationBody = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

export const errorResponses = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: validationBody,
  429: errorBody,
} as const;

/** The error answers of a signed-in route that reads one record or a list (401, 403, 404, 422). */
export const readErrors = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
} as const;
/** The same for a route that writes, which may also meet a conflict (409). */
export const writeErrors = { ...readErrors, 409: errorResponses[409] } as const;
