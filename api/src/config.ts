import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** Every environment variable the API reads; README lists the same with their defaults. */
const EnvSchema = z.object({
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(path.join(repoRoot, "data")),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REDIS_URL: optionalUrl,
  // With a token, GET /metrics answers only to `Authorization: Bearer <token>` (and the storefront serves its own).
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().min(16, "must be at least 16 characters").optional())
    .optional(),
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((v) => (v === "" ? false : v)),
  SEED_ON_EMPTY: z.enum(["true", "false"]).default("true"),
  TAX_RATE_PERCENT: z.coerce.number().min(0).max(30).default(7),
  FREE_SHIPPING_FROM: z.coerce.number().min(0).max(100_000).default(99),
  SHOP_EMAIL: z.string().default("support@pitstop.example"),
  SHOP_PHONE: z.string().default("+1 (555) 010-0199"),
  SHOP_ADDRESS: z.string().default("1200 Motorway Ave, Suite 4, Columbus, OH 43215"),
  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:$/.test(new URL(v).protocol), {
    message: "SMTP_URL must start with smtp:// or smtps://",
  }),
  MAIL_FROM: z
    .string()
    .default("Pitstop <no-reply@pitstop.example>")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a line break here would forge mail headers
    .refine((v) => !/[\u0000-\u001f]/.test(v), "MAIL_FROM must be one line")
    .refine((v) => /^[^<>]*<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+$/.test(v.trim()), {
      message: "MAIL_FROM must be an address, optionally with a name: Pitstop <no-reply@example.com>",
    }),
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  // Cards go through Stripe when a secret key is set; otherwise the simulated provider (test mode).
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^$|^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
    .default(""),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^$|^pk_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")
    .default(""),
  STRIPE_API_BASE: z.url().default("https://api.stripe.com"),
  // Signs the payment events Stripe posts to /api/payments/webhook (the endpoint's whsec_… secret).
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^$|^whsec_[A-Za-z0-9]+$/, "must be a Stripe webhook signing secret (whsec_…)")
    .default(""),
  // How long an unpaid order holds its parts before the system cancels it.
  ORDER_PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
});

export type Config = {
  databaseUrl: string | undefined;
  dataDir: string;
  host: string;
  port: number;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  redisUrl: string | undefined;
  /** Guards GET /metrics when set. */
  metricsToken: string | undefined;
  trustProxy: string | false;
  seedOnEmpty: boolean;
  shop: { email: string; phone: string; address: string };
  /** docs/pricing.md: the cart's estimated sales-tax rate (thousandths of a percent) and the free-shipping threshold. */
  pricing: { taxRateMillipercent: number; freeShippingFromCents: number };
  /** Unpaid orders are canceled, their parts released, this long after they were placed. */
  orders: { paymentWindowMinutes: number };
  /** SMTP when `smtpUrl` is set, else `.eml` files under `dataDir/mail`. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Google sign-in is on only with a client id. */
  google: { clientId: string | undefined; jwksUrl: string };
  /** Cards through Stripe with these keys; null runs the simulated provider (test mode). */
  stripe: { secretKey: string; publishableKey: string; apiBase: string; webhookSecret: string | null } | null;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY !== "" && e.STRIPE_PUBLISHABLE_KEY === "") {
    throw new ConfigError(
      "Invalid environment:\n  STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set (Stripe.js needs it)",
    );
  }
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    host: e.API_HOST,
    port: e.API_PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    seedOnEmpty: e.SEED_ON_EMPTY === "true",
    shop: { email: e.SHOP_EMAIL, phone: e.SHOP_PHONE, address: e.SHOP_ADDRESS },
    pricing: {
      taxRateMillipercent: Math.round(e.TAX_RATE_PERCENT * 1000),
      freeShippingFromCents: Math.round(e.FREE_SHIPPING_FROM * 100),
    },
    orders: { paymentWindowMinutes: e.ORDER_PAYMENT_WINDOW_MINUTES },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM.trim() },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    stripe:
      e.STRIPE_SECRET_KEY === ""
        ? null
        : {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            apiBase: e.STRIPE_API_BASE.replace(/\/$/, ""),
            webhookSecret: e.STRIPE_WEBHOOK_SECRET === "" ? null : e.STRIPE_WEBHOOK_SECRET,
          },
  };
}
