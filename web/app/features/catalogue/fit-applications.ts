import type { FitApplication } from "@pitstop/contract/fitment";

/**
 * One ACES application as the product page says it: where it goes, then what it is
 * limited to, its note and how many the car takes — "Front — 2.5L 4-cyl", "Rear — 3.5L V6, XSE
 * (w/o sport suspension) · 2 per vehicle". An application for every configuration is "All".
 */
export function applicationLine(application: FitApplication): string {
  const { position, engines, trims, note, quantity } = application;
  const limits = [engines?.join(" / "), trims?.join(" / ")].filter(Boolean).join(", ");
  const where = position && limits ? `${position} — ${limits}` : position || limits || "All";
  return `${where}${note ? ` (${note})` : ""}${quantity && quantity > 1 ? ` · ${quantity} per vehicle` : ""}`;
}
