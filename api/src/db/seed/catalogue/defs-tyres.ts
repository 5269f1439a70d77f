import type { Rng } from "./prng.ts";
import { type Spec, spec, type TypeDef, type Variant } from "./type-def.ts";

interface TireStyle {
  noun: string;
  lines: readonly string[];
  sizes: readonly string[];
  speed: readonly string[];
  treadwear: readonly [number, number] | null;
  warranty: readonly string[];
  snowflake: boolean;
}

function tyreVariant(r: Rng, s: TireStyle): Variant {
  const size = r.pick(s.sizes);
  const rim = Number(/R(\d+)/.exec(size)?.[1] ?? 16);
  const load = r.int(size.startsWith("LT") ? 112 : 88, size.startsWith("LT") ? 123 : 104);
  const speed = r.pick(s.speed);
  const specs: Spec[] = [spec("Size", size), spec("Load index", String(load)), spec("Speed rating", speed)];
  if (s.treadwear)
    specs.push(spec("UTQG", `${r.int(s.treadwear[0], s.treadwear[1]) * 10} ${r.pick(["A A", "A B", "AA A"])}`));
  else specs.push(spec("UTQG", "Not rated (winter)"));
  specs.push(spec("Tread depth", `${r.int(10, s.snowflake ? 18 : 12)}/32 in`));
  specs.push(spec("Mileage warranty", r.pick(s.warranty)));
  if (s.snowflake) specs.push(spec("3PMSF rated", "Yes"));
  return {
    title: `${r.pick(s.lines)} ${s.noun}, ${size} ${load}${speed}`,
    tier: Math.min(1, Math.max(0, (rim - 15) / 6.5)) * 0.8 + r.float(0, 0.2),
    specs,
  };
}

const TYRE_TEXT = {
  install: [
    "Mounting and balancing by a professional is recommended; replace tires in axle pairs or full sets.",
    "Check the size on your current sidewall or door-jamb placard before ordering.",
  ],
} as const;

export const TYRES_TYPES: readonly TypeDef[] = [
  {
    slug: "all-season-tires",
    name: "All-Season Tires",
    category: "tyres",
    weight: 4,
    price: [70, 260],
    shipping: [12, 25],
    handling: [5, 12],
    universal: 0,
    broadFit: true,
    icon: "tyre",
    variant: (r) =>
      tyreVariant(r, {
        noun: "All-Season Tire",
        lines: ["Touring A/S", "Grand Touring", "Comfort A/S", "EcoRoute"],
        sizes: [
          "195/65R15",
          "205/55R16",
          "215/60R16",
          "215/55R17",
          "225/65R17",
          "235/65R17",
          "225/60R18",
          "235/55R19",
          "245/60R18",
        ],
        speed: ["T", "H", "V"],
        treadwear: [50, 80],
        warranty: ["50,000 mi", "65,000 mi", "70,000 mi", "80,000 mi"],
        snowflake: false,
      }),
    what: [
      "A quiet, comfortable tread with sipes for confident grip in rain and light snow.",
      "Long-wearing compound delivers even tread wear and low rolling resistance.",
    ],
    suits: [
      "The everyday choice for sedans, crossovers and minivans in mild climates.",
      "Ideal for commuters who want a quiet ride and a long warranty.",
    ],
    install: TYRE_TEXT.install,
    praise: ["Quiet on the highway and great in the rain.", "Ride is smoother than the factory tires."],
    gripe: ["Just okay in real snow, as expected for an all-season."],
  },
  {
    slug: "winter-tires",
    name: "Winter Tires",
    category: "tyres",
    weight: 2,
    price: [80, 280],
    shipping: [12, 25],
    handling: [5, 12],
    universal: 0,
    broadFit: true,
    icon: "tyre",
    variant: (r) =>
      tyreVariant(r, {
        noun: "Winter Tire",
        lines: ["Arctic Grip", "Snowtrac", "Ice Studless", "Polar Edge"],
        sizes: ["195/65R15", "205/55R16", "215/60R16", "225/65R17", "235/65R17", "225/60R18", "235/60R18"],
        speed: ["T", "H"],
        treadwear: null,
        warranty: ["No mileage warranty", "40,000 mi"],
        snowflake: true,
      }),
    what: [
      "A soft compound and dense siping stay flexible below 45 °F for real grip on snow and ice.",
      "Deep tread blocks bite into packed snow and clear slush quickly.",
    ],
    suits: [
      "Essential for drivers in the snow belt and mountain regions.",
      "Pair with a set of steel wheels for easy seasonal swaps.",
    ],
    install: TYRE_TEXT.install,
    praise: ["Stops on ice like I never thought possible.", "Climbed my snowy driveway without any drama."],
    gripe: ["A bit noisier than my summer set on dry roads."],
  },
  {
    slug: "performance-tires",
    name: "Performance Tires",
    category: "tyres",
    weight: 1.5,
    price: [110, 320],
    shipping: [12, 25],
    handling: [5, 12],
    universal: 0,
    broadFit: true,
    kinds: ["car"],
    icon: "tyre",
    variant: (r) =>
      tyreVariant(r, {
        noun: "Performance Tire",
        lines: ["Sport Max", "UHP A/S", "Track Pro", "Apex Sport"],
        sizes: ["225/45R17", "225/40R18", "245/40R18", "245/45R19", "255/35R19", "275/35R20", "235/40R19"],
        speed: ["W", "Y"],
        treadwear: [24, 50],
        warranty: ["No mileage warranty", "30,000 mi", "45,000 mi"],
        snowflake: false,
      }),
    what: [
      "A stiff sidewall and wide shoulder blocks deliver sharp steering and high cornering grip.",
      "Silica compound keeps grip strong in both dry and wet conditions.",
    ],
    suits: [
      "For sport sedans, coupes and hot hatches that see spirited driving.",
      "Not intended for snow or near-freezing temperatures.",
    ],
    install: TYRE_TEXT.install,
    praise: ["Turn-in is razor sharp.", "Wet grip is excellent."],
    gripe: ["Tread wears faster than an all-season, but that is the trade-off."],
  },
  {
    slug: "all-terrain-tires",
    name: "All-Terrain Tires",
    category: "tyres",
    weight: 2,
    price: [130, 320],
    shipping: [15, 25],
    handling: [8, 15],
    universal: 0,
    broadFit: true,
    kinds: ["truck", "mpv"],
    icon: "tyre",
    variant: (r) =>
      tyreVariant(r, {
        noun: "All-Terrain Tire",
        lines: ["Backcountry A/T", "Trail Claw A/T", "Terra AT", "Rockline AT"],
        sizes: [
          "265/70R16",
          "265/70R17",
          "LT265/70R17",
          "LT275/65R18",
          "LT285/70R17",
          "275/55R20",
          "LT245/75R16",
          "275/60R20",
        ],
        speed: ["R", "S", "T"],
        treadwear: [45, 65],
        warranty: ["50,000 mi", "55,000 mi", "60,000 mi"],
        snowflake: true,
      }),
    what: [
      "An aggressive interlocking tread grips gravel, mud and rock while staying civil on pavement.",
      "Three-ply sidewalls resist cuts and punctures off road.",
    ],
    suits: [
      "For pickups and SUVs that split time between highway and trail.",
      "A great choice for towing and hauling with a rugged look.",
    ],
    install: TYRE_TEXT.install,
    praise: ["Handles mud and gravel with no fuss and still quiet on the highway.", "Looks great on the truck."],
    gripe: ["Slight drop in fuel economy compared to highway tires."],
  },
];
