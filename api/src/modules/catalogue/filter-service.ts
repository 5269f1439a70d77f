import { type FilterRequestSchema, type FilterResponse, PAGE_SIZE, TOTAL_CAP } from "@pitstop/contract/catalogue";
import { countOf } from "@pitstop/contract/plural";
import type { VehicleRef } from "@pitstop/contract/vehicles";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { toVehicleRef } from "../vehicles/service.ts";
import { loadFacetCells, pageProductIds, sharedUniversalCells, vehicleProductCells } from "./catalogue-queries.ts";
import { computeFacets, type Filters, listedCell, type Scope } from "./facets.ts";
import {
  type FitVehicle,
  fitVehicleRow,
  narrowedParts,
  pageVehicle,
  resolveVehicleKey,
  type VehicleRow,
} from "./fit.ts";
import { configurationQuestions, fitGroups } from "./fit-questions.ts";
import { productCards } from "./product-cards.ts";
import { type BrandRef, type CategoryRef, type ReferenceData, referenceData, type TypeRef } from "./reference-data.ts";

type FilterInput = z.output<typeof FilterRequestSchema>;

const VEHICLE_PAGE = /^([a-z0-9-]+)-accessories$/;

interface Context {
  vehicle: VehicleRef | null;
  /** The vehicle page's vehicle as fit answers need it (its engines and trims). */
  vehicleRow: VehicleRow | null;
  category: CategoryRef | null;
  type: TypeRef | null;
  brand: BrandRef | null;
}

/**
 * What a catalogue slug names: a category (`brakes`), a category and type (`brakes/brake-pads`),
 * a vehicle page (`toyota-camry-2018-accessories`), a vehicle and category (and type), or a brand.
 */
export async function resolveCatalogueSlug(db: Db, ref: ReferenceData, slug: string): Promise<Context> {
  const segments = slug
    .toLowerCase()
    .replace(/^\/+|\/+$/g, "")
    .split("/");
  const unknown = () => notFound(`Nothing in the catalogue at /${segments.join("/")}`);
  let vehicle: VehicleRef | null = null;
  let vehicleRow: VehicleRow | null = null;
  const vehicleMatch = segments[0]?.match(VEHICLE_PAGE);
  if (vehicleMatch?.[1]) {
    vehicleRow = (await fitVehicleRow(db, vehicleMatch[1])) ?? null;
    if (!vehicleRow) throw notFound(`We don't know the vehicle /${segments[0]}`);
    vehicle = toVehicleRef(vehicleRow);
    segments.shift();
  }
  const base = { vehicle, vehicleRow };
  const [first, second, ...rest] = segments;
  if (rest.length > 0) throw unknown();
  if (!first) return { ...base, category: null, type: null, brand: null };
  const category = ref.categoryBySlug.get(first);
  if (category) {
    if (!second) return { ...base, category, type: null, brand: null };
    const type = ref.typeBySlug.get(second);
    if (!type || type.categoryId !== category.id) throw unknown();
    return { ...base, category, type, brand: null };
  }
  const brand = !vehicle && !second ? ref.brandBySlug.get(first) : undefined;
  if (brand) return { ...base, category: null, type: null, brand };
  throw unknown();
}

function toFilters(input: FilterInput, ref: ReferenceData): Filters {
  const unknownTypes = input.TYPE.filter((s) => !ref.typeBySlug.has(s));
  const unknownBrands = input.BRAND.filter((s) => !ref.brandBySlug.has(s));
  if (unknownTypes.length > 0)
    throw badRequest(`Unknown product type: ${unknownTypes.join(", ")}`, { TYPE: unknownTypes });
  if (unknownBrands.length > 0)
    throw badRequest(`Unknown brand: ${unknownBrands.join(", ")}`, { BRAND: unknownBrands });
  return {
    typeIds: new Set(input.TYPE.flatMap((s) => ref.typeBySlug.get(s)?.id ?? [])),
    brandIds: new Set(input.BRAND.flatMap((s) => ref.brandBySlug.get(s)?.id ?? [])),
    minStars: input.RATING ?? null,
    fitment: new Set(input.FITMENT),
  };
}

const NO_QUESTIONS = { engine: [], trim: [] };

/** The engine or trim question of a list narrowed to a vehicle, each choice counted over the list's own cells. */
async function listQuestions(db: Db, vehicle: FitVehicle, scope: Scope, filters: Filters) {
  const { fits } = await narrowedParts(db, vehicle);
  if (fits.size === 0) return NO_QUESTIONS;
  const [universal, direct] = await Promise.all([sharedUniversalCells(db), vehicleProductCells(db, vehicle.ref.id)]);
  let universalCount = 0;
  for (const cell of universal) if (listedCell(cell, scope, filters)) universalCount += cell.n;
  const listed = fitGroups(fits, direct).filter((g) => listedCell(g.cell, scope, filters));
  return configurationQuestions(vehicle, { universal: universalCount, direct: listed });
}

