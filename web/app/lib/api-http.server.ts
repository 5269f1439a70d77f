import http from "node:http";
import https from "node:https";

/**
 * What a loader reads of an API answer: its status, its headers and its JSON — the part of a
 * `Response` the storefront's server uses (`readJson`, `sharedFreshness`).
 */
export interface ApiAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  json(): Promise<unknown>;
}

/**
 * Idle connections to the API are closed after this long, well before the API's own keep-alive
 * (Fastify's 72 s), so a request is never sent on a socket the API is closing.
 */
const IDLE_SOCKET_MS = 4_000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

class Answer implements ApiAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly #raw: string[];
  readonly #body: Buffer;
  #headers: Headers | undefined;
  constructor(status: number, raw: string[], body: Buffer) {
    this.status = status;
    this.ok = status >= 200 && status < 300;
    this.#raw = raw;
    this.#body = body;
  }
  /** Built when first read: most calls read only the body. */
  get headers(): Headers {
    if (!this.#headers) {
      const headers = new Headers();
      for (let i = 0; i + 1 < this.#raw.length; i += 2)
        headers.append(this.#raw[i] as string, this.#raw[i + 1] as string);
      this.#headers = headers;
    }
    return this.#headers;
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.#body.toString("utf8"));
  }
}

/**
 * The storefront's server calling its API: `fetch`'s contract for what loaders use (method, headers,
 * a string body, an abort signal), over node:http with kept-alive connections. A page makes one or
 * two such calls; through `fetch` each cost about twice the CPU (measured in bench/storefront's long
 * tail, docs/decisions/016), on the process that renders every page. The answer is read whole
 * before it resolves.
 */
export function apiRequest(url: string, init: RequestInit = {}): Promise<ApiAnswer> {
  const target = new URL(url);
  const agent = agents[target.protocol as keyof typeof agents];
  if (!agent) return Promise.reject(new TypeError(`API_URL must be http or https, not ${target.protocol}`));
  const signal = init.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const body = typeof init.body === "string" ? init.body : undefined;
  if (init.body != null && body === undefined) return Promise.reject(new TypeError("only a string body is sent"));
  const headers: Record<string, string> = {};
  for (const [name, value] of new Headers(init.headers)) headers[name] = value;
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));

  return new Promise<ApiAnswer>((resolve, reject) => {
    const request = (target.protocol === "https:" ? https : http).request(
      target,
      { method: init.method ?? "GET", headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          signal?.removeEventListener("abort", onAbort);
          resolve(new Answer(response.statusCode ?? 502, response.rawHeaders, Buffer.concat(chunks)));
        });
      },
    );
    const onAbort = () => request.destroy(signal?.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    request.on("error", (err) => {
      signal?.removeEventListener("abort", onAbort);
      reject(signal?.aborted ? signal.reason : err);
    });
    request.end(body);
  });
}
