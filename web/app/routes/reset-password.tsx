import { redirectIfSignedIn } from "~/features/auth/auth-action.server";
import { requestPasswordReset } from "~/features/auth/mail-links.server";
import { ResetPasswordForm } from "~/features/auth/reset-password-form";
import type { Route } from "./+types/reset-password";

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfSignedIn(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return requestPasswordReset(request);
}

export function meta() {
  return [{ title: "Reset your password · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return <ResetPasswordForm result={actionData} />;
}