function describe(ctx: Context) {
  const vehicleName = ctx.vehicle ? `${ctx.vehicle.year} ${ctx.vehicle.make} ${ctx.vehicle.model}` : null;
  const what = ctx.type?.name ?? ctx.category?.name ?? (ctx.brand ? `${ctx.brand.name} parts` : null);
  const title = vehicleName
    ? what
      ? `${what} for ${vehicleName}`
      : `Parts and accessories for ${vehicleName}`
    : (what ?? "All parts");
  const breadcrumbs = [{ label: "Home", path: "/" }];
  const base = ctx.vehicle ? `${ctx.vehicle.path}` : "";
  if (ctx.vehicle && vehicleName) breadcrumbs.push({ label: vehicleName, path: ctx.vehicle.path });
  if (ctx.category) breadcrumbs.push({ label: ctx.category.name, path: `${base}/${ctx.category.slug}` });
  if (ctx.category && ctx.type)
    breadcrumbs.push({ label: ctx.type.name, path: `${base}/${ctx.category.slug}/${ctx.type.slug}` });
  if (ctx.brand) breadcrumbs.push({ label: ctx.brand.name, path: `/${ctx.brand.slug}` });
  return { title, breadcrumbs };
}

/** POST /api/filter: one page of products under a slug's context, its facets and its total. */
export async function filterCatalogue(db: Db, input: FilterInput): Promise<FilterResponse> {
  const ref = await referenceData(db);
  const ctx = await resolveCatalogueSlug(db, ref, input.slug);
  const filters = toFilters(input, ref);
  const scope: Scope = {
    categoryId: ctx.category?.id ?? null,
    typeId: ctx.type?.id ?? null,
    brandId: ctx.brand?.id ?? null,
  };
  // A vehicle page answers for its own vehicle (with the shopper's configuration when the key names
  // it); elsewhere the cards answer for the shopper's vehicle.
  const fitsFor = ctx.vehicleRow
    ? pageVehicle(ctx.vehicleRow, input.vehicle ?? null)
    : input.vehicle
      ? await resolveVehicleKey(db, input.vehicle)
      : null;
  // The list holds only what fits: a vehicle page always, other pages for the shopper's
  // vehicle unless fits=0 — the vehicle's direct fits its configuration allows, and the universal parts.
  const narrowTo = ctx.vehicleRow || input.fits !== "0" ? fitsFor : null;
  const vehicleId = narrowTo?.ref.id ?? null;
  const config = narrowTo ? { engine: narrowTo.ref.engine, trim: narrowTo.ref.trim } : null;
  const [{ cells }, everyVehicle] = await Promise.all([
    loadFacetCells(db, scope, vehicleId, config),
    narrowTo && !ctx.vehicleRow ? loadFacetCells(db, scope, null) : null,
  ]);
  const { total, directTotal, facets, categories } = computeFacets(cells, scope, filters, ref);
  const countable = Math.min(total, TOTAL_CAP);
  const pages = Math.max(1, Math.ceil(countable / PAGE_SIZE));
  if (input.page > pages && total > 0) {
    throw notFound(`There is no page ${input.page}; this list has ${countOf(pages, "page")}`);
  }
  const [ids, questions] = await Promise.all([
    pageProductIds(db, {
      scope,
      filters,
      vehicleId,
      sort: input["SORT BY"],
      offset: (input.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
      directTotal,
      config,
    }),
    narrowTo ? listQuestions(db, narrowTo, scope, filters) : NO_QUESTIONS,
  ]);
  const products = await productCards(db, ids, fitsFor);
  const { title, breadcrumbs } = describe(ctx);
  return {
    products,
    total: countable,
    total_capped: total > TOTAL_CAP,
    fits_vehicle: fitsFor?.ref ?? null,
    page: input.page,
    pages,
    facets: { ...facets, ...questions },
    only_fits: narrowTo !== null,
    all_total: everyVehicle ? Math.min(computeFacets(everyVehicle.cells, scope, filters, ref).total, TOTAL_CAP) : null,
    context: {
      title,
      category: ctx.category
        ? { slug: ctx.category.slug, name: ctx.category.name, description: ctx.category.description }
        : null,
      type: ctx.type ? { slug: ctx.type.slug, name: ctx.type.name } : null,
      brand: ctx.brand ? { slug: ctx.brand.slug, name: ctx.brand.name, description: ctx.brand.description } : null,
      vehicle: ctx.vehicle,
      categories: ctx.vehicle ? categories : [],
      breadcrumbs,
    },
  };
}
