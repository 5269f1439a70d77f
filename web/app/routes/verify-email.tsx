import type { ShouldRevalidateFunctionArgs } from "react-router";
import { EmailVerificationView } from "~/features/auth/email-verification-view";
import { resendVerification, verificationPage } from "~/features/auth/mail-links.server";
import type { Route } from "./+types/verify-email";

export async function loader({ request }: Route.LoaderArgs) {
  return verificationPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return resendVerification(request);
}

// The first load spends the link: later revalidations (after "send again", or the account refresh
// that follows a sign-in) must not verify it a second time and report it as used.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href;
}

export function meta() {
  return [
    { title: "Confirm your email · Pitstop" },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailVerificationView page={loaderData} resend={actionData} />;
}
