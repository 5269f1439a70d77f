/**
 * vPIC names one VIN pattern's trim, and where one pattern covers several trims it names the group:
 * "L/LE/SE/XLE", "S, SE, R-Line", "LE/XLE Hybrid". A shopper owns one of them, so the shop lists,
 * fits and stores single trims: each group is split here, and a trim's engines are those
 * of every group it appears in (submodel-service.ts).
 *
 * The rule, from vPIC's trims of every vehicle we carry (1990–2026):
 * - "/", "," and ";" separate trims, except inside parentheses or brackets ("Inscription
 *   (XC60/XC90)", "SE (US, Canada)", "Sport [SLS/SLSS]");
 * - a "/" between two single characters is one name, not a group: "R/T", "C/V", "M/R" (moonroof),
 *   "H/K", "A/T", "W/B", "1/4", "Limited+M/R+NAVI" — but "S/S+" is S and S+ (vPIC's
 *   Mitsubishi "D/J" stays one name too: its comma spelling "D,J" does split);
 * - "w/" and "w/o" (with, without) are words: "EX-L w/ NAVI / EX-L w/ RES" is two trims;
 * - a "/" with a two-digit number straight after it is part of the name: "RT/10", "E30/16";
 * - a "," before a qualifier keeps it on the trim before: "SE, CVT", "LE, w/Premium Pkg" are one
 *   trim each (a transmission or a package, not a second trim);
 * - "Hybrid" after the last trim of a group whose other trims do not say it belongs to them all:
 *   "SE/XLE Hybrid" is SE Hybrid and XLE Hybrid (vPIC's own single names: "LE Hybrid"); so does a
 *   leading "Hybrid - " ("Hybrid - XLE/XSE/Ltd."). "Base/Hybrid" is Base and Hybrid.
 * A name that is not a group comes back as it is, so splitting is idempotent and single names
 * never change.
 */

/** A "," followed by one of these is not a second trim but something about the trim before it. */
const QUALIFIER = /^(w\/|with\b|without\b|(cvt|mt|at|m\/t|a\/t|manual|automatic)\s*($|,))/i;

/** The single trims a vPIC trim name stands for, in its order, without duplicates. */
export function splitTrimGroup(name: string): string[] {
  const parts = separate(name)
    .map((part) => part.replace(/^\s*(&|and)\s+/i, "").trim())
    .filter((part) => part !== "");
  if (parts.length <= 1) return parts;
  return [...new Set(shareHybrid(parts))];
}

/** The text cut at each separating "/" or ",". */
function separate(name: string): string[] {
  const parts: string[] = [];
  let current = "";
  let depth = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name.charAt(i);
    if (c === "(" || c === "[") depth++;
    if (c === ")" || c === "]") depth = Math.max(0, depth - 1);
    const separates =
      depth === 0 &&
      ((c === "/" && slashSeparates(name, i)) || (c === "," && !QUALIFIER.test(name.slice(i + 1).trim())) || c === ";");
    if (separates) {
      parts.push(current);
      current = "";
    } else {
      current += c;
    }
  }
  parts.push(current);
  return parts;
}

const ALNUM = /[A-Za-z0-9]/;

function slashSeparates(name: string, i: number): boolean {
  const before = name.charAt(i - 1);
  const beforeThat = name.charAt(i - 2);
  const after = name.charAt(i + 1);
  const afterThat = name.charAt(i + 2);
  const standaloneBefore = ALNUM.test(before) && !ALNUM.test(beforeThat);
  // "w/", "w/o": with, without.
  if (standaloneBefore && before.toLowerCase() === "w") return false;
  // "R/T", "M/R+NAVI", but "S/S+" (end of a name) is S and S+.
  const standaloneAfter = ALNUM.test(after) && !ALNUM.test(afterThat);
  const afterPlus = /\+\s*$/.test(name.slice(0, i - 1)); // Subaru's "Limited+M/R": always one name
  const plusEndsName = !afterPlus && afterThat === "+" && /^\+\s*($|[/,;])/.test(name.slice(i + 2));
  if (standaloneBefore && standaloneAfter && !plusEndsName) return false;
  // "RT/10", "E30/16": a two-digit number glued to the name ("Platinum/1794", "S/4S" are groups).
  if (ALNUM.test(before) && /^\d{2}(?![A-Za-z0-9.])/.test(name.slice(i + 1))) return false;
  return true;
}

const HYBRID_SUFFIX = /(\s+plug-in)?\s+hybrid$/i;
const HYBRID_PREFIX = /^hybrid\s+-\s+/i;

/** "SE/XLE Hybrid" → SE Hybrid, XLE Hybrid; "Hybrid - XLE/XSE" → Hybrid - XLE, Hybrid - XSE. */
function shareHybrid(parts: string[]): string[] {
  const last = parts.at(-1) ?? "";
  const first = parts[0] ?? "";
  const others = (except: string) => parts.filter((part) => part !== except);
  const mentions = (part: string) => /hybrid/i.test(part);
  const suffix = last.match(HYBRID_SUFFIX)?.[0];
  if (suffix && !others(last).some(mentions)) return parts.map((part) => (part === last ? part : `${part}${suffix}`));
  const prefix = first.match(HYBRID_PREFIX)?.[0];
  if (prefix && !others(first).some(mentions)) return parts.map((part) => (part === first ? part : `${prefix}${part}`));
  return parts;
}
