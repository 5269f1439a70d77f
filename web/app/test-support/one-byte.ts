import v8 from "node:v8";

/**
 * Whether V8 holds `text` in one byte a character (lib/html.ts, `narrow`): its serializer writes
 * such a string with the tag `"`, and a two-byte one with `c`, after the header and any padding.
 */
export function isOneByte(text: string): boolean {
  const bytes = v8.serialize(text);
  let i = 2;
  while (bytes[i] === 0) i++;
  return bytes[i] === 0x22;
}
