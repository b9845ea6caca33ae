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
