import { useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";

/** The parts of Google Identity Services (accounts.google.com/gsi/client) this page uses. */
type GoogleIdentityServices = {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: "popup" | "redirect";
    context?: "signin" | "signup" | "use";
    itp_support?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: "standard" | "icon";
      theme?: "outline" | "filled_blue" | "filled_black";
      size?: "large" | "medium" | "small";
      text?: "signin_with" | "signup_with" | "continue_with";
      shape?: "pill" | "rectangular";
      logo_alignment?: "left" | "center";
      width?: number;
    },
  ): void;
};

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentityServices } };
  }
}

export const GSI_SCRIPT = "https://accounts.google.com/gsi/client";

let loading: Promise<GoogleIdentityServices> | null = null;

/** Loads Google's script once per page life, however often the sign-in pages are visited. */
function loadGoogleIdentityServices(): Promise<GoogleIdentityServices> {
  if (window.google?.accounts.id) return Promise.resolve(window.google.accounts.id);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.google?.accounts.id ? resolve(window.google.accounts.id) : reject(new Error("no google.accounts.id"));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Google Identity Services did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The Google button, shown only when the shop has a client id. Google hands the page an ID
 * token; it is posted to this route's server action (`intent=google`), which trades it for our
 * session cookie — the token never stays in the browser.
 */
export function GoogleSignIn({
  clientId,
  mode,
  redirectTo,
}: {
  clientId: string;
  mode: "login" | "sign-up";
  redirectTo: string | null;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let active = true;
    loadGoogleIdentityServices()
      .then((gsi) => {
        if (!active || !holder.current) return;
        gsi.initialize({
          client_id: clientId,
          ux_mode: "popup",
          context: mode === "login" ? "signin" : "signup",
          itp_support: true,
          callback: ({ credential }) => {
            if (!credential) return;
            const form: Record<string, string> = { intent: "google", credential };
            if (redirectTo) form.redirect = redirectTo;
            void submit(form, { method: "post" });
          },
        });
        const dark = document.documentElement.classList.contains("dark");
        gsi.renderButton(holder.current, {
          type: "standard",
          theme: dark ? "filled_black" : "outline",
          size: "large",
          text: mode === "login" ? "signin_with" : "signup_with",
          shape: "pill",
          logo_alignment: "left",
          width: Math.min(400, holder.current.clientWidth || 400),
        });
        setState("ready");
      })
      .catch(() => active && setState("failed"));
    return () => {
      active = false;
    };
  }, [clientId, mode, redirectTo, submit]);

  return (
    <div className="mt-8">
      <div ref={holder} className="flex min-h-11 justify-center" aria-busy={state === "loading"} />
      {state === "failed" && (
        <p className="text-center text-sm text-slate-500 dark:text-slate-400">
          Google sign-in could not be loaded. Use your email and password, or try again later.
        </p>
      )}
      <div className="mt-6 flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        or with your email
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
