import { gtmBootScript } from "./analytics";
import { useNonce } from "./nonce";

/**
 * The tag-manager snippet, rendered only when a container id is configured (the root
 * loader passes `GTM_ID`). Without one, no request ever leaves for Google.
 */
export function GoogleTagManager({ containerId }: { containerId: string | null }) {
  const nonce = useNonce();
  if (!containerId) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: Google's snippet around a validated container id
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: gtmBootScript(containerId) }} />
  );
}
