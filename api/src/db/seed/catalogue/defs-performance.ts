import { spec, type TypeDef, yesNo } from "./type-def.ts";

export const PERFORMANCE_TYPES: readonly TypeDef[] = [
  {
    slug: "cold-air-intakes",
    name: "Cold Air Intakes",
    category: "performance",
    weight: 1.5,
    price: [150, 450],
    shipping: [10, 20],
    universal: 0,
    icon: "intake",
    variant: (r) => {
      const tube = r.pick(["Aluminum", "Polyethylene", "Carbon Fiber"]);
      return {
        title: `${tube} Cold Air Intake Kit — ${r.pick(["Oiled", "Dry"])} Filter`,
        tier: tube === "Carbon Fiber" ? 0.85 : tube === "Aluminum" ? 0.45 : 0.2,
        specs: [
          spec("Tube material", tube),
          spec("Filter", r.pick(["Oiled cotton gauze", "Dry synthetic"])),
          spec("Heat shield", yesNo(r, 0.7)),
          spec("CARB EO", r.pick(["Yes", "Pending", "No (not legal for road use in CA)"])),
          spec("Claimed gain", `+${r.int(5, 18)} hp`),
        ],
      };
    },
    what: [
      "A smooth, wide intake tract and heat shield feed the engine cooler, denser air.",
      "Sharper throttle response and a more aggressive induction sound.",
    ],
    suits: ["A classic first bolt-on for enthusiasts.", "Check emissions legality in your state before installing."],
    install: [
      "Bolts on in about an hour with hand tools; no tuning required on most vehicles.",
      "Clean and re-oil the filter every 50,000 miles.",
    ],
    praise: ["Throttle response is noticeably crisper.", "Love the sound under acceleration."],
    gripe: ["One hose clamp needed tightening after a week."],
  },
  {
    slug: "cat-back-exhausts",
    name: "Cat-Back Exhausts",
    category: "performance",
    weight: 1.3,
    price: [350, 1200],
    shipping: [0, 25],
    handling: [10, 15],
    universal: 0,
    icon: "exhaust",
    variant: (r) => {
      const mat = r.pick(["304 Stainless", "409 Stainless", "Aluminized Steel"]);
      return {
        title: `${mat} Cat-Back Exhaust System — ${r.pick(["Dual", "Single"])} ${r.pick(["Polished", "Black"])} Tips`,
        tier: mat === "304 Stainless" ? 0.7 : mat === "409 Stainless" ? 0.4 : 0.1,
        specs: [
          spec("Material", mat),
          spec("Pipe diameter", r.pick(["2.5 in", "3 in", "3.5 in"])),
          spec("Muffler", r.pick(["Straight-through", "Chambered"])),
          spec("Sound level", r.pick(["Mild", "Moderate", "Aggressive"])),
          spec("Claimed gain", `+${r.int(6, 22)} hp`),
        ],
      };
    },
    what: [
      "Mandrel-bent tubing reduces back pressure for more power and a deeper tone.",
      "Direct-fit hangers and clamps replace everything from the catalytic converter back.",
    ],
    suits: [
      "For drivers who want a sportier sound without drone on the highway.",
      "Does not affect emissions equipment.",
    ],
    install: [
      "Soak old hardware with penetrating oil the night before.",
      "Align tips before final tightening of clamps.",
    ],
    praise: ["Great tone at idle and no drone on the highway.", "Fit up perfectly with the factory hangers."],
    gripe: ["Louder than expected on cold start."],
  },
  {
    slug: "engine-tuners",
    name: "Engine Tuners",
    category: "performance",
    weight: 1,
    price: [250, 600],
    shipping: [0, 10],
    universal: 0,
    icon: "chip",
    variant: (r) => ({
      title: `Handheld Engine Tuner — ${r.pick(["Preloaded Tunes", "Custom Tune Ready", "Tow Tune Edition"])}`,
      specs: [
        spec("Display", `${r.pick(["3.5", "5"])} in color touchscreen`),
        spec("Features", "Tune, monitor, read/clear codes"),
        spec("Datalogging", "Yes"),
        spec("Return to stock", "Yes"),
        spec("Emissions", "Off-road or CARB-approved tunes vary"),
      ],
    }),
    what: [
      "Recalibrates shift points, throttle mapping and timing for more power and torque.",
      "Doubles as a gauge display and code reader.",
    ],
    suits: [
      "Popular with truck owners who tow and enthusiasts with bolt-on mods.",
      "Always confirm emissions compliance in your state.",
    ],
    install: [
      "Plugs into the OBD-II port; flashing takes about 15 minutes.",
      "Save the stock file so you can return to stock before dealer visits.",
    ],
    praise: ["Shifts are firmer and the truck pulls harder when towing.", "Easy to flash back to stock."],
    gripe: ["Update software is a bit clunky."],
  },
  {
    slug: "lowering-springs",
    name: "Lowering Springs",
    category: "performance",
    weight: 1,
    price: [180, 380],
    shipping: [10, 20],
    handling: [2, 6],
    universal: 0,
    kinds: ["car"],
    icon: "spring",
    variant: (r) => {
      const f = r.pick(["1.0", "1.2", "1.5", "1.8"]);
      return {
        title: `Sport Lowering Springs, ${f} in Front / ${r.pick(["0.8", "1.0", "1.2", "1.5"])} in Rear`,
        specs: [
          spec("Front drop", `${f} in`),
          spec("Rate", "Progressive"),
          spec("Quantity", "4"),
          spec("Finish", r.pick(["Red powder coat", "Blue powder coat", "Black powder coat"])),
        ],
      };
    },
    what: [
      "Lowers the center of gravity for flatter cornering and a more aggressive stance.",
      "Progressive rates keep the ride livable over potholes.",
    ],
    suits: [
      "For enthusiasts who want sharper handling on a budget.",
      "Pair with performance shocks for the best ride control.",
    ],
    install: [
      "Requires a spring compressor and an alignment afterwards.",
      "Allow a few hundred miles for springs to settle fully.",
    ],
    praise: ["Stance looks perfect and the car feels glued to the road.", "Ride is firmer but not harsh."],
    gripe: ["Had to adjust the headlight aim after lowering."],
  },
  {
    slug: "performance-brake-kits",
    name: "Performance Brake Kits",
    category: "performance",
    weight: 1,
    price: [180, 650],
    shipping: [12, 25],
    handling: [4, 10],
    universal: 0,
    icon: "caliper",
    variant: (r) => ({
      title: `Drilled & Slotted Rotor and Pad Kit, ${r.pick(["Front", "Rear", "Front & Rear"])}`,
      specs: [
        spec("Includes", "Rotors, pads, hardware"),
        spec("Rotor finish", r.pick(["Zinc plated", "Black E-coat"])),
        spec("Pad compound", r.pick(["Ceramic", "Carbon-metallic"])),
        spec("Street legal", "Yes"),
      ],
    }),
    what: [
      "Matched rotors and pads deliver stronger bite and better fade resistance than stock.",
      "Cross-drilled and slotted faces shed heat, gas and water.",
    ],
    suits: [
      "For spirited drivers, autocross beginners and tow rigs.",
      "A one-box brake refresh that looks great behind open wheels.",
    ],
    install: [
      "Bed in the pads properly to transfer an even layer onto the rotors.",
      "Flush the brake fluid at the same time for a firmer pedal.",
    ],
    praise: ["Brakes feel twice as strong.", "Everything in the box, no extra trips."],
    gripe: ["A bit more dust than my old pads."],
  },
];
