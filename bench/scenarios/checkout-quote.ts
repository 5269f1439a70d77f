/**
 * The checkout review's price (POST /api/checkout/quote) with a promotion code against the same
 * quote without one (issue 26: ≤ 1.2×). Forty shoppers, each with a cart of their own (2–5 parts
 * drawn from the catalogue), a saved address in one of several states and half with a vehicle for
 * the fit answers, quote in turn, so no cache answers for one URL. The code is a 15% whole-cart
 * promotion with a per-customer limit (its uses are counted), so every quote with it succeeds and
 * takes the promotion path end to end.
 * Setup goes through the real API (cart, address, promotion); the shoppers and the promotion are
 * removed afterwards, so the shared bench database is left as it was.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { openDatabase } from "../../api/src/db/client.ts";
import { createSession } from "../../api/src/modules/auth/session-service.ts";
import { ms } from "../lib/format.ts";
import type { LoadRequest } from "../load.ts";
import type { Tier } from "../tiers.ts";
import { sideBySide } from "./measure.ts";
import { record, rps } from "./results.ts";

const SHOPPERS = 40;
const EMAIL_PREFIX = "bench-quote-";
const CODE = "BENCHQUOTE15";
const VEHICLE = "toyota-camry-2018";
const STATES = [
  { state: "OH", city: "Columbus", zip: "43215" },
  { state: "CA", city: "Fresno", zip: "93650" },
  { state: "TX", city: "Austin", zip: "78701" },
  { state: "NY", city: "Albany", zip: "12207" },
  { state: "WA", city: "Spokane", zip: "99201" },
];
const METHODS = ["standard", "expedited", "overnight"] as const;

async function forgetShoppers(client: pg.Client) {
  await client.query("delete from promotions where code = $1", [CODE]);
  await client.query("delete from audit_entries where actor_email like $1", [`${EMAIL_PREFIX}%@example.com`]);
  await client.query("delete from users where email like $1", [`${EMAIL_PREFIX}%@example.com`]);
}

export async function benchCheckoutQuote(tier: Tier, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const database = openDatabase({ url });
  const api = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: url }), db: database.db });
  try {
    await forgetShoppers(client);
    // Parts a cart can hold: published and in stock, spread over the catalogue.
    const { rows: parts } = await client.query<{ id: number }>(
      "select id from products where published and stock >= 5 order by md5(id::text) limit 400",
    );
    const admin = await client.query<{ id: number }>(
      "insert into users (email, role) values ($1, 'admin') returning id",
      [`${EMAIL_PREFIX}operator-${randomBytes(4).toString("hex")}@example.com`],
    );
    const adminToken = await createSession(database.db, admin.rows[0]?.id as number);
    const created = await api.inject({
      method: "POST",
      url: "/api/admin/promotions",
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { code: CODE, kind: "percent", value: 15, label: "15% off for the benchmark", per_customer_limit: 1 },
    });
    if (created.statusCode !== 201) throw new Error(`promotion: ${created.statusCode} ${created.body}`);

    const plain: LoadRequest[] = [];
    const coded: LoadRequest[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const user = await client.query<{ id: number }>("insert into users (email) values ($1) returning id", [
        `${EMAIL_PREFIX}${i}-${randomBytes(4).toString("hex")}@example.com`,
      ]);
      const token = await createSession(database.db, user.rows[0]?.id as number);
      const authorization = `Bearer ${token}`;
      const where = STATES[i % STATES.length] as (typeof STATES)[number];
      const address = await api.inject({
        method: "POST",
        url: "/api/profile/addresses/create",
        headers: { authorization },
        payload: {
          first_name: "Bench",
          last_name: `Shopper ${i}`,
          phone: "+1 614 555 0100",
          address_line1: `${100 + i} Gear St`,
          city: where.city,
          state: where.state,
          zip: where.zip,
          country: "US",
        },
      });
      if (address.statusCode >= 300) throw new Error(`address: ${address.statusCode} ${address.body}`);
      const { rows: saved } = await client.query<{ id: number }>("select id from addresses where user_id = $1", [
        user.rows[0]?.id,
      ]);
      const lines = Array.from({ length: 2 + (i % 4) }, (_, k) => ({
        id: parts[(i * 7 + k * 13) % parts.length]?.id as number,
        quantity: 1 + ((i + k) % 3),
      }));
      const cart = await api.inject({
        method: "POST",
        url: "/api/cart",
        headers: { authorization },
        payload: { products: lines },
      });
      if (cart.statusCode !== 200) throw new Error(`cart: ${cart.statusCode} ${cart.body}`);
      const body = {
        address_id: saved[0]?.id,
        shipping_method: METHODS[i % METHODS.length],
        ...(i % 2 === 0 ? { vehicle: VEHICLE } : {}),
      };
      const headers = { "content-type": "application/json", authorization };
      plain.push({ method: "POST", path: "/api/checkout/quote", headers, body: JSON.stringify(body) });
      coded.push({
        method: "POST",
        path: "/api/checkout/quote",
        headers,
        body: JSON.stringify({ ...body, coupon: i % 3 === 0 ? CODE.toLowerCase() : CODE }),
      });
    }
    // Every quote answers 200 before the load: a 422 would measure the error path instead.
    for (const r of [...plain, ...coded]) {
      const answer = await api.inject({ method: "POST", url: r.path, headers: r.headers, payload: r.body as string });
      if (answer.statusCode !== 200) throw new Error(`quote: ${answer.statusCode} ${answer.body}`);
    }
    const withCode = JSON.parse(
      (
        await api.inject({
          method: "POST",
          url: "/api/checkout/quote",
          headers: coded[0]?.headers,
          payload: coded[0]?.body as string,
        })
      ).body,
    ) as { applied_promotions: unknown[] };
    if (withCode.applied_promotions.length !== 1) throw new Error("the code did not apply to the quote");

    await api.listen({ port: 0, host: "127.0.0.1" });
    const address = api.server.address();
    if (!address || typeof address === "string") throw new Error("API has no port");
    const apiUrl = `http://127.0.0.1:${address.port}`;
    const scenario = `checkout quote, ${SHOPPERS} carts`;
    console.log(
      `  ${tier} ${scenario}: ${SHOPPERS} shoppers, 2–5 parts each, 5 states, 3 methods, half with a vehicle`,
    );
    const [a, b] = await sideBySide(tier, scenario, [
      ["code", { url: apiUrl, requests: coded }],
      ["none", { url: apiUrl, requests: plain }],
    ]);
    record({
      tier,
      check: "HTTP throughput quote code/none",
      scenario,
      a: rps(a),
      b: rps(b),
      ratio: a.rps / b.rps,
      target: { min: 1 / 1.2 },
    });
    record({
      tier,
      check: "HTTP p95 quote code/none",
      scenario,
      a: ms(a.p95),
      b: ms(b.p95),
      ratio: a.p95 / b.p95,
      target: { max: 1.2 },
    });
  } finally {
    await api.close();
    await database.close();
    await forgetShoppers(client);
    await client.end();
  }
}
