import { type ComponentType, createElement, Fragment, lazy, useEffect, useState } from "react";

/**
 * A component whose code is fetched the first time it renders (dialogs, menus and the
 * search suggestions are not in a first visit's JavaScript). `preload()` starts the fetch early —
 * on hover or focus of what opens it — so the first use does not wait for it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (err: unknown) => {
        loading = undefined; // a failed fetch (offline, a new deploy) is tried again next time
        throw err;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), {
    preload,
    /** The component once its code is here (a render can then use it without suspending). */
    loaded: () => loaded,
  });
}

/** Becomes true the first time `open` is, and stays: a dialog's code loads when first opened. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A control whose real component loads on first use: returns that component once loaded (or null)
 * and `request`, which starts the load. `loadNow` loads it at once (e.g. a signed-in shopper's
 * menu the page already shows).
 */
export function useDeferredComponent<P extends object>(
  component: ReturnType<typeof lazyComponent<P>>,
): [ComponentType<P> | null, () => void] {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => component.loaded() ?? null);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!requested || Loaded) return;
    let live = true;
    component.preload().then(
      (m) => live && setLoaded(() => m.default),
      (err: unknown) => console.warn("a part of the page could not be loaded", err),
    );
    return () => {
      live = false;
    };
  }, [requested, Loaded, component]);
  return [Loaded, () => setRequested(true)];
}

/** Components the server rendered behind a lazy boundary, by name: their code loads before hydrating. */
const hydrationPreloads = new Map<string, () => Promise<unknown>>();

/**
 * A lazy component the server renders at once (its loader awaits `.preload()`): a product page's
 * view, the signed-in avatar menu. It marks itself in the page (an inert `<template>`), and the
 * browser loads its code before hydrating (entry.client.tsx). Hydrating without it would leave a
 * Suspense boundary waiting for the code, and any update above it meanwhile — the device's stores
 * loading from storage, right after hydration — makes React throw the server's HTML away and draw
 * it again once the code is here: a flash, and elements replaced under the shopper's finger.
 */
export function serverRenderedComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const component = lazyComponent(load);
  hydrationPreloads.set(name, component.preload);
  function Rendered(props: P) {
    const Loaded = component.loaded();
    return createElement(
      Fragment,
      null,
      createElement("template", { "data-hydrate-after": name }),
      Loaded ? createElement(Loaded, props) : createElement(component, props),
    );
  }
  return Object.assign(Rendered, { preload: component.preload });
}

/** Loads the code of every component the server rendered through `serverRenderedComponent`. */
export async function preloadServerRendered(root: ParentNode): Promise<void> {
  const names = [...root.querySelectorAll("template[data-hydrate-after]")].map((el) =>
    el.getAttribute("data-hydrate-after"),
  );
  await Promise.all(names.map((name) => (name ? hydrationPreloads.get(name)?.() : undefined)));
}
