import { resetLinkFrom, setNewPassword } from "~/features/auth/mail-links.server";
import { NewPasswordForm } from "~/features/auth/new-password-form";
import type { Route } from "./+types/create-new-password";

// Opened from the reset mail: it works signed in or not (the new password signs out every session).
export async function loader({ request }: Route.LoaderArgs) {
  return resetLinkFrom(request);
}

export async function action({ request }: Route.ActionArgs) {
  return setNewPassword(request);
}

export function meta() {
  return [
    { title: "Choose a new password · Pitstop" },
    { name: "robots", content: "noindex" },
    // The token is in the URL: never hand it to another site in a Referer.
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function CreateNewPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <NewPasswordForm link={loaderData} result={actionData} />;
}
