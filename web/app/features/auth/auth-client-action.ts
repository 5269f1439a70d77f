import { trackLogin, trackSignUp } from "~/lib/analytics";
import { dismissErrorToasts } from "~/lib/toasts";

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status < 400;

/**
 * Runs in the browser around the sign-in and sign-up server actions. Success answers with a
 * redirect (the session cookie rides on it), so that is when the analytics event fires:
 * `login` or `sign_up`, with the method used.
 */
export async function authClientAction<T>(
  mode: "login" | "sign-up",
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
): Promise<T> {
  const method = (await request.clone().formData()).get("intent") === "google" ? "google" : "email";
  try {
    return await serverAction();
  } catch (err: unknown) {
    if (isRedirect(err)) {
      (mode === "login" ? trackLogin : trackSignUp)(method);
      // Signed in: an earlier attempt's "Email or password is incorrect" is no longer true.
      dismissErrorToasts();
    }
    throw err;
  }
}
