/** The single calls `npm run bench` times: a statement on pg, a whole GET, a whole POST /api/filter. */
import type { FilterRequest } from "@pitstop/contract/catalogue";
import type pg from "pg";
import type { Statement } from "../capture.ts";

export const query = (client: pg.Client, s: Statement) => () => client.query(s.text, s.values);

/** One whole GET, to the last byte of the answer. */
export const get = (url: string, path: string) => async () => {
  const res = await fetch(`${url}${path}`);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}${path} answered ${res.status}: ${text}`);
};

/**
 * Waits until a server answers a GET again: after a load the API may still be working through the
 * requests autocannon left behind, and a request waiting over 3 s for a pooled connection is a 503.
 */
export async function settle(url: string, path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await get(url, path)();
    } catch (err) {
      if (attempt >= 30) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** One whole POST /api/filter, to the last byte of the answer. */
export const request = (url: string, body: FilterRequest) => async () => {
  const res = await fetch(`${url}/api/filter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text}`);
};
