import { useCallback, useEffect, useRef, useState } from "react";
import {
  fetchMakes,
  fetchModels,
  fetchYears,
  type MakeOption,
  type ModelOption,
  type YearOption,
} from "~/lib/vehicle-lists";
import { errorMessage, isAbort } from "./vehicle-api";

/** One list of the cascade: what it holds and whether it is loading or failed. */
export interface CascadeList<T> {
  status: "idle" | "loading" | "ready" | "error";
  items: T[];
  error: string | null;
}

type Level = "years" | "makes" | "models";

// One shared empty array: the combobox resets its selection when its items change identity.
const NO_ITEMS: never[] = [];
const idle = <T>(): CascadeList<T> => ({ status: "idle", items: NO_ITEMS, error: null });
const loading = <T>(): CascadeList<T> => ({ status: "loading", items: NO_ITEMS, error: null });

const FAILED: Record<Level, string> = {
  years: "We couldn't load the model years.",
  makes: "We couldn't load the makes.",
  models: "We couldn't load the models.",
};

/**
 * Year → Make → Model. Choosing a year loads its makes, choosing a make loads its models;
 * changing an upstream choice clears everything below it. A late answer for an old choice is
 * dropped (each level keeps only its latest request).
 */
export function useVehicleCascade() {
  const [years, setYears] = useState<CascadeList<YearOption>>(idle);
  const [makes, setMakes] = useState<CascadeList<MakeOption>>(idle);
  const [models, setModels] = useState<CascadeList<ModelOption>>(idle);
  const [year, setYear] = useState<YearOption | null>(null);
  const [make, setMake] = useState<MakeOption | null>(null);
  const [model, setModel] = useState<ModelOption | null>(null);
  const requests = useRef<Partial<Record<Level, AbortController>>>({});

  /** Starts a request for one level, aborting the previous one; resolves to null when superseded. */
  const run = useCallback(async <T>(level: Level, load: (signal: AbortSignal) => Promise<T>) => {
    requests.current[level]?.abort();
    const controller = new AbortController();
    requests.current[level] = controller;
    try {
      const result = await load(controller.signal);
      return controller.signal.aborted ? null : { ok: true as const, result };
    } catch (err) {
      if (controller.signal.aborted || isAbort(err)) return null;
      const detail = errorMessage(err, "Please try again.");
      return { ok: false as const, message: `${FAILED[level]} ${/[.!?]$/.test(detail) ? detail : `${detail}.`}` };
    }
  }, []);

  const cancel = useCallback((level: Level) => {
    requests.current[level]?.abort();
    delete requests.current[level];
  }, []);

  const loadYears = useCallback(async () => {
    setYears(loading);
    const answer = await run("years", fetchYears);
    if (!answer) return;
    setYears(
      answer.ok
        ? { status: "ready", items: answer.result, error: null }
        : { status: "error", items: NO_ITEMS, error: answer.message },
    );
  }, [run]);

  const loadMakes = useCallback(
    async (forYear: YearOption) => {
      setMakes(loading);
      const answer = await run("makes", (signal) => fetchMakes(forYear.year, signal));
      if (!answer) return;
      setMakes(
        answer.ok
          ? { status: "ready", items: answer.result, error: null }
          : { status: "error", items: NO_ITEMS, error: answer.message },
      );
    },
    [run],
  );

  const loadModels = useCallback(
    async (forYear: YearOption, forMake: MakeOption) => {
      setModels(loading);
      const answer = await run("models", (signal) => fetchModels(forYear.year, forMake.make, signal));
      if (!answer) return;
      setModels(
        answer.ok
          ? { status: "ready", items: answer.result, error: null }
          : { status: "error", items: NO_ITEMS, error: answer.message },
      );
    },
    [run],
  );

  const chooseYear = useCallback(
    (next: YearOption | null) => {
      setYear(next);
      setMake(null);
      setModel(null);
      cancel("makes");
      cancel("models");
      setModels(idle);
      if (next) void loadMakes(next);
      else setMakes(idle);
    },
    [cancel, loadMakes],
  );

  const chooseMake = useCallback(
    (next: MakeOption | null) => {
      setMake(next);
      setModel(null);
      cancel("models");
      if (next && year) void loadModels(year, next);
      else setModels(idle);
    },
    [cancel, loadModels, year],
  );

  /** Clears the choices (the years stay loaded). */
  const reset = useCallback(() => chooseYear(null), [chooseYear]);

  const retryYears = loadYears;
  const retryMakes = useCallback(() => {
    if (year) void loadMakes(year);
  }, [loadMakes, year]);
  const retryModels = useCallback(() => {
    if (year && make) void loadModels(year, make);
  }, [loadModels, make, year]);

  useEffect(
    () => () => {
      for (const controller of Object.values(requests.current)) controller?.abort();
    },
    [],
  );

  const vehicle =
    year && make && model
      ? { id: model.id, year: year.year, make: make.make, model: model.model, slug: model.slug }
      : null;

  return {
    years,
    makes,
    models,
    year,
    make,
    model,
    vehicle,
    loadYears,
    chooseYear,
    chooseMake,
    chooseModel: setModel,
    reset,
    retryYears,
    retryMakes,
    retryModels,
  };
}
