import { useEffect, useState } from "react";
import { onToastsLoaded, toastsLoaded } from "~/lib/toasts";

/**
 * The one toast container — 5000 ms, at most 20, close on click (or its ×), pause on hover, each
 * toast a role="alert" that screen readers announce. Top right, newest on top, 6rem down (app.css):
 * that is past the header's icons and a side panel's or phone dialog's title and close button, and
 * away from where the shopper has just acted — bottom-centre toasts covered the product page's
 * "Does it fit my cars?" box and the product cards' row. It mounts with the first toast
 * (react-toastify loads then, not with every page).
 */
export function Toaster() {
  const [toastify, setToastify] = useState(toastsLoaded);
  useEffect(() => {
    if (toastify) return;
    const stop = onToastsLoaded(() => setToastify(toastsLoaded));
    // Loaded between the first render and this effect.
    setToastify(toastsLoaded);
    return stop;
  }, [toastify]);
  if (!toastify) return null;
  const { ToastContainer, Bounce } = toastify;
  return (
    <ToastContainer
      position="top-right"
      newestOnTop
      autoClose={5000}
      limit={20}
      closeOnClick
      pauseOnHover
      transition={Bounce}
      theme="colored"
    />
  );
}
