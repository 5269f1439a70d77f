/**
 * Which parts fit by a vehicle trait: a battery by its group size, a tire by its size, a
 * wiper blade by its length, a bulb by its socket, oil by viscosity, transmission fluid by the
 * transmission, coolant by chemistry. Such a part is generated for a vehicle the catalogue picks, takes
 * that vehicle's value (its title and specs say it), and fits only vehicles with the same value.
 */
import type { Spec, Variant } from "./type-def.ts";
import type { TraitName } from "./vehicle-traits.ts";

export interface FitKey {
  trait: TraitName;
  /** The variant rewritten to carry the vehicle's value. */
  apply(variant: Variant, value: string): Variant;
  /**
   * The trait only narrows which vehicles take the type (drum shoes: vehicles with rear drums); a
   * part is still made for its vehicles, and its title says its part number rather than a value.
   */
  madeForVehicle?: boolean;
  /** A universal product of the type, when the type has some (a coolant for all makes). */
  asUniversal?(variant: Variant): Variant;
}

/** Parts of the engine and drivetrain: an electric vehicle takes none of them. */
export const ENGINE_PARTS: ReadonlySet<string> = new Set([
  "oil-filters",
  "air-filters",
  "fuel-filters",
  "spark-plugs",
  "ignition-coils",
  "plug-wires",
  "distributor-caps",
  "engine-oil",
  "transmission-fluid",
  "alternators",
  "starters",
  "cold-air-intakes",
  "cat-back-exhausts",
  "engine-tuners",
]);

const specValue = (v: Variant, name: string) => v.specs.find((s) => s.name === name)?.value;
const withSpec = (specs: readonly Spec[], name: string, value: string) =>
  specs.map((s) => (s.name === name ? { ...s, value } : s));

/** Sets spec `name` to `value` and replaces its old text in the title (`around` marks it there). */
function replaceSpec(v: Variant, name: string, value: string, around: (x: string) => string = (x) => x): Variant {
  const before = specValue(v, name);
  return {
    ...v,
    title: before === undefined ? v.title : v.title.replace(around(before), around(value)),
    specs: withSpec(v.specs, name, value),
  };
}

const rimShare = (size: string | undefined) =>
  Math.min(1, Math.max(0, (Number(/R(\d+)/.exec(size ?? "")?.[1] ?? 16) - 15) / 6.5));

const TIRE: FitKey = {
  trait: "tireSizes",
  apply: (v, size) => {
    // The price follows the rim size (defs-tyres.ts): move the variant's tier with its new size.
    const tier = v.tier === undefined ? undefined : v.tier + (rimShare(size) - rimShare(specValue(v, "Size"))) * 0.8;
    return { ...replaceSpec(v, "Size", size, (x) => `, ${x} `), tier };
  },
};

const OIL_SPEC: Record<string, string> = {
  "15W-40": "API CK-4",
  "0W-16": "API SP / ILSAC GF-6B",
  "0W-40": "API SP / ACEA A3/B4",
};

const TRANSMISSION: Record<string, { type?: string; compatible: string; color: string }> = {
  "atf-asian": { compatible: "Toyota WS, Honda DW-1, Nissan Matic S", color: "Red" },
  "atf-domestic": { compatible: "DEXRON-VI, MERCON LV", color: "Red" },
  "atf-chrysler": { compatible: "Chrysler ATF+4", color: "Red" },
  "atf-euro": { compatible: "ZF LifeguardFluid 8, MB 236.14", color: "Yellow" },
  cvt: { type: "CVT Fluid", compatible: "Nissan NS-3, Toyota TC, Honda HCF-2, Subaru CVTF", color: "Green" },
  dct: { type: "Dual-Clutch Transmission Fluid", compatible: "VW G 052 182, BMW DCTF-1", color: "Yellow" },
  manual: { type: "Manual Transmission Fluid", compatible: "API GL-4, 75W-85", color: "Amber" },
};

export const FIT_KEYS: Readonly<Record<string, FitKey>> = {
  batteries: { trait: "batteryGroup", apply: (v, group) => replaceSpec(v, "Group size", group, (x) => `Group ${x} `) },
  "all-season-tires": TIRE,
  "winter-tires": TIRE,
  "performance-tires": TIRE,
  "all-terrain-tires": TIRE,
  "drum-brake-shoes": { trait: "drumBrakes", apply: (v) => v, madeForVehicle: true },
  "power-steering-fluid": { trait: "powerSteering", apply: (v) => v },
  "wiper-blades": { trait: "wiperLengths", apply: (v, inches) => replaceSpec(v, "Length", `${inches} in`) },
  "headlight-bulbs": {
    trait: "headlightBulbs",
    apply: (v, size) => replaceSpec(v, "Bulb size", size, (x) => `, ${x} `),
  },
  "engine-oil": {
    trait: "oilViscosities",
    apply: (v, visc) => {
      const volume = specValue(v, "Volume") ?? "5 qt";
      const was = specValue(v, "Base oil") ?? "Full Synthetic";
      const base = visc === "15W-40" ? "Heavy Duty Diesel" : was === "Heavy Duty Diesel" ? "Full Synthetic" : was;
      const specs = withSpec(
        withSpec(withSpec(v.specs, "Viscosity", visc), "Base oil", base),
        "Specification",
        OIL_SPEC[visc] ?? "API SP / ILSAC GF-6A",
      );
      return { ...v, title: `${base} ${visc} Engine Oil, ${volume}`, specs };
    },
  },
  "transmission-fluid": {
    trait: "transmissionFluids",
    apply: (v, family) => {
      const fluid = TRANSMISSION[family] ?? { compatible: "DEXRON-VI, MERCON LV", color: "Red" };
      const was = specValue(v, "Type") ?? "";
      const type = fluid.type ?? (was.endsWith("ATF") ? was : "Multi-Vehicle ATF");
      const specs = withSpec(
        withSpec(withSpec(v.specs, "Type", type), "Compatible with", fluid.compatible),
        "Color",
        fluid.color,
      );
      return { ...v, title: `${type}, ${specValue(v, "Volume") ?? "1 qt"}`, specs };
    },
  },
  coolant: {
    trait: "coolant",
    apply: (v, coolant) => {
      const [color = "Green", tech = "OAT"] = coolant.split(" ");
      const mix = specValue(v, "Mix") ?? "50/50 Prediluted";
      const specs = withSpec(withSpec(v.specs, "Technology", tech), "Color", color);
      return { ...v, title: `Extended Life ${mix} Antifreeze & Coolant, ${color}, 1 gal`, specs };
    },
    asUniversal: (v) => {
      const mix = specValue(v, "Mix") ?? "50/50 Prediluted";
      const specs = withSpec(withSpec(v.specs, "Technology", "Hybrid OAT, all makes and models"), "Color", "Yellow");
      return { ...v, title: `All Makes, All Models ${mix} Antifreeze & Coolant, 1 gal`, specs };
    },
  },
};
