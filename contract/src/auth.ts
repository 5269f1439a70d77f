import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const EmailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email({ message: "Enter a valid email address" }));

/** spec §7: `{email, password}` for both register and login. Password rules are checked by the API. */
export const CredentialsSchema = z
  .object({
    email: EmailSchema,
    password: z.string({ message: "Password is required" }).max(1024, "Password is too long"),
  })
  .strict();
export type Credentials = z.infer<typeof CredentialsSchema>;

export const TokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const MessageSchema = z.object({ message: z.string() });
