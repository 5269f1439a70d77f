import { parseGtmId } from "./analytics";

/**
 * The Google Tag Manager container, from `GTM_ID` (unset: none, and the snippet is not loaded).
 * Read once when the server starts, so a malformed value stops it with a message naming the variable.
 */
export const gtmContainerId: string | null = parseGtmId(process.env.GTM_ID);
