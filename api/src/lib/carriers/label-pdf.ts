import { RETURN_SHIPPING_FEE_CENTS } from "@pitstop/contract/returns";
import type { LabelAddress } from "./carrier.ts";
import { code128BWidths } from "./code128.ts";
import { type FontName, num, onePagePdf, pdfString, textWidth, winAnsiBytes } from "./pdf-document.ts";

export type ReturnLabelPdfInput = {
  returnNumber: string;
  orderNumber: string;
  carrier: string;
  trackingNumber: string;
  from: LabelAddress;
  to: LabelAddress;
  issuedAt: Date;
  /** Free when the return is the shop's mistake or the fit guarantee's; otherwise the fee comes off the refund. */
  freeLabel: boolean;
};

/** A 4×6 inch label, the size thermal label printers and carriers' drop-off counters expect. */
const PAGE_WIDTH = 288;
const PAGE_HEIGHT = 432;
const MARGIN = 16;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const BARCODE_HEIGHT_PT = 56;
/** Scanners need ten modules of white on each side of the bars. */
const QUIET_ZONE_MODULES = 10;
/** About 17 mil: wide enough for any scanner, narrow enough for an 18-character number on 4 inches. */
const MAX_MODULE_PT = 1.2;
const FONT_KEY: Record<FontName, string> = { Helvetica: "/F1", "Helvetica-Bold": "/F2" };
const ELLIPSIS = 0x85;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The printable return label: one 4×6 inch page with the carrier, a RETURN banner, the buyer's
 * address (FROM) and the shop's (SHIP TO), the tracking number as a Code 128 barcode and in large
 * type, the return and order numbers, who pays the postage and the day it was issued. The same
 * input always gives the same bytes.
 */
export function returnLabelPdf(label: ReturnLabelPdfInput): Buffer {
  const page = new PageContent();
  let y = PAGE_HEIGHT - MARGIN;

  // Header: the carrier on the left, the day of issue on the right.
  const issued = winAnsiBytes(`Issued ${formatDay(label.issuedAt)}`);
  const issuedWidth = textWidth(issued, "Helvetica", 7);
  page.text(PAGE_WIDTH - MARGIN - issuedWidth, y - 9, "Helvetica", 7, issued);
  page.fittedText(MARGIN, y - 10, "Helvetica-Bold", 11, label.carrier, CONTENT_WIDTH - issuedWidth - 8);
  y -= 18;
  page.rule(y, 0.75);

  // The banner that tells the counter clerk which way the parcel travels.
  y -= 28;
  page.fillRect(MARGIN, y, CONTENT_WIDTH, 24);
  page.centeredText(y + 6.5, "Helvetica-Bold", 18, "RETURN", { white: true });

  y -= 14;
  page.text(MARGIN, y, "Helvetica-Bold", 7, winAnsiBytes("FROM"));
  y -= 11;
  for (const line of addressLines(label.from, true)) {
    page.fittedText(MARGIN, y, "Helvetica", 9, line, CONTENT_WIDTH);
    y -= 11;
  }

  // The shop's address in a box and larger type, the first thing a sorter reads.
  y -= 4;
  const toLines = addressLines(label.to, false);
  const boxHeight = 14 + 15 + (toLines.length - 1) * 13 + 6;
  page.strokeRect(MARGIN, y - boxHeight, CONTENT_WIDTH, boxHeight, 1.5);
  y -= 11;
  page.text(MARGIN + 6, y, "Helvetica-Bold", 7, winAnsiBytes("SHIP TO"));
  y -= 15;
  toLines.forEach((line, i) => {
    page.fittedText(MARGIN + 6, y, "Helvetica-Bold", i === 0 ? 12 : 11, line, CONTENT_WIDTH - 12);
    y -= 13;
  });
  y -= 12;

  page.rule(y, 0.75);
  y -= 11;
  page.text(MARGIN, y, "Helvetica-Bold", 7, winAnsiBytes("TRACKING NUMBER"));
  y -= 4 + BARCODE_HEIGHT_PT;
  page.barcode(y, label.trackingNumber);
  y -= 18;
  page.centeredText(y, "Helvetica-Bold", 16, label.trackingNumber);

  // Footer, from the bottom up: who pays the postage, then which return and order this is.
  const postage = label.freeLabel
    ? "Prepaid \u2014 no charge"
    : `Return shipping ${dollars(RETURN_SHIPPING_FEE_CENTS)} deducted from your refund`;
  page.rule(MARGIN + 30, 0.75);
  page.fittedText(
    MARGIN,
    MARGIN + 17,
    "Helvetica",
    8,
    `Return ${label.returnNumber} \u00b7 Order ${label.orderNumber}`,
    CONTENT_WIDTH,
  );
  page.fittedText(MARGIN, MARGIN + 4, "Helvetica-Bold", 9, postage, CONTENT_WIDTH);

  return onePagePdf({
    widthPt: PAGE_WIDTH,
    heightPt: PAGE_HEIGHT,
    content: page.bytes(),
    title: `Return label ${label.returnNumber}`,
    createdAt: label.issuedAt,
  });
}

