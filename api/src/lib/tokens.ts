import { createHash, randomBytes } from "node:crypto";

/** An opaque token of 256 random bits, URL-safe; only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString("base64url");

export const hashToken = (token: string): Uint8Array => createHash("sha256").update(token).digest();
