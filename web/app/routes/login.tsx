import { authenticate, authPage } from "~/features/auth/auth-action.server";
import { type AuthActionData, AuthForm } from "~/features/auth/auth-form";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  return authPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return authenticate(request, "/api/auth/login");
}

export function meta() {
  return [{ title: "Sign in · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      mode="login"
      actionData={actionData as AuthActionData}
      redirectTo={loaderData.redirectTo}
      googleClientId={loaderData.googleClientId}
    />
  );
}
