/**
 * Code 128, subset B: every printable ASCII character (space to `~`) is one symbol, which is all a
 * tracking number needs. Widths come from the standard table (ISO/IEC 15417).
 */

/** Bar and space widths in modules, bar first, for the symbol values 0–106 (106 is the stop, 13 modules with its final bar). */
// biome-ignore format: the standard table, ten symbols to a row
export const CODE128_PATTERNS: readonly string[] = [
  "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
  "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
  "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
  "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
  "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
  "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
  "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
  "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
  "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
  "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
  "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
];

export const START_B = 104;
export const STOP = 106;

/** The symbol values of a text in subset B, without start, check or stop. */
export function code128BValues(text: string): number[] {
  const values: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code > 126) {
      throw new RangeError(`Code 128 B cannot encode ${JSON.stringify(text[i])} (only printable ASCII)`);
    }
    values.push(code - 32);
  }
  return values;
}

/** The check symbol: the start value plus each symbol's value times its position (from 1), modulo 103. */
export function code128BChecksum(text: string): number {
  const values = code128BValues(text);
  let sum = START_B;
  for (let i = 0; i < values.length; i++) sum += (values[i] ?? 0) * (i + 1);
  return sum % 103;
}

/**
 * The whole barcode as alternating bar and space widths in modules, starting and ending with a
 * bar: start B, the text, the check symbol, the stop. Quiet zones are the drawer's business.
 */
export function code128BWidths(text: string): number[] {
  const symbols = [START_B, ...code128BValues(text), code128BChecksum(text), STOP];
  const widths: number[] = [];
  for (const symbol of symbols) {
    for (const w of CODE128_PATTERNS[symbol] ?? "") widths.push(Number(w));
  }
  return widths;
}
