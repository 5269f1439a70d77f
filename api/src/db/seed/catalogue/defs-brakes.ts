import { AXLE, spec, type TypeDef, yesNo } from "./type-def.ts";

export const BRAKES_TYPES: readonly TypeDef[] = [
  {
    slug: "brake-pads",
    name: "Brake Pads",
    category: "brakes",
    weight: 5,
    price: [25, 110],
    shipping: [0, 9],
    universal: 0,
    icon: "pad",
    variant: (r) => {
      const mat = r.pick(["Ceramic", "Semi-Metallic", "Low-Metallic", "Organic"]);
      const pos = r.pick(AXLE);
      const extra = r.pick(["Low Dust", "Quiet Stop", "Severe Duty", "With Hardware", "Daily Driver"]);
      return {
        title: `${mat} Brake Pad Set, ${pos} — ${extra}`,
        tier: mat === "Organic" ? 0.15 : mat === "Ceramic" ? 0.6 : 0.4,
        specs: [
          spec("Position", pos),
          spec("Friction material", mat),
          spec("Includes hardware", extra === "With Hardware" ? "Yes" : yesNo(r)),
          spec("Wear sensor", r.pick(["Acoustic", "Electronic", "None"])),
          spec("Shims", r.pick(["Multi-layer rubber-steel", "Single-layer", "None"])),
        ],
      };
    },
    what: [
      "These pads bite cleanly from cold and keep stopping distances consistent as they wear.",
      "A friction compound matched to OE rotors delivers quiet, fade-resistant stops.",
    ],
    suits: [
      "Ideal for commuters who want low noise and clean wheels.",
      "A solid choice for drivers who tow occasionally or carry heavy loads.",
    ],
    install: [
      "Bed in with ten moderate stops from 35 mph before hard braking.",
      "Replace or resurface rotors at the same time for best pedal feel.",
    ],
    praise: [
      "No squeal at all and the dust is way down compared to the old pads.",
      "Pedal feels firm and the car stops straight.",
    ],
    gripe: ["A little squeaky for the first week until they bedded in."],
  },
  {
    slug: "brake-rotors",
    name: "Brake Rotors",
    category: "brakes",
    weight: 4,
    price: [35, 180],
    shipping: [6, 18],
    handling: [2, 8],
    universal: 0,
    icon: "rotor",
    variant: (r) => {
      const line = r.pick(["Premium Coated", "Drilled & Slotted", "Standard Replacement", "Heavy Duty"]);
      const pos = r.pick(AXLE);
      const pair = r.chance(0.35);
      return {
        title: `${line} Brake Rotor${pair ? " Pair" : ""}, ${pos}`,
        tier: (line === "Drilled & Slotted" ? 0.55 : line === "Standard Replacement" ? 0.05 : 0.3) + (pair ? 0.35 : 0),
        specs: [
          spec("Position", pos),
          spec("Rotor type", pos === "Front" ? "Vented" : r.pick(["Vented", "Solid"])),
          spec("Diameter", `${r.int(256, 350)} mm`),
          spec("Finish", r.pick(["E-coated", "Zinc plated", "Black geomet", "Bare cast"])),
          spec("Quantity", pair ? "2" : "1"),
        ],
      };
    },
    what: [
      "Precision-machined rotors run true from the box for smooth, vibration-free stops.",
      "High-carbon cast iron absorbs heat and resists warping under repeated hard braking.",
    ],
    suits: [
      "A direct replacement for worn or warped OE rotors on daily drivers.",
      "Great for drivers who notice pulsing through the pedal or steering wheel.",
    ],
    install: [
      "Clean off any protective oil with brake cleaner and torque lug nuts in a star pattern.",
      "Always install new pads with new rotors.",
    ],
    praise: ["Steering wheel shake is completely gone.", "Coating has kept them rust-free through a whole winter."],
    gripe: ["Packaging was a bit thin for something this heavy."],
  },
  {
    slug: "brake-calipers",
    name: "Brake Calipers",
    category: "brakes",
    weight: 2,
    price: [45, 220],
    shipping: [5, 15],
    universal: 0,
    icon: "caliper",
    variant: (r) => {
      const cond = r.pick(["Remanufactured", "New", "Loaded"]);
      const pos = `${r.pick(AXLE)} ${r.pick(["Left", "Right"])}`;
      const bracket = r.chance(0.6);
      return {
        title: `${cond} Brake Caliper${bracket ? " with Bracket" : ""}, ${pos}`,
        tier: cond === "New" ? 0.6 : cond === "Loaded" ? 0.75 : 0.25,
        specs: [
          spec("Position", pos),
          spec("Condition", cond),
          spec("Pistons", String(r.pick([1, 1, 2, 4]))),
          spec("Includes bracket", bracket ? "Yes" : "No"),
          spec("Piston material", r.pick(["Steel", "Phenolic", "Aluminum"])),
        ],
      };
    },
    what: [
      "Each caliper is pressure-tested and ships with new seals, boots and bleeder screw.",
      "A seized or leaking caliper causes pulling and uneven pad wear; this unit restores even clamping.",
    ],
    suits: [
      "For anyone chasing a brake pull, a dragging wheel or a soft pedal.",
      "A cost-effective fix for high-mileage vehicles.",
    ],
    install: [
      "Bleed the system thoroughly after fitting and check for leaks before driving.",
      "Use new copper crush washers on the banjo bolt.",
    ],
    praise: ["Bolted right on and the pull to the left is gone.", "Bled easily and the pedal is solid again."],
    gripe: ["The bleeder screw was tight, but it freed up with a bit of patience."],
  },
  {
    slug: "brake-lines",
    name: "Brake Lines",
    category: "brakes",
    weight: 1.5,
    price: [15, 140],
    shipping: [0, 8],
    universal: 0,
    icon: "hose",
    variant: (r) => {
      const kit = r.chance(0.5);
      const mat = r.pick(["Stainless Braided", "PTFE-Lined Braided", "OE-Style Rubber"]);
      return {
        title: kit
          ? `${mat} Brake Line Kit, ${r.pick(["2", "4", "6"])}-Piece`
          : `${mat} Brake Hose, ${r.pick(AXLE)} ${r.pick(["Left", "Right"])}`,
        tier: (kit ? 0.5 : 0.05) + (mat === "OE-Style Rubber" ? 0 : 0.3),
        specs: [
          spec("Construction", mat),
          spec("DOT compliant", "FMVSS 106"),
          spec("Fittings", r.pick(["Zinc-plated steel", "Stainless steel"])),
          spec("Kit", kit ? "Yes" : "No"),
        ],
      };
    },
    what: [
      "Braided lines do not balloon under pressure, so the pedal stays firm and predictable.",
      "Replaces cracked or swollen rubber hoses that soften the pedal.",
    ],
    suits: [
      "Popular with track-day drivers and anyone restoring an older vehicle.",
      "A smart upgrade when you are already replacing calipers.",
    ],
    install: [
      "Route lines away from moving suspension parts and check full-lock clearance.",
      "Bleed all four corners after installation.",
    ],
    praise: [
      "Pedal is noticeably firmer than with the old rubber hoses.",
      "Quality fittings and they matched the originals exactly.",
    ],
    gripe: ["Took some fiddling to get the routing right."],
  },
  {
    slug: "brake-fluid",
    name: "Brake Fluid",
    category: "brakes",
    weight: 1.2,
    price: [8, 28],
    shipping: [0, 7],
    handling: [2, 5],
    universal: 1,
    icon: "bottle",
    variant: (r) => {
      const dot = r.pick(["DOT 3", "DOT 4", "DOT 4 LV", "DOT 5.1"]);
      const vol = r.pick(["12 oz", "32 oz"]);
      return {
        title: `${dot} ${r.pick(["Synthetic", "High Temperature", "Racing"])} Brake Fluid, ${vol}`,
        tier: (vol === "32 oz" ? 0.5 : 0.1) + (dot === "DOT 5.1" ? 0.3 : 0),
        specs: [
          spec("Standard", dot),
          spec("Volume", vol),
          spec("Dry boiling point", `${r.int(45, 56) * 10} °F`),
          spec("Wet boiling point", `${r.int(28, 37) * 10} °F`),
          spec("Base", "Glycol ether"),
        ],
      };
    },
    what: [
      "High boiling points resist vapor lock when brakes get hot on long descents.",
      "Fresh fluid protects calipers and ABS valves from moisture-driven corrosion.",
    ],
    suits: [
      "Right for routine flushes every two to three years.",
      "Good for drivers who tow or tackle mountain roads.",
    ],
    install: [
      "Never mix with DOT 5 silicone fluid and keep the bottle sealed between uses.",
      "Check your owner's manual for the required DOT rating.",
    ],
    praise: ["Pedal feels crisper after a full flush.", "Clear fluid and a sealed cap, exactly as expected."],
    gripe: ["Wish the bottle had a better pour spout."],
  },
  {
    slug: "drum-brake-shoes",
    name: "Drum Brake Shoes",
    category: "brakes",
    weight: 1,
    price: [20, 75],
    shipping: [0, 9],
    universal: 0,
    icon: "shoe",
    variant: (r) => {
      const line = r.pick(["Bonded", "Riveted", "Ceramic"]);
      const kit = r.chance(0.4);
      return {
        title: `${line} Drum Brake Shoe Set, Rear${kit ? " — With Spring Kit" : ""}`,
        tier: kit ? 0.6 : 0.2,
        specs: [
          spec("Position", "Rear"),
          spec("Drum diameter", `${r.pick(["8", "9", "10", "11.6", "12"])} in`),
          spec("Lining", line),
          spec("Includes springs", kit ? "Yes" : "No"),
        ],
      };
    },
    what: [
      "Arc-ground linings seat quickly against the drum for full contact from the first stop.",
      "Restores parking-brake hold and rear braking balance.",
    ],
    suits: [
      "Suited to compact cars and trucks with rear drum brakes.",
      "A must when the parking brake lever pulls too high.",
    ],
    install: [
      "Adjust the self-adjusters so the drum just drags before final assembly.",
      "Work on one side at a time so the other serves as a reference.",
    ],
    praise: ["Parking brake holds on a hill again.", "Fit perfectly and the drums went on without a fight."],
    gripe: ["Springs were not included, so plan for a second trip."],
  },
];
