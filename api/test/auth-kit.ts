import { eq } from "drizzle-orm";
import { users } from "../src/db/schema/index.ts";
import { type SmtpCapture, startSmtpCapture } from "./smtp-capture.ts";
import { createTestApp } from "./test-app.ts";

export const PASSWORD = "tarmac-Sprocket-42";
export const PUBLIC_URL = "https://shop.example";

/**
 * The API on a fresh database, mailing through a real SMTP capture, with helpers for the account
 * flows. Each request comes from its own address unless told otherwise, so the per-IP route limits
 * stay out of tests about something else.
 */
export async function createAccountsTestApp(env: Record<string, string> = {}) {
  const smtp: SmtpCapture = await startSmtpCapture();
  const t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL, ...env } });
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.${Math.floor(ip / 62500) % 250}.${Math.floor(ip / 250) % 250}.${ip % 250}`;
  };

  type Opts = { token?: string; remoteAddress?: string; headers?: Record<string, string> };
  const request = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, opts: Opts = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      remoteAddress: opts.remoteAddress ?? nextIp(),
    });

  let n = 0;
  return {
    ...t,
    smtp,
    request,
    /** A new account; its token and email. */
    async signUp(email = `driver${++n}-${Date.now()}@example.com`, password = PASSWORD) {
      const res = await request("POST", "/api/auth/register", { email, password });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      return { email, token: res.json().token as string };
    },
    async signIn(email: string, password = PASSWORD) {
      return request("POST", "/api/auth/login", { email, password });
    },
    /** Whether a session token still authenticates. */
    async works(token: string) {
      return (await request("GET", "/api/profile", undefined, { token })).statusCode === 200;
    },
    async userByEmail(email: string) {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      return user;
    },
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
