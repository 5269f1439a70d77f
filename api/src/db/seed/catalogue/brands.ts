import { slugify } from "@pitstop/contract/slug";
import type { SeedBrand } from "../types.ts";

/**
 * Invented aftermarket brands (deliberately not real trademarks, so the demo never
 * misrepresents a real company's products). `pn` is the brand's part-number pattern:
 * `#` → digit, `@` → letter, anything else literal.
 */
export interface BrandDef {
  name: string;
  /** Shorter form used in product titles ("Northgate Full Synthetic…"); defaults to name. */
  short?: string;
  description: string;
  categories: readonly string[];
  /** Optional narrower specialty: only these type slugs within its categories. */
  types?: readonly string[];
  colour: string;
  pn: string;
}

// biome-ignore format: a data table; one brand per three lines reads better than thirty
export const BRAND_DEFS: readonly BrandDef[] = [
  { name: "Stopline", colour: "#c0392b", pn: "SL-####@@",
    categories: ["brakes", "performance"],
    description: "Brake friction specialists known for quiet, low-dust pads and performance rotor kits." },
  { name: "Ferrodyne", colour: "#5b6b7a", pn: "FD####-@",
    categories: ["brakes", "suspension"],
    description: "Cast and machined chassis parts engineered to OE tolerances." },
  { name: "Halvorsen Brake Co.", short: "Halvorsen", colour: "#1f4e79", pn: "HBC-###-####",
    categories: ["brakes"],
    description: "A family-run brake remanufacturer with four decades of caliper and rotor experience." },
  { name: "Kestrel Filtration", short: "Kestrel", colour: "#2e86c1", pn: "KF@####",
    categories: ["filters"],
    description: "Oil, air, cabin and fuel filters built around high-capacity synthetic media." },
  { name: "Aeroweave Filters", short: "Aeroweave", colour: "#e67e22", pn: "AW-#####",
    categories: ["filters", "performance"], types: ["air-filters", "cabin-air-filters", "cold-air-intakes"],
    description: "Washable high-flow air filters and intake systems for drivers who like to tinker." },
  { name: "Northgate Lubricants", short: "Northgate", colour: "#1a5276", pn: "NGL-###-##@",
    categories: ["oils"],
    description: "Full-synthetic engine oils and driveline fluids blended to the latest API and ILSAC standards." },
  { name: "Ironbark Motor Oil", short: "Ironbark", colour: "#7b4a12", pn: "IB####@",
    categories: ["oils"],
    description: "Hard-working oils and fluids for trucks, towing and high-mileage engines." },
  { name: "Glacierline Fluids", short: "Glacierline", colour: "#17a2b8", pn: "GLF-####",
    categories: ["oils"], types: ["coolant", "transmission-fluid", "power-steering-fluid", "engine-oil"],
    description: "Coolants and specialty fluids formulated for modern aluminium engines." },
  { name: "Sparkwright", colour: "#d4a017", pn: "SW###@##",
    categories: ["ignition"],
    description: "Iridium and platinum spark plugs engineered for long service life." },
  { name: "Emberline Ignition", short: "Emberline", colour: "#d35400", pn: "EMB-####@",
    categories: ["ignition", "electrics"], types: ["spark-plugs", "ignition-coils", "plug-wires", "distributor-caps", "starters"],
    description: "Coils, wires and caps that deliver a strong spark every cycle." },
  { name: "Arcwell Electric", short: "Arcwell", colour: "#2c3e50", pn: "ARC#####",
    categories: ["electrics", "ignition"],
    description: "Rotating electrics, ignition coils and wiring built for hot engine bays." },
  { name: "Voltaris", colour: "#6c3483", pn: "VLT-@####",
    categories: ["electrics", "audio"],
    description: "Modern vehicle electronics, from charging systems to in-car audio." },
  { name: "Amperon Batteries", short: "Amperon", colour: "#27ae60", pn: "AMP-##@-###",
    categories: ["electrics", "tools"], types: ["batteries", "battery-chargers", "jump-starters"],
    description: "AGM batteries, smart chargers and jump starters made for harsh winters." },
  { name: "Coppervale Electrical", short: "Coppervale", colour: "#b87333", pn: "CV-####-@",
    categories: ["electrics"],
    description: "Alternators, starters and circuit protection tested on the bench before they ship." },
  { name: "Ridgeback Suspension", short: "Ridgeback", colour: "#8b0000", pn: "RBS-####@",
    categories: ["suspension", "performance"],
    description: "Shocks, struts and springs for trucks, SUVs and weekend trail rigs." },
  { name: "Forgecraft Chassis", short: "Forgecraft", colour: "#4d5656", pn: "FC####@@",
    categories: ["suspension"],
    description: "Forged control arms, links and steering parts with greaseable joints." },
  { name: "Ostrander Driveline", short: "Ostrander", colour: "#34495e", pn: "OSD-#####",
    categories: ["suspension", "oils"], types: ["wheel-hub-assemblies", "tie-rod-ends", "sway-bar-links", "gear-oil", "transmission-fluid"],
    description: "Hub assemblies, steering parts and driveline lubricants for high-mileage vehicles." },
  { name: "Pavona Tires", short: "Pavona", colour: "#0e6655", pn: "PVN####@",
    categories: ["tyres"],
    description: "Quiet, long-wearing passenger and light-truck tires." },
  { name: "Summitgrip Tires", short: "Summitgrip", colour: "#a04000", pn: "SG-#####@",
    categories: ["tyres"],
    description: "Sport and all-terrain tires designed for grip first." },
  { name: "Frostmark Tires", short: "Frostmark", colour: "#2874a6", pn: "FMK-####-#",
    categories: ["tyres"], types: ["winter-tires", "all-season-tires"],
    description: "Winter and all-season tires developed on frozen test tracks." },
  { name: "Aldermoor Body Panels", short: "Aldermoor", colour: "#7f8c8d", pn: "ABP@####",
    categories: ["body"],
    description: "Replacement bumpers, fenders and grilles built to factory dimensions." },
  { name: "Lucerna Lighting", short: "Lucerna", colour: "#f1c40f", pn: "LUC-####@",
    categories: ["body", "electrics"], types: ["headlight-assemblies", "tail-light-assemblies", "headlight-bulbs"],
    description: "Headlamps, tail lamps and bulbs with DOT-compliant optics." },
  { name: "Bellwether Auto", short: "Bellwether", colour: "#1b4f72", pn: "BW-#####",
    categories: ["body", "exterior"],
    description: "Collision-replacement parts and exterior accessories at fair prices." },
  { name: "Portside Outfitters", short: "Portside", colour: "#117a65", pn: "PSO-###@##",
    categories: ["exterior"],
    description: "Roof racks, covers and cargo gear for road trips and weekend adventures." },
  { name: "Tallgrass Truck Gear", short: "Tallgrass", colour: "#6e2c00", pn: "TTG-####",
    categories: ["exterior", "interior"],
    description: "Tonneau covers, steps, hitches and floor liners for working trucks." },
  { name: "Sweepwell", colour: "#2e4053", pn: "SWW-##@#",
    categories: ["exterior"], types: ["wiper-blades"],
    description: "Beam, hybrid and winter wiper blades with quick-fit adapters." },
  { name: "Hollis & Crane", colour: "#5d4037", pn: "HC-####@",
    categories: ["interior"],
    description: "Seat covers and steering wheel wraps tailored with a craftsman's eye." },
  { name: "Cabinwright", colour: "#616a6b", pn: "CW#####",
    categories: ["interior"],
    description: "Clever organizers, mounts and shades that make the cabin work harder." },
  { name: "Foothold Liners", short: "Foothold", colour: "#212f3c", pn: "FHL-####",
    categories: ["interior"], types: ["floor-mats", "cargo-organizers"],
    description: "Laser-measured floor liners and cargo trays that catch every spill." },
  { name: "Sonorra Audio", short: "Sonorra", colour: "#943126", pn: "SNR-#####",
    categories: ["audio"],
    description: "Speakers and amplifiers voiced for the acoustics of real cars." },
  { name: "Lowtide Acoustics", short: "Lowtide", colour: "#154360", pn: "LTA-####@",
    categories: ["audio"], types: ["subwoofers", "amplifiers", "speakers"],
    description: "Subwoofers and amplifiers that deliver deep, tight bass." },
  { name: "Quillon Electronics", short: "Quillon", colour: "#283747", pn: "QE-####-@@",
    categories: ["audio", "tools"], types: ["dash-cams", "backup-cameras", "head-units", "diagnostic-scanners"],
    description: "Cameras, receivers and diagnostic tools with friendly phone apps." },
  { name: "Vantamo Audio", short: "Vantamo", colour: "#0b5345", pn: "VTM####",
    categories: ["audio"],
    description: "Affordable head units and speakers that bring older cars up to date." },
  { name: "Blackpine Performance", short: "Blackpine", colour: "#1c2833", pn: "BPP-####@",
    categories: ["performance"],
    description: "Bolt-on intakes, tuners and springs developed on the dyno and the track." },
  { name: "Scorchwerks", colour: "#cb4335", pn: "SCW-###-####",
    categories: ["performance"], types: ["cat-back-exhausts", "cold-air-intakes", "engine-tuners"],
    description: "Stainless exhaust systems with a deep, drone-free tone." },
  { name: "Torquemark Tools", short: "Torquemark", colour: "#b03a2e", pn: "TQM-####",
    categories: ["tools"],
    description: "Calibrated torque wrenches and socket sets for precise work." },
  { name: "Greyhawk Garage", short: "Greyhawk", colour: "#515a5a", pn: "GHG-#####",
    categories: ["tools"],
    description: "Floor jacks, stands and shop equipment for the serious home garage." },
  { name: "Wrenchford", colour: "#1f618d", pn: "WF####@",
    categories: ["tools"], types: ["socket-sets", "torque-wrenches", "jacks-stands"],
    description: "Hand tools with a lifetime warranty and no-nonsense design." },
  { name: "Marlow Auto Parts", short: "Marlow", colour: "#2471a3", pn: "MAP-#####@",
    categories: ["brakes", "filters", "ignition", "electrics", "suspension"],
    description: "Everyday replacement parts for the vehicles Americans actually drive." },
  { name: "Pitstop Essentials", colour: "#e74c3c", pn: "PSE-######",
    categories: ["filters", "oils", "electrics", "exterior", "interior", "tools"],
    description: "Pitstop's own value line: dependable essentials at a fair price." },
];

export const SEED_BRANDS: readonly SeedBrand[] = BRAND_DEFS.map((b) => ({
  slug: slugify(b.name),
  name: b.name,
  description: b.description,
}));

/** The brands that make a given type (category match, narrowed by `types` where set). */
export function brandsFor(category: string, typeSlug: string): BrandDef[] {
  return BRAND_DEFS.filter((b) => b.categories.includes(category) && (!b.types || b.types.includes(typeSlug)));
}
