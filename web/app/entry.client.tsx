import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadServerRendered } from "./lib/lazy";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The code of what the server rendered lazily (a product page's view, the avatar menu) first, so
// that hydration never waits for it (lib/lazy.ts). A chunk that fails to load is tried again by the
// component itself.
preloadServerRendered(document).then(hydrate, hydrate);
