import { authenticate, authPage } from "~/features/auth/auth-action.server";
import { authClientAction } from "~/features/auth/auth-client-action";
import { type AuthActionData, AuthForm } from "~/features/auth/auth-form";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  return authPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return authenticate(request, "/api/auth/login");
}

export async function clientAction(args: Route.ClientActionArgs) {
  return authClientAction("login", args);
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
      accountDeleted={loaderData.accountDeleted}
      email={loaderData.email}
    />
  );
}
