import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const EmailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email({ message: "Enter a valid email address" }));

/** `{email, password}` for both register and login. Password rules are checked by the API. */
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

/** A token from a mail link (verification or reset): 256 random bits, base64url. */
export const MailTokenSchema = z
  .string({ message: "The link is missing its token" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This link is incomplete or damaged. Copy the whole link from the mail.");

/**
 * GET /api/email/verify?token=…: the link in the verification mail. Any text is taken,
 * so a damaged link gets the API's sentence about what to do next rather than a schema error.
 */
export const EmailVerifyQuerySchema = z.object({ token: z.string().max(512).default("") });

/** POST /api/profile/reset `{email}`; answered the same whether or not the address exists, so it cannot tell who has an account. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema }).strict();
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** POST /api/create-new-password `{token, password, email}` from the reset mail's link. */
export const NewPasswordSchema = z
  .object({
    token: MailTokenSchema,
    password: z.string({ message: "Password is required" }).max(1024, "Password is too long"),
    email: EmailSchema,
  })
  .strict();
export type NewPassword = z.infer<typeof NewPasswordSchema>;

/** POST /api/create-new-password/check — whether a reset link still works, asked before the form is shown. */
export const ResetLinkSchema = NewPasswordSchema.pick({ token: true, email: true }).strict();
export type ResetLink = z.infer<typeof ResetLinkSchema>;

/** POST /api/create-new-password answers a session token, so the new password signs the visitor in. */
export const NewPasswordResponseSchema = z.object({ message: z.string(), token: z.string() });

/** PUT /api/profile/update/password — `odl_password` (sic) is the field name clients send; it stays so spelt. */
export const PasswordChangeSchema = z
  .object({
    odl_password: z.string({ message: "Current password is required" }).max(1024, "Password is too long"),
    new_password: z.string({ message: "New password is required" }).max(1024, "Password is too long"),
  })
  .strict();
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** POST /api/googleAuth `{token}` — a Google ID token (a JWT) from Google Identity Services. */
export const GoogleAuthSchema = z
  .object({
    token: z
      .string({ message: "The Google credential is missing" })
      .min(20, "The Google credential is not valid")
      .max(4096, "The Google credential is not valid"),
  })
  .strict();

/** GET /api/auth/config: what the sign-in pages offer. Google sign-in only with a client id (docs/decisions/005). */
export const AuthConfigSchema = z.object({ googleClientId: z.string().nullable() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
