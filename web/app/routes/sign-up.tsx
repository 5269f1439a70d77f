import { authenticate, authPage } from "~/features/auth/auth-action.server";
import { type AuthActionData, AuthForm } from "~/features/auth/auth-form";
import type { Route } from "./+types/sign-up";

export async function loader({ request }: Route.LoaderArgs) {
  return authPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return authenticate(request, "/api/auth/register");
}

export function meta() {
  return [{ title: "Create your account · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      mode="sign-up"
      actionData={actionData as AuthActionData}
      redirectTo={loaderData.redirectTo}
      googleClientId={loaderData.googleClientId}
    />
  );
}
