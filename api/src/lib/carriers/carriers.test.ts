import { describe, expect, test } from "vitest";
import { loadConfig } from "../../config.ts";
import { labelAddressFromOrder } from "./carrier.ts";
import { CODE128_PATTERNS, code128BChecksum, code128BWidths } from "./code128.ts";
import { createCarrier, RETURN_ADDRESS } from "./index.ts";
import { BARCODE_HEIGHT_PT, type ReturnLabelPdfInput, returnLabelPdf } from "./label-pdf.ts";
import { createSimulatedCarrier, SIMULATED_CARRIER_NAME, upsCheckDigit } from "./simulated-carrier.ts";

const buyer = {
  name: "Dana Whitfield",
  line1: "48 Larkspur Lane",
  line2: "Apt 3B",
  city: "Dayton",
  state: "OH",
  zip: "45402",
  country: "US",
  phone: "+1 937 555 0142",
};

const label: ReturnLabelPdfInput = {
  returnNumber: "RMA-2026-00017",
  orderNumber: "PS-100482",
  carrier: SIMULATED_CARRIER_NAME,
  trackingNumber: "1ZK3F8Q29073451260",
  from: buyer,
  to: RETURN_ADDRESS,
  issuedAt: new Date("2026-11-28T16:50:00Z"),
  freeLabel: true,
};

type ParsedPdf = { text: string; objects: Map<number, number>; content: string };