/** The lines of an address as a label prints them: name, street, town, country (and the buyer's phone). */
function addressLines(address: LabelAddress, withPhone: boolean): string[] {
  const town = [address.city, [address.state, address.zip].filter((part) => part.trim() !== "").join(" ")]
    .filter((part) => part.trim() !== "")
    .join(", ");
  const lines = [address.name, address.line1, address.line2 ?? "", town, address.country];
  if (withPhone && address.phone) lines.push(`Phone ${address.phone}`);
  return lines.filter((line) => line.trim() !== "");
}

function formatDay(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

function dollars(cents: number): string {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** The page's drawing operators, in the order they are drawn. */
class PageContent {
  private readonly ops: string[] = [];

  text(x: number, y: number, font: FontName, size: number, bytes: number[]): void {
    this.ops.push(`BT ${FONT_KEY[font]} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfString(bytes)} Tj ET`);
  }

  /** A line that never runs off the label: smaller type down to 6 pt, then cut with an ellipsis. */
  fittedText(x: number, y: number, font: FontName, size: number, text: string, maxWidth: number): void {
    let bytes = winAnsiBytes(text);
    let fitted = size;
    while (fitted > 6 && textWidth(bytes, font, fitted) > maxWidth) fitted -= 0.5;
    if (textWidth(bytes, font, fitted) > maxWidth) {
      while (bytes.length > 1 && textWidth([...bytes, ELLIPSIS], font, fitted) > maxWidth) bytes = bytes.slice(0, -1);
      bytes = [...bytes, ELLIPSIS];
    }
    this.text(x, y, font, fitted, bytes);
  }

  centeredText(y: number, font: FontName, size: number, text: string, options: { white?: boolean } = {}): void {
    const bytes = winAnsiBytes(text);
    let fitted = size;
    while (fitted > 6 && textWidth(bytes, font, fitted) > CONTENT_WIDTH) fitted -= 0.5;
    const x = MARGIN + (CONTENT_WIDTH - textWidth(bytes, font, fitted)) / 2;
    if (options.white) this.ops.push("1 g");
    this.text(x, y, font, fitted, bytes);
    if (options.white) this.ops.push("0 g");
  }

  fillRect(x: number, y: number, width: number, height: number): void {
    this.ops.push(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  strokeRect(x: number, y: number, width: number, height: number, lineWidth: number): void {
    this.ops.push(`${num(lineWidth)} w ${num(x)} ${num(y)} ${num(width)} ${num(height)} re S`);
  }

  rule(y: number, lineWidth: number): void {
    this.ops.push(`${num(lineWidth)} w ${num(MARGIN)} ${num(y)} m ${num(PAGE_WIDTH - MARGIN)} ${num(y)} l S`);
  }

  /** The Code 128 B bars, centred, each a filled rectangle a whole number of modules wide. */
  barcode(y: number, text: string): void {
    const widths = code128BWidths(text);
    const modules = widths.reduce((sum, w) => sum + w, 0);
    const moduleWidth = Math.min(MAX_MODULE_PT, CONTENT_WIDTH / (modules + 2 * QUIET_ZONE_MODULES));
    let x = MARGIN + (CONTENT_WIDTH - modules * moduleWidth) / 2;
    const bars: string[] = [];
    widths.forEach((w, i) => {
      if (i % 2 === 0) bars.push(`${num(x)} ${num(y)} ${num(w * moduleWidth)} ${num(BARCODE_HEIGHT_PT)} re`);
      x += w * moduleWidth;
    });
    this.ops.push(`${bars.join("\n")}\nf`);
  }

  bytes(): Buffer {
    return Buffer.from(`${this.ops.join("\n")}\n`, "latin1");
  }
}
