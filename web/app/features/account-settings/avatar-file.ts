import { UPLOAD_MAX_BYTES } from "@pitstop/contract/uploads";
/** An avatar is a PNG or a JPEG of at most 5,000,000 bytes. */
export const AVATAR_MAX_BYTES = UPLOAD_MAX_BYTES;
export const AVATAR_ACCEPT = "image/png,image/jpeg";
export const INVALID_FILE_TYPE = "Invalid file type";
export const FILE_TOO_LARGE = "This file is more than 5MB";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * The same checks the API makes, run before uploading: the type is judged by the file's first
 * bytes, because a name or a browser-reported type is only what the file claims to be.
 * Returns the spec's message for the first rule the file breaks, or null when it may be sent.
 */
export async function avatarFileProblem(file: Blob): Promise<string | null> {
  if (file.size > AVATAR_MAX_BYTES) return FILE_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  if (!startsWith(head, PNG_SIGNATURE) && !startsWith(head, JPEG_SIGNATURE)) return INVALID_FILE_TYPE;
  return null;
}
