import { useEffect, useState } from "react";
import { onToastsLoaded, toastsLoaded } from "~/lib/toasts";

/**
 * The one toast container — 5000 ms, at most 20, close on click, pause on hover;
 * bottom-center, newest on top (its second configuration): at the top right, toasts covered the
 * garage panel's title and close button, and dialog headers on a phone. It mounts with the first
 * toast (react-toastify loads then, not with every page).
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
      position="bottom-center"
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
