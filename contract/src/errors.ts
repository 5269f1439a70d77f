import { z } from "zod";

/** Every API error, whatever its status: `message` is shown to the user, `errors` maps a field to its messages. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
