import { authenticate, authPage } from "~/features/auth/auth-action.server";
import { authClientAction } from "~/features/auth/auth-client-action";
import { type AuthActionData, AuthForm } from "~/features/auth/auth-form";
import type { Route } from "./+types/sign-up";

export async function loader({ request }: Route.LoaderArgs) {
  return authPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return authenticate(request, "/api/auth/register");
}

export async function clientAction(args: Route.ClientActionArgs) {
  return authClientAction("sign-up", args);
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
      email={loaderData.email}
    />
  );
}
