import { AXLE, LEFT_RIGHT, spec, type TypeDef, yesNo } from "./type-def.ts";

export const SUSPENSION_TYPES: readonly TypeDef[] = [
  {
    slug: "shocks",
    name: "Shocks",
    category: "suspension",
    weight: 2,
    price: [30, 160],
    shipping: [5, 14],
    universal: 0,
    icon: "shock",
    variant: (r) => {
      const design = r.pick(["Twin-Tube", "Monotube"]);
      const pos = r.pick(AXLE);
      return {
        title: `${design === "Monotube" ? "Monotube Performance" : "Gas-Charged"} Shock Absorber, ${pos}`,
        tier: design === "Monotube" ? 0.6 : 0.2,
        specs: [
          spec("Position", pos),
          spec("Design", design),
          spec("Gas-charged", "Yes"),
          spec("Adjustable", yesNo(r, 0.15)),
          spec("Extended length", `${r.int(180, 260) / 10} in`),
          spec("Compressed length", `${r.int(110, 170) / 10} in`),
        ],
      };
    },
    what: [
      "Velocity-sensitive valving controls body roll and brake dive for a planted, confident ride.",
      "Restores the damping that worn shocks lose gradually over years of driving.",
    ],
    suits: [
      "For drivers who notice bouncing, nose-dive or uneven tire wear.",
      "Great on trucks that carry variable loads.",
    ],
    install: [
      "Replace shocks in axle pairs and torque mounts with the vehicle at ride height.",
      "Keep the shock upright during storage so gas and oil stay separated.",
    ],
    praise: ["Ride is so much more controlled over bumps.", "Truck no longer porpoises on the highway."],
    gripe: ["Firmer than stock, which took some getting used to."],
  },
  {
    slug: "strut-assemblies",
    name: "Strut Assemblies",
    category: "suspension",
    weight: 2,
    price: [80, 260],
    shipping: [10, 22],
    handling: [2, 6],
    universal: 0,
    icon: "strut",
    variant: (r) => {
      const pos = `${r.pick(AXLE)} ${r.pick(LEFT_RIGHT)}`;
      return {
        title: `${r.pick(["Quick-Complete", "Loaded", "Ready-Mount"])} Strut Assembly, ${pos}`,
        specs: [
          spec("Position", pos),
          spec("Includes spring", "Yes"),
          spec("Includes mount", "Yes"),
          spec("Bearing plate", yesNo(r, 0.8)),
          spec("Design", "Twin-tube gas-charged"),
        ],
      };
    },
    what: [
      "A pre-assembled strut, spring and mount that bolts in without a spring compressor.",
      "Restores factory ride height and handling in one easy swap.",
    ],
    suits: [
      "Perfect for DIYers who want to avoid dangerous spring compression.",
      "Great for high-mileage vehicles with sagging ride height.",
    ],
    install: ["Get an alignment after installation.", "Replace both sides on the axle for even handling."],
    praise: ["Installed both sides in an afternoon.", "Clunk over bumps is completely gone."],
    gripe: ["Alignment was needed afterwards, as expected."],
  },
  {
    slug: "coil-springs",
    name: "Coil Springs",
    category: "suspension",
    weight: 1.2,
    price: [40, 180],
    shipping: [8, 18],
    handling: [2, 5],
    universal: 0,
    icon: "spring",
    variant: (r) => {
      const pos = r.pick(AXLE);
      const pair = r.chance(0.6);
      return {
        title: `OE-Replacement Coil Spring${pair ? " Pair" : ""}, ${pos}`,
        tier: pair ? 0.6 : 0.15,
        specs: [
          spec("Position", pos),
          spec("Quantity", pair ? "2" : "1"),
          spec("Rate", r.pick(["Constant", "Variable"])),
          spec("Coating", r.pick(["Powder coat", "Epoxy"])),
        ],
      };
    },
    what: [
      "Restores factory ride height so headlights aim correctly and tires wear evenly.",
      "Tempered chrome-silicon steel resists sagging for years.",
    ],
    suits: [
      "For vehicles sitting low on one corner or bottoming out over bumps.",
      "Essential when a factory spring has cracked.",
    ],
    install: [
      "Use a proper spring compressor and never work under a compressed spring.",
      "Check alignment after fitting.",
    ],
    praise: ["Car sits level again.", "Powder coat is thick and clean."],
    gripe: ["Slightly taller than stock for the first week until they settled."],
  },
  {
    slug: "control-arms",
    name: "Control Arms",
    category: "suspension",
    weight: 2,
    price: [35, 190],
    shipping: [6, 16],
    universal: 0,
    icon: "arm",
    variant: (r) => {
      const pos = `${r.pick(["Front Lower", "Front Upper", "Rear Lower"])} ${r.pick(LEFT_RIGHT)}`;
      const bj = r.chance(0.6);
      return {
        title: `${pos} Control Arm${bj ? " with Ball Joint" : ""}`,
        tier: bj ? 0.55 : 0.25,
        specs: [
          spec("Position", pos),
          spec("Includes ball joint", bj ? "Yes" : "No"),
          spec("Bushings", r.pick(["Rubber, pre-installed", "Polyurethane, pre-installed"])),
          spec("Material", r.pick(["Stamped steel", "Forged aluminum", "Cast iron"])),
        ],
      };
    },
    what: [
      "Pre-installed bushings and ball joint make this a bolt-in fix for clunks and wandering steering.",
      "Corrosion-resistant finish and greaseable joints for long service life.",
    ],
    suits: [
      "The right fix for torn bushings, a loose ball joint or uneven tire wear.",
      "Ideal for rust-belt vehicles with corroded factory arms.",
    ],
    install: [
      "Tighten bushing bolts with the suspension loaded at ride height.",
      "An alignment is required after replacement.",
    ],
    praise: ["Front end feels tight again.", "Bolted right in with the original hardware."],
    gripe: ["Grease fitting was a bit hard to reach."],
  },
  {
    slug: "sway-bar-links",
    name: "Sway Bar Links",
    category: "suspension",
    weight: 1.2,
    price: [15, 70],
    shipping: [0, 8],
    universal: 0,
    icon: "link",
    variant: (r) => {
      const pos = r.pick(AXLE);
      const pair = r.chance(0.55);
      return {
        title: `Sway Bar End Link${pair ? " Pair" : ""}, ${pos}`,
        tier: pair ? 0.6 : 0.15,
        specs: [
          spec("Position", pos),
          spec("Quantity", pair ? "2" : "1"),
          spec("Greaseable", yesNo(r, 0.5)),
          spec("Length", `${r.int(70, 320)} mm`),
        ],
      };
    },
    what: [
      "Fresh links stop the knocking sound over bumps and sharpen turn-in.",
      "Sealed ball studs keep water and grit out.",
    ],
    suits: [
      "For anyone hearing a knock or rattle from the suspension on rough roads.",
      "An inexpensive handling refresh on older vehicles.",
    ],
    install: [
      "Hold the stud with a hex key while tightening the nut.",
      "Tighten with the suspension loaded for neutral preload.",
    ],
    praise: ["Rattle over speed bumps is gone.", "Studs and nuts were good quality."],
    gripe: ["Needed a thin wrench to hold the stud."],
  },
  {
    slug: "wheel-hub-assemblies",
    name: "Wheel Hub Assemblies",
    category: "suspension",
    weight: 1.8,
    price: [45, 220],
    shipping: [8, 18],
    universal: 0,
    icon: "hub",
    variant: (r) => {
      const pos = r.pick(AXLE);
      const abs = r.chance(0.8);
      return {
        title: `Wheel Hub & Bearing Assembly, ${pos}${abs ? " — With ABS Sensor" : ""}`,
        tier: abs ? 0.55 : 0.25,
        specs: [
          spec("Position", pos),
          spec("ABS sensor", abs ? "Integrated" : "None"),
          spec("Studs", String(r.pick([4, 5, 5, 6]))),
          spec("Flange diameter", `${r.int(130, 180)} mm`),
          spec("Bearing type", "Sealed double-row ball"),
        ],
      };
    },
    what: [
      "A sealed, pre-greased bearing ends the growl that rises with road speed.",
      "Includes new wheel studs and a pre-installed ABS tone ring.",
    ],
    suits: [
      "For grinding or humming noises that change when you turn.",
      "A bolt-in job on most front-wheel-drive cars.",
    ],
    install: [
      "Torque the axle nut to spec and never use an impact gun to seat the bearing.",
      "Clear ABS codes after replacement.",
    ],
    praise: ["Highway hum is completely gone.", "ABS light went off after install."],
    gripe: ["The axle nut was not included."],
  },
  {
    slug: "tie-rod-ends",
    name: "Tie Rod Ends",
    category: "suspension",
    weight: 1.2,
    price: [15, 65],
    shipping: [0, 8],
    universal: 0,
    icon: "tieRod",
    variant: (r) => {
      const which = r.pick(["Outer", "Inner"]);
      const side = r.pick(LEFT_RIGHT);
      return {
        title: `${which} Tie Rod End, ${side}`,
        specs: [
          spec("Position", `Front ${side}`),
          spec("Type", which),
          spec("Greaseable", yesNo(r, 0.4)),
          spec("Thread", r.pick(["M14 x 1.5", "M16 x 1.5", "9/16-18 UNF"])),
        ],
      };
    },
    what: [
      "Tight tie rod ends remove steering play and stop the vehicle wandering on the highway.",
      "Precision-forged housing with hardened ball stud.",
    ],
    suits: [
      "For loose steering, uneven inside tire wear or a clunk when turning.",
      "A common replacement on high-mileage commuters.",
    ],
    install: [
      "Count the turns when removing the old end to get close on toe.",
      "Have the alignment set after installation.",
    ],
    praise: ["Steering feels precise again.", "Exact length match to the original."],
    gripe: ["Castle nut needed a new cotter pin."],
  },
];
