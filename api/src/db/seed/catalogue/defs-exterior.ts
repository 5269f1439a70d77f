import { spec, type TypeDef, yesNo } from "./type-def.ts";

export const EXTERIOR_TYPES: readonly TypeDef[] = [
  {
    slug: "wiper-blades",
    name: "Wiper Blades",
    category: "exterior",
    weight: 3,
    price: [8, 30],
    shipping: [0, 5],
    universal: 0,
    broadFit: true,
    icon: "wiper",
    variant: (r) => {
      const style = r.pick(["Beam", "Beam", "Hybrid", "Conventional", "Winter"]);
      const len = r.pick([14, 16, 17, 18, 19, 20, 21, 22, 24, 26, 28]);
      return {
        title: `${style} Wiper Blade, ${len} in${style === "Beam" ? " — All-Season" : ""}`,
        tier: (style === "Conventional" ? 0 : style === "Beam" ? 0.45 : 0.6) + len / 100,
        specs: [
          spec("Length", `${len} in`),
          spec("Style", style),
          spec("Connector", r.pick(["J-hook", "Pinch tab", "Side pin", "Bayonet"])),
          spec("Rubber", r.pick(["Natural", "Silicone", "Graphite-coated"])),
          spec("Quantity", "1"),
        ],
      };
    },
    what: [
      "An even-pressure blade wipes streak-free at highway speed and resists wind lift.",
      "A fresh rubber edge clears rain, sleet and bug smear without chatter.",
    ],
    suits: [
      "Replace every six to twelve months, or sooner if you see streaks.",
      "Winter blades suit drivers who face ice and heavy snow.",
    ],
    install: [
      "Adapters for the most common arm types are included; installs in under a minute.",
      "Lift the arm gently and never let it snap back onto the glass.",
    ],
    praise: ["Perfectly streak-free and totally silent.", "Clicked onto the arm in seconds."],
    gripe: ["Adapter instructions could be clearer."],
  },
  {
    slug: "car-covers",
    name: "Car Covers",
    category: "exterior",
    weight: 1.2,
    price: [40, 260],
    shipping: [6, 16],
    universal: 0.6,
    universalIf: (specs) => specs.some((s) => s.name === "Fit" && s.value !== "Custom fit"),
    icon: "car",
    variant: (r) => {
      const layers = r.pick([3, 5, 7]);
      const size = r.pick(["Size M", "Size L", "Size XL", "Custom Fit"]);
      return {
        title: `${layers}-Layer All-Weather Car Cover — ${size}`,
        tier: layers / 9 + (size === "Custom Fit" ? 0.25 : 0),
        specs: [
          spec("Fit", size === "Custom Fit" ? "Custom fit" : `Universal, ${size}`),
          spec("Layers", String(layers)),
          spec("Material", r.pick(["Polypropylene / PE film", "Solution-dyed polyester"])),
          spec("Waterproof", "Yes"),
          spec("Breathable", "Yes"),
          spec("Mirror pockets", yesNo(r, 0.6)),
          spec("Includes lock & cable", yesNo(r)),
        ],
      };
    },
    what: [
      "Shields paint from sun, rain, bird droppings and tree sap while letting moisture escape.",
      "A soft inner layer protects clear coat from scratches.",
    ],
    suits: ["For vehicles parked outdoors or stored for the season.", "Great for classic cars and weekend toys."],
    install: [
      "Make sure the vehicle is clean and dry before covering.",
      "Use the underbody straps in windy locations.",
    ],
    praise: ["Stayed put through a windy storm.", "Car was bone dry under it after heavy rain."],
    gripe: ["Bulky to fold back into the bag."],
  },
  {
    slug: "tonneau-covers",
    name: "Tonneau Covers",
    category: "exterior",
    weight: 1.5,
    price: [200, 900],
    shipping: [0, 25],
    handling: [10, 15],
    universal: 0,
    kinds: ["truck"],
    icon: "truck",
    variant: (r) => {
      const style = r.pick(["Soft Roll-Up", "Soft Tri-Fold", "Hard Tri-Fold", "Retractable"]);
      const bed = r.pick(["5.5 ft", "5.8 ft", "6.5 ft", "8 ft"]);
      return {
        title: `${style} Tonneau Cover, ${bed} Bed`,
        tier: style.startsWith("Soft Roll")
          ? 0.05
          : style.startsWith("Soft")
            ? 0.25
            : style.startsWith("Hard")
              ? 0.55
              : 0.85,
        specs: [
          spec("Style", style),
          spec("Bed length", bed),
          spec("Material", style.startsWith("Soft") ? "Marine-grade vinyl" : "Aluminum panels"),
          spec("Lockable", style.startsWith("Soft") ? "No" : "Yes"),
          spec("Drilling required", "No"),
        ],
      };
    },
    what: [
      "Secures and weatherproofs the bed while cutting aerodynamic drag.",
      "Low-profile design sits flush with the bed rails for a clean look.",
    ],
    suits: [
      "For truck owners who haul tools, luggage or groceries and want them dry and hidden.",
      "Works with most bed liners and rail systems.",
    ],
    install: ["Clamps on in about 30 minutes with no drilling.", "Check clamp tension after the first week of use."],
    praise: ["Bed stays dry even in heavy rain.", "Installed in half an hour with basic tools."],
    gripe: ["Seals needed a little adjustment at the tailgate."],
  },
  {
    slug: "running-boards",
    name: "Running Boards",
    category: "exterior",
    weight: 1.2,
    price: [150, 650],
    shipping: [15, 25],
    handling: [10, 15],
    universal: 0,
    kinds: ["truck", "mpv"],
    icon: "board",
    variant: (r) => {
      const style = r.pick(["Aluminum Running Boards", "Nerf Bars", "Power Running Boards", "Drop Steps"]);
      const w = r.pick(["4 in", "5 in", "6 in"]);
      return {
        title: `${style}, ${w} — ${r.pick(["Black Powder Coat", "Polished", "Textured Black"])}`,
        tier: style.startsWith("Power") ? 0.9 : style === "Nerf Bars" ? 0.1 : 0.4,
        specs: [
          spec("Style", style),
          spec("Width", w),
          spec("Material", r.pick(["Aluminum", "Stainless steel", "Carbon steel"])),
          spec("Load capacity", `${r.pick([300, 400, 500])} lb`),
          spec("Drilling required", yesNo(r, 0.2)),
        ],
      };
    },
    what: [
      "A wide, grippy step makes climbing into tall trucks and SUVs easy for the whole family.",
      "Protects rocker panels from stone chips and door dings.",
    ],
    suits: [
      "For lifted trucks, full-size SUVs and anyone who helps kids or grandparents climb in.",
      "Pairs well with mud flaps for a finished look.",
    ],
    install: [
      "Bolts to factory mounting points with the included brackets.",
      "Re-torque bracket bolts after the first 500 miles.",
    ],
    praise: ["My kids can finally climb in on their own.", "Solid, no flex when standing on them."],
    gripe: ["Instructions were a bit vague on bracket order."],
  },
  {
    slug: "roof-racks",
    name: "Roof Racks",
    category: "exterior",
    weight: 1.3,
    price: [120, 480],
    shipping: [10, 25],
    handling: [0, 6],
    universal: 0.35,
    icon: "rack",
    variant: (r) => {
      const style = r.pick(["Aero Crossbar Roof Rack", "Square Bar Roof Rack", "Roof Basket", "Kayak Carrier"]);
      return {
        title: `${style}${style.includes("Rack") ? ", 2-Bar" : ""}`,
        specs: [
          spec("Type", style),
          spec("Load rating", `${r.pick([110, 150, 165, 220])} lb`),
          spec("Material", r.pick(["Aluminum", "Steel"])),
          spec("Locks included", yesNo(r, 0.6)),
          spec("Mount", r.pick(["Raised rails", "Flush rails", "Naked roof", "Fixed points"])),
        ],
      };
    },
    what: [
      "Turns the roof into secure extra cargo space for bikes, boats and boxes.",
      "Aerodynamic profile keeps wind noise and fuel penalty down.",
    ],
    suits: [
      "For outdoor families, skiers and weekend adventurers.",
      "Check your roof's dynamic load limit before loading.",
    ],
    install: [
      "Measure bar spread carefully and torque feet to the stated value.",
      "Remove when not in use to save fuel.",
    ],
    praise: ["Quiet at highway speed, very impressed.", "Solid mount, carried two bikes without issue."],
    gripe: ["Locks are sold separately on this version."],
  },
  {
    slug: "mud-flaps",
    name: "Mud Flaps",
    category: "exterior",
    weight: 1,
    price: [25, 110],
    shipping: [0, 10],
    universal: 0.3,
    icon: "flap",
    variant: (r) => {
      const four = r.chance(0.6);
      return {
        title: `${r.pick(["Molded", "Heavy-Duty Rubber", "Splash Guard"])} Mud Flap Set, ${four ? "4-Piece" : "2-Piece"}`,
        tier: four ? 0.6 : 0.2,
        specs: [
          spec("Quantity", four ? "4" : "2"),
          spec("Material", r.pick(["Thermoplastic", "Rubber"])),
          spec("Drilling required", yesNo(r, 0.2)),
          spec("Finish", "Textured black"),
        ],
      };
    },
    what: [
      "Keeps mud, slush and gravel off rocker panels and the vehicle behind you.",
      "Contoured to the wheel arch for a factory look.",
    ],
    suits: ["A must for gravel roads and winter road salt.", "Great on lifted trucks with wider tires."],
    install: [
      "Uses existing holes on most vehicles; takes about 20 minutes.",
      "Remove the wheel for easier access to the fender liner screws.",
    ],
    praise: ["Rockers stay so much cleaner now.", "Fit perfectly to the wheel well."],
    gripe: ["One screw was hard to reach without pulling the wheel."],
  },
  {
    slug: "trailer-hitches",
    name: "Trailer Hitches",
    category: "exterior",
    weight: 1.5,
    price: [140, 380],
    shipping: [12, 25],
    handling: [5, 12],
    universal: 0,
    icon: "hitch",
    variant: (r) => {
      const cls = r.pick(["Class I", "Class II", "Class III", "Class III", "Class IV"]);
      const rec = cls === "Class I" || cls === "Class II" ? "1-1/4 in" : "2 in";
      return {
        title: `${cls} Trailer Hitch Receiver, ${rec}`,
        tier: cls === "Class IV" ? 0.8 : cls === "Class III" ? 0.5 : 0.15,
        specs: [
          spec("Class", cls),
          spec("Receiver size", rec),
          spec(
            "Gross trailer weight",
            `${cls === "Class I" ? "2,000" : cls === "Class II" ? "3,500" : cls === "Class III" ? "6,000" : "10,000"} lb`,
          ),
          spec("Tongue weight", `${cls === "Class IV" ? "1,000" : cls === "Class III" ? "600" : "350"} lb`),
          spec("Finish", "Black powder coat"),
        ],
      };
    },
    what: [
      "A vehicle-specific hitch bolts to the frame for secure towing and cargo carriers.",
      "Fully welded steel with a corrosion-resistant powder coat.",
    ],
    suits: [
      "For towing small trailers, boats, campers or running a bike rack.",
      "Never exceed your vehicle's rated towing capacity.",
    ],
    install: [
      "Bolts to existing frame holes on most vehicles; a helper makes it easier.",
      "Add a wiring harness for trailer lights.",
    ],
    praise: ["Solid as a rock and bolted right up.", "Towed our camper all summer without issue."],
    gripe: ["Had to lower the exhaust slightly to fit it in."],
  },
];
