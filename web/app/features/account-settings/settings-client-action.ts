import { trackDeleteAccount } from "~/lib/analytics";
import { toast } from "~/lib/toasts";

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status < 400;

/**
 * Runs in the browser around the settings page's server action. Deleting the account answers with
 * a redirect to /login, which leaves the page before any component could react to it; here the
 * redirect is seen for certain, so 'User account deleted' is shown (as an error) as the
 * shop leaves for /login.
 */
export async function settingsClientAction<T>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<T>;
}): Promise<T> {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction();
  } catch (err: unknown) {
    if (intent === "delete-account" && isRedirect(err)) {
      toast.error("User account deleted");
      trackDeleteAccount();
    }
    throw err;
  }
}
