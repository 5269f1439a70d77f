import { spec, type TypeDef, yesNo } from "./type-def.ts";

export const IGNITION_TYPES: readonly TypeDef[] = [
  {
    slug: "spark-plugs",
    name: "Spark Plugs",
    category: "ignition",
    weight: 4,
    price: [8, 70],
    shipping: [0, 6],
    universal: 0,
    icon: "plug",
    variant: (r) => {
      const metal = r.pick(["Iridium", "Iridium", "Double Platinum", "Platinum", "Copper"]);
      const qty = r.pick([1, 4, 4, 6, 8]);
      return {
        title: `${metal} Spark Plug${qty > 1 ? `, ${qty}-Pack` : ""}${metal === "Iridium" ? " — Long Life" : ""}`,
        price: qty === 1 ? [5, 16] : undefined,
        tier: (qty / 8) * 0.6 + (metal === "Copper" ? 0 : 0.3),
        specs: [
          spec("Electrode", metal),
          spec("Gap", `0.0${r.int(28, 44)} in`),
          spec("Thread", r.pick(["14 mm", "12 mm"])),
          spec("Hex size", r.pick(["5/8 in", "14 mm", "16 mm"])),
          spec("Quantity", String(qty)),
          spec("Service life", metal === "Copper" ? "30,000 mi" : "Up to 100,000 mi"),
        ],
      };
    },
    what: [
      "A fine-wire tip focuses the spark for quick starts, smooth idle and complete combustion.",
      "Precious-metal electrodes resist wear so the gap stays consistent for tens of thousands of miles.",
    ],
    suits: [
      "Right for scheduled tune-ups and curing misfires from worn plugs.",
      "Great for higher-mileage engines that feel sluggish.",
    ],
    install: [
      "Check the gap and use a torque wrench; do not apply anti-seize unless the manual calls for it.",
      "Let the engine cool fully before removing plugs from aluminum heads.",
    ],
    praise: ["Idle is smooth again and the misfire code is gone.", "Came pre-gapped and correct."],
    gripe: ["One box was missing the gasket, but the rest were fine."],
  },
  {
    slug: "ignition-coils",
    name: "Ignition Coils",
    category: "ignition",
    weight: 3,
    price: [25, 260],
    shipping: [0, 9],
    universal: 0,
    icon: "coil",
    variant: (r) => {
      const type = r.pick(["Coil-on-Plug", "Coil-on-Plug", "Coil Pack", "Pencil"]);
      const qty = r.pick([1, 1, 4, 6]);
      return {
        title: `${type} Ignition Coil${qty > 1 ? ` Set of ${qty}` : ""} — OE Replacement`,
        tier: qty === 1 ? 0.05 : qty === 4 ? 0.45 : 0.75,
        specs: [
          spec("Type", type),
          spec("Quantity", String(qty)),
          spec("Boot included", yesNo(r, 0.8)),
          spec("Connector pins", String(r.pick([3, 4, 4]))),
        ],
      };
    },
    what: [
      "Delivers a strong, consistent spark to cure misfires, rough idle and poor fuel economy.",
      "Epoxy-potted windings resist heat and vibration for a long service life.",
    ],
    suits: [
      "The go-to fix for cylinder-specific misfire codes like P0301 through P0306.",
      "A full set makes sense on engines past 100,000 miles.",
    ],
    install: [
      "Apply a thin film of dielectric grease inside the boot.",
      "Clear any misfire codes and road-test to confirm the fix.",
    ],
    praise: ["Misfire on cylinder 3 fixed instantly.", "Connector clicked in just like the original."],
    gripe: ["Boot was a bit stiff to push over the plug."],
  },
  {
    slug: "plug-wires",
    name: "Plug Wires",
    category: "ignition",
    weight: 1.5,
    price: [20, 110],
    shipping: [0, 8],
    universal: 0,
    maxYear: 2010,
    icon: "wires",
    variant: (r) => {
      const mm = r.pick(["8 mm", "8.5 mm", "10.4 mm"]);
      return {
        title: `${mm} ${r.pick(["Performance", "Premium", "OE-Style"])} Spark Plug Wire Set`,
        tier: mm === "8 mm" ? 0.2 : 0.6,
        specs: [
          spec("Diameter", mm),
          spec("Core", r.pick(["Spiral-wound", "Carbon", "Ferro-spiral"])),
          spec("Boots", "Silicone"),
          spec("Resistance", `${r.int(50, 500)} Ω/ft`),
          spec("Cylinders", String(r.pick([4, 6, 8]))),
        ],
      };
    },
    what: [
      "Low-resistance cores carry full voltage to the plugs with minimal radio interference.",
      "Heat-resistant silicone boots seal out moisture for reliable starts in wet weather.",
    ],
    suits: [
      "For distributor and coil-pack engines with visible plug wires.",
      "Ideal for older vehicles with cracked or arcing wires.",
    ],
    install: [
      "Replace one wire at a time to keep the firing order right.",
      "Route wires away from exhaust manifolds using the original looms.",
    ],
    praise: ["Engine runs smoother in the rain now.", "Lengths were spot on for my engine."],
    gripe: ["Looms were not included."],
  },
  {
    slug: "distributor-caps",
    name: "Distributor Caps",
    category: "ignition",
    weight: 1,
    price: [12, 55],
    shipping: [0, 7],
    universal: 0,
    maxYear: 2002,
    icon: "cap",
    variant: (r) => {
      const kit = r.chance(0.5);
      return {
        title: kit ? "Distributor Cap and Rotor Kit" : `Distributor Cap — ${r.pick(["Brass", "Copper"])} Terminals`,
        tier: kit ? 0.7 : 0.2,
        specs: [
          spec("Terminals", r.pick(["Brass", "Copper"])),
          spec("Includes rotor", kit ? "Yes" : "No"),
          spec("Towers", String(r.pick([4, 6, 8]))),
          spec("Material", r.pick(["Alkyd", "Thermoplastic polyester"])),
        ],
      };
    },
    what: [
      "Clean, corrosion-resistant terminals restore a crisp spark to every cylinder.",
      "Replaces caps with carbon tracking or worn contacts that cause misfires.",
    ],
    suits: [
      "For classic and older vehicles with a distributor ignition.",
      "A standard part of a full tune-up on pre-2000s engines.",
    ],
    install: [
      "Move wires one at a time from the old cap to the new one to keep the firing order.",
      "Check the rotor for wear and replace it at the same time.",
    ],
    praise: ["Starts first time now, even on damp mornings.", "Exact match to the original cap."],
    gripe: ["Clips were a little tight to snap over."],
  },
];
