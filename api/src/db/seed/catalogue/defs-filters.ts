import { spec, type TypeDef } from "./type-def.ts";

export const FILTERS_TYPES: readonly TypeDef[] = [
  {
    slug: "oil-filters",
    name: "Oil Filters",
    category: "filters",
    weight: 4,
    price: [6, 22],
    shipping: [0, 6],
    universal: 0,
    icon: "filter",
    variant: (r) => {
      const line = r.pick(["Extended Life", "High Mileage", "Synthetic Media", "Standard"]);
      const miles = line === "Standard" ? "5,000" : r.pick(["10,000", "15,000", "20,000"]);
      const style = r.pick(["Spin-on", "Spin-on", "Cartridge"]);
      return {
        title: `${line} ${style === "Cartridge" ? "Cartridge " : ""}Oil Filter — ${miles} mi`,
        tier: line === "Standard" ? 0.1 : line === "Synthetic Media" ? 0.7 : 0.45,
        specs: [
          spec("Style", style),
          spec("Thread size", style === "Cartridge" ? "N/A" : r.pick(["3/4-16 UNF", "M20 x 1.5", "13/16-16 UNF"])),
          spec("Anti-drainback valve", r.pick(["Silicone", "Nitrile"])),
          spec("Bypass valve", `${r.int(8, 25)} psi`),
          spec("Service interval", `${miles} mi`),
        ],
      };
    },
    what: [
      "Dense synthetic-blend media traps fine contaminants while keeping oil flowing on cold starts.",
      "A silicone anti-drainback valve keeps oil in the filter so the engine never starts dry.",
    ],
    suits: [
      "Matches modern synthetic oils and long drain intervals.",
      "Good value for DIYers doing their own oil changes.",
    ],
    install: [
      "Lube the gasket with fresh oil and tighten three-quarters of a turn after contact.",
      "Fill the filter before fitting where mounting position allows.",
    ],
    praise: ["Gasket sealed perfectly, no drips.", "Solid can, easy grip texture for removal."],
    gripe: ["A little tight to spin on by hand."],
  },
  {
    slug: "air-filters",
    name: "Air Filters",
    category: "filters",
    weight: 3,
    price: [12, 45],
    shipping: [0, 7],
    universal: 0,
    icon: "panelFilter",
    variant: (r) => {
      const media = r.pick(["Synthetic", "Cellulose", "Oiled Cotton"]);
      return {
        title: `${media === "Oiled Cotton" ? "Washable High-Flow" : media === "Synthetic" ? "Extra Guard" : "OE-Style"} Engine Air Filter`,
        tier: media === "Oiled Cotton" ? 0.85 : media === "Synthetic" ? 0.4 : 0.1,
        specs: [
          spec("Shape", r.pick(["Panel", "Panel", "Round", "Oval"])),
          spec("Media", media),
          spec("Washable", media === "Oiled Cotton" ? "Yes" : "No"),
          spec("Efficiency", `${r.int(96, 99)}% at 20 µm`),
        ],
      };
    },
    what: [
      "Deep pleats trap dust and debris while letting the engine breathe freely.",
      "A clean air filter restores throttle response and protects the mass airflow sensor.",
    ],
    suits: [
      "Worth checking every oil change if you drive dusty or gravel roads.",
      "An easy five-minute job for first-time DIYers.",
    ],
    install: [
      "Wipe out the airbox before fitting and make sure the seal seats all the way around.",
      "No tools needed on most vehicles; just release the airbox clips.",
    ],
    praise: ["Fit the airbox perfectly and the seal is snug.", "Great price for a quality filter."],
    gripe: ["Slightly taller than the original but it still closed fine."],
  },
  {
    slug: "cabin-air-filters",
    name: "Cabin Air Filters",
    category: "filters",
    weight: 2.5,
    price: [10, 38],
    shipping: [0, 6],
    universal: 0,
    icon: "panelFilter",
    variant: (r) => {
      const media = r.pick(["Particulate", "Activated Carbon", "HEPA-Type"]);
      return {
        title: `${media} Cabin Air Filter${media === "Activated Carbon" ? " — Odor Control" : media === "HEPA-Type" ? " — Allergen Guard" : ""}`,
        tier: media === "HEPA-Type" ? 0.8 : media === "Activated Carbon" ? 0.5 : 0.15,
        specs: [
          spec("Media", media),
          spec("Odor reduction", media === "Particulate" ? "No" : "Yes"),
          spec("Captures", r.pick(["Pollen, dust, soot", "Pollen, mold spores, PM2.5", "Dust, exhaust odor"])),
          spec("Replacement interval", `${r.pick(["12,000", "15,000"])} mi`),
        ],
      };
    },
    what: [
      "Keeps pollen, dust and road grime out of the cabin air you breathe.",
      "A fresh cabin filter restores airflow from the vents and helps defogging.",
    ],
    suits: [
      "A must for allergy sufferers and city commuters.",
      "Great for rideshare drivers who want a fresher cabin.",
    ],
    install: [
      "Most install behind the glovebox in under ten minutes; note the airflow arrow.",
      "Vacuum the housing before sliding the new filter in.",
    ],
    praise: ["Musty smell from the vents is gone.", "Airflow on high is noticeably stronger."],
    gripe: ["Had to flex it slightly to get it into the housing."],
  },
  {
    slug: "fuel-filters",
    name: "Fuel Filters",
    category: "filters",
    weight: 1.5,
    price: [10, 60],
    shipping: [0, 8],
    universal: 0,
    icon: "fuelFilter",
    variant: (r) => {
      const type = r.pick(["Inline", "In-Tank", "Diesel Cartridge"]);
      return {
        title: `${type} Fuel Filter`,
        tier: type === "Diesel Cartridge" ? 0.8 : type === "In-Tank" ? 0.5 : 0.1,
        specs: [
          spec("Type", type),
          spec("Micron rating", `${r.pick([4, 10, 10, 30])} µm`),
          spec("Fittings", r.pick(["Quick-connect", "Threaded", "Hose barb"])),
          spec("Water separator", type === "Diesel Cartridge" ? "Yes" : "No"),
        ],
      };
    },
    what: [
      "Stops rust, scale and debris before they reach injectors and the fuel pump.",
      "A clogged fuel filter causes hesitation under load; this restores full flow.",
    ],
    suits: [
      "Recommended at the interval in your maintenance schedule or after a bad tank of fuel.",
      "Essential for diesel owners who want clean, water-free fuel.",
    ],
    install: [
      "Relieve fuel system pressure first and work away from ignition sources.",
      "Observe the flow-direction arrow on the housing.",
    ],
    praise: ["Hesitation on the highway cleared right up.", "Quick-connect ends clicked in like factory."],
    gripe: ["No new clips in the box."],
  },
];
