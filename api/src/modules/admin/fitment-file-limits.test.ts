import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { caller, signUpOperator } from "./admin-test-kit.ts";
import { readFitmentFileOffThread } from "./fitment-file-thread.ts";

/**
 * Big and malformed files never stall the shop (issue 27): a fitment file is read on a thread of
 * its own with a bounded heap, and shapes no fitment file has are refused as they are read, with
 * the line — a 32 MB line, a line of too many columns, XML nested two million deep.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let send: ReturnType<typeof caller>;
let operator: Awaited<ReturnType<typeof signUpOperator>>;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await seedSmallCatalogue(db, [{ title: "Limit pads", priceCents: 1_000, stock: 5, fits: ["toyota-camry-2018"] }]);
    },
    env: { LOG_LEVEL: "silent" },
  });
  send = caller(t.app);
  operator = await signUpOperator(t.app, t.db);
});
afterAll(() => t.close());

const HEADER = "part_number,make,model,year_from,year_to,engine,position,note\n";
const importFile = (format: "csv" | "aces", content: string) =>
  send("POST", "/api/admin/fitment-imports", operator, { format, content, dry_run: true });

describe("pathological files are refused early, naming the line", () => {
  test("a CSV line of 32 MB", async () => {
    const res = await importFile("csv", `${HEADER}SW-1000,Toyota,Camry,2018,2018,,,${"x".repeat(32_000_000 - 200)}\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "The CSV cannot be read: line 2: the line is longer than 64 KiB (no fitment or price line is)",
    );
  });

  test("a CSV line of thousands of columns", async () => {
    const res = await importFile("csv", `${HEADER}${",".repeat(5_000)}\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/line 2: the line has more than 64 columns/);
  });

  test("ACES XML nested two million elements deep", async () => {
    const depth = 2_000_000;
    const xml = `<?xml version="1.0"?><ACES version="4.2">${"<a>".repeat(depth)}${"</a>".repeat(depth)}</ACES>`;
    const res = await importFile("aces", xml);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^The file is not well-formed ACES XML: line 1: elements are nested more than 16 deep/,
    );
  });

  test("a well-formed file of ordinary size still reads as before", async () => {
    const res = await importFile("csv", `${HEADER}SW-1000,Toyota,Camry,2018,2018,,Front,\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applications: 1, problem_count: 0 });
  });
});

test("the file is read off the API's thread: its event loop keeps turning while a big file is parsed", async () => {
  // 200,000 applications, about 10 MB: seconds of parsing, none of them on this thread.
  const lines = Array.from({ length: 200_000 }, (_, i) => `P-${i},Toyota,Camry,2018,2018,,Front,"note, ${i}"`);
  const content = `${HEADER}${lines.join("\n")}\n`;
  let ticks = 0;
  const timer = setInterval(() => {
    ticks++;
  }, 5);
  const file = await readFitmentFileOffThread({ format: "csv", content });
  clearInterval(timer);
  expect(file.apps).toHaveLength(200_000);
  expect(file.apps[199_999]).toMatchObject({ part: "P-199999", note: "note, 199999" });
  // The timer ran all along (a parse on this thread would have held it for the whole read).
  expect(ticks).toBeGreaterThan(5);
});
