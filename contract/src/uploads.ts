/**
 * Every picture upload — avatars, product pictures, article covers, return photos — is a PNG or
 * JPEG of at most 5,000,000 bytes. The API checks it; the storefront says so before sending.
 */
export const UPLOAD_MAX_BYTES = 5_000_000;
export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
