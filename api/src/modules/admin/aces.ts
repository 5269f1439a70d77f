import { SaxesParser } from "saxes";

/**
 * Reads ACES XML (Auto Care Association) applications with a strict, non-validating SAX parser:
 * no DTD is accepted (so no entity of any kind, external or not, is ever expanded), and the file is
 * read as a stream of tags, never as a tree, so 50,000 applications take little memory.
 *
 * Each `App` names its base vehicle as `Make`, `Model` (vPIC names as text, or vPIC ids in an `id`
 * attribute) and `Years from to` (or a single `Year`), and may narrow it with `EngineBase` and
 * `SubModel` (vPIC engine and trim names), a `Position` (a name, or a PCdb position id), a `Note`, a
 * `Qty` and the `Part` it applies. Its `action` attribute adds ("A") or deletes ("D") it; the
 * Header's `SubmissionType` says whether the file is the parts' whole fitment (FULL) or changes (NET).
 */
export interface AcesApp {
  line: number;
  /** The `action` attribute as written ("A", "D"; null when absent). */
  action: string | null;
  /** `Qty` as written (null when absent). */
  quantity: string | null;
  part: string;
  make: { name?: string; id?: number };
  model: { name?: string; id?: number };
  yearFrom: number | null;
  yearTo: number | null;
  engines: string[];
  trims: string[];
  position: string | null;
  /** A `Position id`: a PCdb position id, mapped to a name by the import (pcdb-positions.ts). */
  positionId: string | null;
  notes: string[];
  /** A `BaseVehicle id`: an AutoCare VCdb id, which the shop does not hold. */
  baseVehicleId: string | null;
  /** Qualifiers the fitment model has no column for, kept in the note (docs/decisions/009). */
  other: string[];
}

export class AcesError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

const KNOWN = new Set([
  "Make",
  "Model",
  "Years",
  "Year",
  "EngineBase",
  "SubModel",
  "Position",
  "Note",
  "Part",
  "BaseVehicle",
  "Qty",
]);
/** ACES elements that say nothing about which vehicle a part fits. */
const IGNORED = new Set(["PartType", "MfrLabel", "Mfr"]);

export interface AcesFile {
  /** The Header's `SubmissionType` as written ("FULL", "NET"; null when absent). */
  submissionType: string | null;
  apps: AcesApp[];
}

/** ACES nests an App's fields two levels under the root; a file nested deeper is not ACES. */
export const ACES_MAX_DEPTH = 16;
/** An App has a dozen elements: this bounds a file of 32 MB of real applications with room to spare. */
export const ACES_MAX_ELEMENTS = 3_000_000;

export function parseAces(xml: string): AcesFile {
  const apps: AcesApp[] = [];
  let submissionType: string | null = null;
  /** The depth of the Header while it is read (null outside it); one Header is read. */
  let headerDepth: number | null = null;
  let headerRead = false;
  let headerField: { name: string; text: string } | null = null;
  const parser = new SaxesParser({ xmlns: false, position: true });
  let app: AcesApp | null = null;
  let field: { name: string; attrs: Record<string, string>; text: string } | null = null;
  let depth = 0;
  let appDepth = -1;
  let failure: AcesError | null = null;

  parser.on("doctype", () => {
    throw new AcesError(parser.line, "a DOCTYPE is not accepted in a fitment file (entities are never expanded)");
  });
  let elements = 0;
  parser.on("opentag", (tag) => {
    depth++;
    // Refused as it is read: two million nested elements never become a stack of two million.
    if (depth > ACES_MAX_DEPTH) {
      throw new AcesError(parser.line, `elements are nested more than ${ACES_MAX_DEPTH} deep (ACES nests 3)`);
    }
    if (++elements > ACES_MAX_ELEMENTS) {
      throw new AcesError(parser.line, `the file has more than ${ACES_MAX_ELEMENTS.toLocaleString("en-US")} elements`);
    }
    const attrs = Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)]));
    if (tag.name === "Header" && !app && headerDepth === null && !headerRead) {
      headerDepth = depth;
      return;
    }
    if (headerDepth !== null) {
      if (depth === headerDepth + 1) headerField = { name: tag.name, text: "" };
      return;
    }
    if (tag.name === "App") {
      if (app) throw new AcesError(parser.line, "an App inside another App");
      app = {
        line: parser.line,
        action: attrs.action ?? null,
        quantity: null,
        part: "",
        make: {},
        model: {},
        yearFrom: null,
        yearTo: null,
        engines: [],
        trims: [],
        position: null,
        positionId: null,
        notes: [],
        baseVehicleId: null,
        other: [],
      };
      appDepth = depth;
      return;
    }
    if (app && depth === appDepth + 1) field = { name: tag.name, attrs, text: "" };
  });
  parser.on("text", (text) => {
    if (field) field.text += text;
    else if (headerField) headerField.text += text;
  });
  parser.on("cdata", (text) => {
    if (field) field.text += text;
    else if (headerField) headerField.text += text;
  });
  parser.on("closetag", (tag) => {
    depth--;
    if (headerDepth !== null) {
      if (depth === headerDepth - 1) {
        headerDepth = null;
        headerRead = true;
      } else if (depth === headerDepth && headerField && tag.name === headerField.name) {
        if (headerField.name === "SubmissionType") submissionType = headerField.text.trim();
        headerField = null;
      }
      return;
    }
    if (tag.name === "App" && app && depth === appDepth - 1) {
      apps.push(app);
      app = null;
      return;
    }
    if (!app || !field || tag.name !== field.name || depth !== appDepth) return;
    const text = field.text.trim();
    const id = field.attrs.id;
    switch (field.name) {
      case "Make":
      case "Model": {
        const target = field.name === "Make" ? app.make : app.model;
        if (text) target.name = text;
        else if (id !== undefined) target.id = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN;
        break;
      }
      case "Years":
        app.yearFrom = yearOf(field.attrs.from);
        app.yearTo = yearOf(field.attrs.to);
        break;
      case "Year":
        app.yearFrom = app.yearTo = yearOf(text || field.attrs.id);
        break;
      case "EngineBase":
        if (text) app.engines.push(text);
        break;
      case "SubModel":
        if (text) app.trims.push(text);
        break;
      case "Position":
        app.position = text || null;
        app.positionId = text ? null : (id ?? null);
        break;
      case "Note":
        if (text) app.notes.push(text);
        break;
      case "Part":
        app.part = text;
        break;
      case "Qty":
        app.quantity = text;
        break;
      case "BaseVehicle":
        app.baseVehicleId = id ?? "";
        break;
      default:
        if (!KNOWN.has(field.name) && !IGNORED.has(field.name)) {
          const value = text || id;
          if (value) app.other.push(`${field.name}: ${value}`);
        }
    }
    field = null;
  });
  parser.on("error", (err) => {
    failure ??= new AcesError(parser.line, err.message.replace(/^undefined:/, "").trim());
  });
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof AcesError) throw err;
    throw failure ?? new AcesError(parser.line, err instanceof Error ? err.message : String(err));
  }
  if (failure) throw failure;
  return { submissionType, apps };
}

function yearOf(v: string | undefined): number | null {
  if (v === undefined || !/^\s*\d{4}\s*$/.test(v)) return null;
  return Number(v);
}