/** Reads a PDF the way a viewer starts to: from startxref to the table, then each object at its offset. */
function parsePdf(pdf: Buffer): ParsedPdf {
  const text = pdf.toString("latin1");
  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefAt = Number(startxref?.[1]);
  const table = text.slice(xrefAt);
  expect(table.startsWith("xref\n")).toBe(true);
  const header = /^xref\n0 (\d+)\n/.exec(table);
  const size = Number(header?.[1]);
  const trailer = /trailer\n<< \/Size (\d+) \/Root 1 0 R/.exec(table);
  expect(Number(trailer?.[1])).toBe(size);

  const entriesStart = header?.[0].length ?? 0;
  const objects = new Map<number, number>();
  for (let n = 0; n < size; n++) {
    // Every entry is exactly 20 bytes, which is how readers find one without scanning.
    const entry = table.slice(entriesStart + n * 20, entriesStart + (n + 1) * 20);
    expect(entry).toMatch(/^\d{10} \d{5} [fn] \n$/);
    if (n === 0) {
      expect(entry).toBe("0000000000 65535 f \n");
      continue;
    }
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${n} 0 obj\n`.length)).toBe(`${n} 0 obj\n`);
    objects.set(n, offset);
  }

  // The page's content stream: its /Length must be the exact byte count up to endstream.
  const pageAt = objects.get(3) ?? 0;
  const contentsRef = /\/Contents (\d+) 0 R/.exec(text.slice(pageAt, text.indexOf("endobj", pageAt)));
  const contentAt = objects.get(Number(contentsRef?.[1])) ?? 0;
  const stream = /^\d+ 0 obj\n<< \/Length (\d+) >>\nstream\n/.exec(text.slice(contentAt));
  expect(stream).not.toBeNull();
  const dataAt = contentAt + (stream?.[0].length ?? 0);
  const length = Number(stream?.[1]);
  expect(text.slice(dataAt + length, dataAt + length + "\nendstream".length)).toBe("\nendstream");
  return { text, objects, content: text.slice(dataAt, dataAt + length) };
}

/** Reads the barcode back from the page's rectangles: bar widths and the gaps between them, in modules. */
function decodeBarcode(content: string): string {
  const bars = [...content.matchAll(/^([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re$/gm)]
    .map((m) => ({ x: Number(m[1]), width: Number(m[3]), height: Number(m[4]) }))
    .filter((bar) => bar.height === BARCODE_HEIGHT_PT);
  const moduleWidth = Math.min(...bars.map((bar) => bar.width));
  const widths: number[] = [];
  bars.forEach((bar, i) => {
    widths.push(Math.round(bar.width / moduleWidth));
    const next = bars[i + 1];
    if (next) widths.push(Math.round((next.x - bar.x - bar.width) / moduleWidth));
  });
  const symbols: number[] = [];
  for (let i = 0; i + 6 <= widths.length; i += 6) {
    const pattern = widths.slice(i, i + 6).join("");
    const stop = widths.slice(i).join("") === CODE128_PATTERNS[106];
    symbols.push(stop ? 106 : CODE128_PATTERNS.indexOf(pattern));
    if (stop) break;
  }
  expect(symbols[0]).toBe(104);
  expect(symbols.at(-1)).toBe(106);
  const data = symbols.slice(1, -2);
  let sum = 104;
  data.forEach((value, i) => {
    sum += value * (i + 1);
  });
  expect(symbols.at(-2)).toBe(sum % 103);
  return String.fromCharCode(...data.map((value) => value + 32));
}

describe("Code 128 B", () => {
  test("the table has 107 distinct symbols of 11 modules (the stop 13), bars adding up to an even count", () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      expect(widths.reduce((a, b) => a + b, 0)).toBe(value === 106 ? 13 : 11);
      const bars = widths.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
      expect(bars % 2).toBe(0);
    });
  });

  test("the check symbol of PJJ123C is 55", () => {
    // Values in subset B are ASCII − 32: P=48, J=42, J=42, 1=17, 2=18, 3=19, C=35.
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7
    //   = 104 + 48 + 84 + 126 + 68 + 90 + 114 + 245 = 879, and 879 mod 103 = 879 − 824 = 55.
    expect(code128BChecksum("PJJ123C")).toBe(55);
  });

  test("a barcode is start B, the text, the check symbol and the stop, bar first and bar last", () => {
    const widths = code128BWidths("PJJ123C");
    expect(widths).toHaveLength((1 + 7 + 1) * 6 + 7);
    expect(widths.reduce((a, b) => a + b, 0)).toBe((1 + 7 + 1) * 11 + 13);
    expect(widths.slice(0, 6).join("")).toBe("211214");
    expect(widths.slice(8 * 6, 9 * 6).join("")).toBe(CODE128_PATTERNS[55]);
    expect(widths.slice(-7).join("")).toBe("2331112");
  });

  test("characters outside printable ASCII are refused", () => {
    expect(() => code128BWidths("1Z\u00e9")).toThrow(RangeError);
  });
});

describe("the simulated carrier", () => {
  const request = {
    returnNumber: "RMA-2026-00017",
    orderNumber: "PS-100482",
    from: buyer,
    to: RETURN_ADDRESS,
    parcels: 1,
    idempotencyKey: "return-17-label",
  };

  test("the same idempotency key gives the same label, another key another tracking number", async () => {
    const carrier = createSimulatedCarrier();
    const first = await carrier.createReturnLabel(request);
    const retried = await createSimulatedCarrier().createReturnLabel(request);
    const other = await carrier.createReturnLabel({ ...request, idempotencyKey: "return-18-label" });
    expect(first).toEqual({ carrier: "Pitstop Returns (test mode)", trackingNumber: retried.trackingNumber });
    expect(other.trackingNumber).not.toBe(first.trackingNumber);
  });

  test("tracking numbers have UPS's shape with a valid check digit", async () => {
    // UPS's published sample number: 1Z 999AA1 01 2345678 4.
    expect(upsCheckDigit("999AA1012345678")).toBe(4);
    for (const key of ["a", "b", "return-17-label", "return-18-label"]) {
      const { trackingNumber } = await createSimulatedCarrier().createReturnLabel({ ...request, idempotencyKey: key });
      expect(trackingNumber).toMatch(/^1Z[0-9A-Z]{6}90\d{8}$/);
      expect(Number(trackingNumber.at(-1))).toBe(upsCheckDigit(trackingNumber.slice(2, 17)));
    }
  });

  test("a label without a parcel or with an incomplete address is refused", async () => {
    const carrier = createSimulatedCarrier();
    await expect(carrier.createReturnLabel({ ...request, parcels: 0 })).rejects.toMatchObject({ statusCode: 422 });
    await expect(carrier.createReturnLabel({ ...request, from: { ...buyer, zip: " " } })).rejects.toThrow(
      "The sender's address is missing its ZIP code.",
    );
  });

  test("the factory chooses the simulated carrier when no real one is configured", async () => {
    const carrier = createCarrier(loadConfig({}));
    expect(carrier.name).toBe("simulated");
    expect((await carrier.createReturnLabel(request)).carrier).toBe(SIMULATED_CARRIER_NAME);
  });

  test("an order's shipping address becomes the label's FROM address", () => {
    expect(
      labelAddressFromOrder({
        first_name: "Dana",
        last_name: "Whitfield",
        phone: "",
        address_line1: "48 Larkspur Lane",
        address_line2: "",
        city: "Dayton",
        state: "OH",
        zip: "45402",
        country: "US",
      }),
    ).toEqual({ ...buyer, line2: null, phone: null });
  });
});

describe("the return label PDF", () => {
  test("is a PDF 1.4 file whose cross-reference table points at every object", () => {
    const pdf = returnLabelPdf(label);
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(pdf.subarray(-6).toString("latin1")).toBe("%%EOF\n");
    const { objects, text } = parsePdf(pdf);
    expect([...objects.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(text).toContain("/MediaBox [0 0 288 432]");
    expect(text).toContain("/BaseFont /Helvetica /Encoding /WinAnsiEncoding");
  });

  test("shows the return, the order, the tracking number and both addresses", () => {
    const { content } = parsePdf(returnLabelPdf(label));
    for (const shown of [
      "(RETURN)",
      "(Pitstop Returns \\(test mode\\))",
      `(${label.trackingNumber})`,
      "(Return RMA-2026-00017 \u00b7 Order PS-100482)",
      "(Dana Whitfield)",
      "(48 Larkspur Lane)",
      "(Apt 3B)",
      "(Dayton, OH 45402)",
      "(Pitstop Returns)",
      "(1200 Commerce Dr)",
      "(Dock 4)",
      "(Columbus, OH 43219)",
      "(Issued Nov 28, 2026)",
      "(Prepaid \u2014 no charge)".replace("\u2014", "\x97"),
    ]) {
      expect(content).toContain(shown);
    }
  });

  test("says the fee comes off the refund when the label is not free", () => {
    const { content } = parsePdf(returnLabelPdf({ ...label, freeLabel: false }));
    expect(content).toContain("(Return shipping $7.99 deducted from your refund)");
    expect(content).not.toContain("Prepaid");
  });

  test("draws the tracking number as a Code 128 barcode a scanner reads back", () => {
    const { content } = parsePdf(returnLabelPdf(label));
    expect(decodeBarcode(content)).toBe(label.trackingNumber);
  });

  test("parentheses, backslashes and characters Helvetica lacks do not break the file", () => {
    const pdf = returnLabelPdf({
      ...label,
      from: { ...buyer, name: "Zo\u00eb (O'Brien) \\ \u674e\u{1F697}", line1: "Stra\u00dfe 1) \\" },
    });
    const { content } = parsePdf(pdf);
    // ë and ß are Latin-1 bytes; the Chinese character and the emoji become one ? each.
    expect(content).toContain("(Zo\u00eb \\(O'Brien\\) \\\\ ??)");
    expect(content).toContain("(Stra\u00dfe 1\\) \\\\)");
  });

  test("a line too long for the label is set smaller, never off the page", () => {
    const { content } = parsePdf(
      returnLabelPdf({
        ...label,
        from: {
          ...buyer,
          line1: "12345 North Very Long Industrial Parkway Access Road East, Building 7, Loading Bay 12",
        },
      }),
    );
    const line = /BT \/F1 ([\d.]+) Tf ([\d.]+) [\d.]+ Td \(12345 North/.exec(content);
    expect(Number(line?.[1])).toBeLessThan(9);
    expect(Number(line?.[1])).toBeGreaterThanOrEqual(6);
  });

  test("a line too long even in 6 pt type is cut with an ellipsis", () => {
    const { content } = parsePdf(returnLabelPdf({ ...label, from: { ...buyer, line2: "Unit ".repeat(40) } }));
    const line = /BT \/F1 6 Tf [\d.]+ [\d.]+ Td \((Unit [^)]*)\) Tj ET/.exec(content);
    expect(line?.[1]?.endsWith("\x85")).toBe(true);
    expect(line?.[1]?.length).toBeLessThan(200);
  });

  test("the same label gives the same bytes", () => {
    expect(returnLabelPdf(label).equals(returnLabelPdf({ ...label }))).toBe(true);
  });
});
