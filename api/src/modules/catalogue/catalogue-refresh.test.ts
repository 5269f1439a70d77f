import { describe, expect, test } from "vitest";
import { catalogueRefresher } from "../../flows/catalogue-refresh.ts";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` holds (at most 5 s): timers run late on a busy machine. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await tick(5);
  }
}

/** A rebuild that takes `ms` and records when it ran and which changes it saw. */
function recorder(ms = 20) {
  const runs: number[] = [];
  let version = 0;
  const state = { started: 0 };
  return {
    bump: () => ++version,
    runs,
    state,
    rebuild: async () => {
      state.started++;
      const seen = version;
      await tick(ms);
      runs.push(seen);
    },
  };
}

describe("catalogue refresher", () => {
  test("a burst of changes costs one rebuild, after the debounce", async () => {
    const r = recorder();
    const refresh = catalogueRefresher(r.rebuild, { debounceMs: 30 });
    for (let i = 0; i < 5; i++) {
      r.bump();
      refresh.changed();
    }
    expect(r.runs).toEqual([]);
    // Waiting for it (not a fixed sleep: a busy machine may run timers late) finds one rebuild that saw all five.
    await refresh.settled();
    expect(r.runs).toEqual([5]);
    await refresh.close();
  });

  test("a change during a rebuild runs it once more, so the last change is never missed", async () => {
    const r = recorder(60);
    const refresh = catalogueRefresher(r.rebuild, { debounceMs: 10 });
    r.bump();
    refresh.changed();
    await until(() => r.state.started === 1); // the first rebuild is running
    r.bump();
    refresh.changed();
    r.bump();
    refresh.changed();
    await refresh.settled();
    expect(r.runs).toEqual([1, 3]);
    await refresh.close();
  });

  test("settled() skips the rest of the debounce and resolves once the change is in", async () => {
    const r = recorder();
    const refresh = catalogueRefresher(r.rebuild, { debounceMs: 60_000 });
    r.bump();
    refresh.changed();
    await refresh.settled();
    expect(r.runs).toEqual([1]);
    // Nothing pending: resolves at once, no rebuild.
    await refresh.settled();
    expect(r.runs).toEqual([1]);
    await refresh.close();
  });

  test("a failed rebuild is reported and tried again after the retry delay, not at once", async () => {
    const errors: unknown[] = [];
    let fail = true;
    let ok = 0;
    const refresh = catalogueRefresher(
      async () => {
        if (fail) throw new Error("database away");
        ok++;
      },
      { debounceMs: 5, retryMs: 200, onError: (e) => errors.push(e) },
    );
    refresh.changed();
    await until(() => errors.length === 1);
    fail = false;
    expect(ok).toBe(0);
    // It stayed dirty and was tried again after the retry delay.
    await until(() => ok === 1);
    expect(errors).toHaveLength(1);
    await refresh.close();
  });

  test("close waits for a rebuild under way and drops one not started", async () => {
    const r = recorder(40);
    const refresh = catalogueRefresher(r.rebuild, { debounceMs: 5 });
    refresh.changed();
    await until(() => r.state.started === 1);
    refresh.changed();
    await refresh.close();
    expect(r.runs).toEqual([0]);
    await tick(60);
    expect(r.runs).toEqual([0]);
  });
});
