import { describe, expect, test } from "vitest";
import { f150, historyOf } from "~/test-support/test-history";
import { camry2018, civic2018 } from "~/test-support/test-user";
import { planGarageSync } from "./garage-sync-plan";

describe("the sign-in garage sync is a merge", () => {
  test("history cars not in the garage are added oldest first; an account with no main car takes the history's", () => {
    const plan = planGarageSync({ garage: [], history: historyOf([camry2018, civic2018], camry2018.id), synced: [] });
    expect(plan.add.map((c) => c.slug)).toEqual(["honda-civic-2018", "toyota-camry-2018"]);
    expect(plan.main).toBe(camry2018.id);
    expect(plan.synced.sort()).toEqual([civic2018.id, camry2018.id].sort());
  });

  test("an account with a main car keeps it", () => {
    const plan = planGarageSync({
      garage: [{ ...f150, main: true }],
      history: historyOf([camry2018], camry2018.id),
      synced: [],
    });
    expect(plan.add.map((c) => c.slug)).toEqual(["toyota-camry-2018"]);
    expect(plan.main).toBe("keep");
  });

  test("a car this device offered before and the owner removed is not added again", () => {
    const plan = planGarageSync({
      garage: [{ ...camry2018, main: true }],
      history: historyOf([camry2018, civic2018], civic2018.id),
      synced: [camry2018.id, civic2018.id],
    });
    expect(plan.add).toEqual([]);
    expect(plan.main).toBe("keep");
  });

  test("with no main car anywhere the garage stays without one", () => {
    const plan = planGarageSync({ garage: [camry2018], history: historyOf([civic2018], null), synced: [] });
    expect(plan.add.map((c) => c.slug)).toEqual(["honda-civic-2018"]);
    expect(plan.main).toBeNull();
  });

  test("a car whose page was only viewed is not offered to the garage, nor counted as offered", () => {
    const plan = planGarageSync({
      garage: [{ ...camry2018, main: true }],
      history: historyOf([civic2018, camry2018], camry2018.id, [civic2018.id]),
      synced: [],
    });
    expect(plan.add).toEqual([]);
    expect(plan.main).toBe("keep");
    expect(plan.synced).toEqual([camry2018.id]);
  });

  test("a viewed car chosen later is offered at the next sign-in", () => {
    const plan = planGarageSync({
      garage: [{ ...camry2018, main: true }],
      history: historyOf([civic2018, camry2018], civic2018.id),
      synced: [camry2018.id],
    });
    expect(plan.add.map((c) => c.slug)).toEqual(["honda-civic-2018"]);
  });

  test("the history's main car, already offered and removed, does not come back as main", () => {
    const plan = planGarageSync({
      garage: [camry2018],
      history: historyOf([civic2018], civic2018.id),
      synced: [civic2018.id],
    });
    expect(plan.add).toEqual([]);
    expect(plan.main).toBeNull();
  });
});
