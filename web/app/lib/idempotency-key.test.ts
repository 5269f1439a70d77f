import { describe, expect, test } from "vitest";
import { createAttemptKeys, keyOutlivesAnswer, newIdempotencyKey } from "./idempotency-key";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("idempotency keys", () => {
  test("a new key is a version 4 UUID, different each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  test("without crypto.randomUUID (a page served over plain HTTP) the key is still a version 4 UUID", () => {
    const insecure = {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array),
    } as unknown as Crypto;
    expect(newIdempotencyKey(insecure)).toMatch(UUID_V4);
  });

  test.each([
    [null, true, "no answer reached the page"],
    [409, true, "the first request is still running"],
    [500, true, "the API failed and freed the key"],
    [502, true, "the shop was unreachable"],
    [201, false, "the order was placed"],
    [200, false, "the payment went through"],
    [402, false, "the card was declined"],
    [400, false, "the request was refused"],
    [422, false, "the order cannot be paid"],
  ] as const)("after %s the key stands: %s (%s)", (status, stands, _why) => {
    expect(keyOutlivesAnswer(status)).toBe(stands);
  });

  test("a double submit of the same attempt sends the same key", () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor("card pm_1")).toBe("key-1");
    expect(keys.keyFor("card pm_1")).toBe("key-1");
  });

  test("a retry after no answer reuses the key; after a decline the next attempt gets a new one", () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor("card pm_1")).toBe("key-1");
    keys.settle(null);
    expect(keys.keyFor("card pm_1")).toBe("key-1");
    keys.settle(402);
    expect(keys.keyFor("card pm_1")).toBe("key-2");
  });

  test("another card is another attempt with its own key", () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor("card pm_1")).toBe("key-1");
    keys.settle(null);
    expect(keys.keyFor("card pm_2")).toBe("key-2");
  });
});
