import { z } from "zod";

/** Every API error (ARCHITECTURE: API conventions). `errors` maps a field to its messages. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
