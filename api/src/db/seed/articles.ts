/**
 * Demo blog and news articles, newest first. Each article lives in its own file under
 * `articles/` so no single file grows past a few hundred lines.
 */
import { allSeasonWinterAllWeatherTires } from "./articles/all-season-winter-all-weather-tires.ts";
import { changeWiperBlades } from "./articles/change-wiper-blades.ts";
import { checkEngineOil } from "./articles/check-engine-oil.ts";
import { checkTirePressureAndTread } from "./articles/check-tire-pressure-and-tread.ts";
import { choosingACarBattery } from "./articles/choosing-a-car-battery.ts";
import { choosingBrakePads } from "./articles/choosing-brake-pads.ts";
import { choosingEngineOil } from "./articles/choosing-engine-oil.ts";
import { dashboardWarningLights } from "./articles/dashboard-warning-lights.ts";
import { evAndHybridMaintenance } from "./articles/ev-and-hybrid-maintenance.ts";
import { findTheRightPart } from "./articles/find-the-right-part.ts";
import { headlightBulbs } from "./articles/headlight-bulbs.ts";
import { highwayBreakdownSafety } from "./articles/highway-breakdown-safety.ts";
import { jumpStartACar } from "./articles/jump-start-a-car.ts";
import { pitstopOpens } from "./articles/pitstop-opens.ts";
import { replaceBrakePads } from "./articles/replace-brake-pads.ts";
import { replaceCabinAirFilter } from "./articles/replace-cabin-air-filter.ts";
import { sparkPlugs } from "./articles/spark-plugs.ts";
import { winterPrepChecklist } from "./articles/winter-prep-checklist.ts";
import type { SeedArticle } from "./types.ts";

export const seedArticles: SeedArticle[] = [
  pitstopOpens,
  highwayBreakdownSafety,
  winterPrepChecklist,
  allSeasonWinterAllWeatherTires,
  choosingACarBattery,
  jumpStartACar,
  headlightBulbs,
  dashboardWarningLights,
  evAndHybridMaintenance,
  findTheRightPart,
  sparkPlugs,
  choosingEngineOil,
  replaceBrakePads,
  choosingBrakePads,
  checkTirePressureAndTread,
  replaceCabinAirFilter,
  changeWiperBlades,
  checkEngineOil,
];
