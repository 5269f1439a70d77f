import { spec, type TypeDef, yesNo } from "./type-def.ts";

export const INTERIOR_TYPES: readonly TypeDef[] = [
  {
    slug: "floor-mats",
    name: "Floor Mats",
    category: "interior",
    weight: 2.5,
    price: [25, 210],
    shipping: [6, 16],
    universal: 0.45,
    universalIf: (specs) => specs.some((s) => s.name === "Fit" && s.value === "Trim-to-fit"),
    icon: "mat",
    variant: (r) => {
      const custom = r.chance(0.6);
      const rows = r.pick(["Front Row", "Front & Rear", "Cargo Liner"]);
      return {
        title: custom
          ? `Custom-Fit All-Weather Floor Liners, ${rows}`
          : `${r.pick(["Heavy-Duty Rubber", "Carpet", "Trim-to-Fit"])} Floor Mats, ${r.pick(["2-Piece", "4-Piece"])}`,
        tier: custom ? 0.5 + (rows === "Front & Rear" ? 0.3 : 0) : 0.05,
        specs: [
          spec("Fit", custom ? "Custom, laser-measured" : "Trim-to-fit"),
          spec("Coverage", custom ? rows : "Front and rear"),
          spec("Material", r.pick(["TPE", "Rubber", "Carpet"])),
          spec("Anti-slip backing", "Yes"),
          spec("Odorless", yesNo(r, 0.8)),
        ],
      };
    },
    what: [
      "Raised edges trap snow, mud and spills before they reach the carpet.",
      "A grippy backing and retention hooks keep mats from sliding under the pedals.",
    ],
    suits: [
      "For families, pet owners and anyone in a snowy climate.",
      "Protects resale value by keeping carpets clean.",
    ],
    install: [
      "Remove factory mats first and lock into the retention posts.",
      "Never stack mats on top of one another.",
    ],
    praise: ["Laser fit is unreal, covers every corner.", "Cleans up with a hose in seconds."],
    gripe: ["A little stiff for the first couple of days."],
  },
  {
    slug: "seat-covers",
    name: "Seat Covers",
    category: "interior",
    weight: 1.5,
    price: [25, 180],
    shipping: [5, 12],
    universal: 0.6,
    icon: "seat",
    variant: (r) => {
      const mat = r.pick(["Neoprene", "Leatherette", "Ballistic Canvas", "Mesh"]);
      const set = r.pick(["Front Pair", "Full Set", "Rear Bench"]);
      return {
        title: `${mat} Seat Covers, ${set}`,
        tier: (mat === "Mesh" ? 0 : 0.3) + (set === "Full Set" ? 0.4 : 0),
        specs: [
          spec("Material", mat),
          spec("Coverage", set),
          spec("Airbag compatible", "Yes, side-airbag safe"),
          spec("Waterproof", mat === "Mesh" ? "No" : "Yes"),
          spec("Color", r.pick(["Black", "Gray", "Black/Red", "Tan"])),
        ],
      };
    },
    what: [
      "Protects upholstery from spills, pets and work clothes.",
      "Tailored shape with stretch panels for a snug fit.",
    ],
    suits: ["Great for contractors, dog owners and parents of young kids.", "Hides worn or torn factory upholstery."],
    install: [
      "Straps and hooks install without tools in about 20 minutes per row.",
      "Leave side-airbag seams unobstructed.",
    ],
    praise: ["Look sharp and easy to wipe down.", "Dog hair comes right off."],
    gripe: ["Headrest covers are a bit loose."],
  },
  {
    slug: "steering-wheel-covers",
    name: "Steering Wheel Covers",
    category: "interior",
    weight: 0.8,
    price: [10, 40],
    shipping: [0, 5],
    universal: 1,
    icon: "steering",
    variant: (r) => {
      const mat = r.pick(["Genuine Leather", "Microfiber", "Silicone", "Sheepskin"]);
      return {
        title: `${mat} Steering Wheel Cover, ${r.pick(["14.5–15 in", "15–15.5 in", "15.5–16 in"])}`,
        tier: mat === "Genuine Leather" ? 0.8 : mat === "Sheepskin" ? 0.6 : 0.2,
        specs: [
          spec("Material", mat),
          spec("Diameter fit", r.pick(["14.5–15 in", "15–15.5 in"])),
          spec("Grip", r.pick(["Perforated", "Textured", "Smooth"])),
          spec("Color", r.pick(["Black", "Gray", "Black/Red"])),
        ],
      };
    },
    what: [
      "Adds grip and comfort while covering a worn or cracked wheel.",
      "Stays cool in summer and warm to the touch in winter.",
    ],
    suits: [
      "For drivers with a sticky, faded or cracked steering wheel.",
      "A cheap comfort upgrade for long commutes.",
    ],
    install: ["Warm the cover in the sun for an easier stretch fit.", "Measure your wheel diameter before ordering."],
    praise: ["Snug fit and feels great in the hand.", "No slipping at all."],
    gripe: ["Hard to stretch on, but worth it."],
  },
  {
    slug: "phone-mounts",
    name: "Phone Mounts",
    category: "interior",
    weight: 1,
    price: [12, 60],
    shipping: [0, 5],
    universal: 1,
    icon: "phone",
    variant: (r) => {
      const mount = r.pick(["Vent", "Dash", "Cup Holder", "Windshield"]);
      const charge = r.chance(0.35);
      return {
        title: `${mount} Phone Mount${charge ? " — 15 W Wireless Charging" : ""}`,
        tier: charge ? 0.8 : 0.2,
        specs: [
          spec("Mount", mount),
          spec("Wireless charging", charge ? "15 W Qi" : "No"),
          spec("Phone size", "4.7–6.9 in"),
          spec("Rotation", "360°"),
        ],
      };
    },
    what: [
      "Holds your phone steady at eye level for hands-free navigation.",
      "One-hand release and auto-grip arms make docking effortless.",
    ],
    suits: [
      "For rideshare, delivery and everyday drivers using phone navigation.",
      "Check local laws on windshield mounting.",
    ],
    install: [
      "Clean the surface with the included wipe before attaching adhesive mounts.",
      "Position so it does not block airbags or your view of the road.",
    ],
    praise: ["Rock steady even on bumpy roads.", "Charges fast through my case."],
    gripe: ["Vent clip sagged slightly with a heavy phone."],
  },
  {
    slug: "cargo-organizers",
    name: "Cargo Organizers",
    category: "interior",
    weight: 0.8,
    price: [15, 70],
    shipping: [4, 12],
    universal: 0.9,
    icon: "organizer",
    variant: (r) => {
      const type = r.pick(["Collapsible Trunk Organizer", "Back Seat Organizer", "Cargo Net", "Seat Gap Filler"]);
      return {
        title: `${type}${type.startsWith("Collapsible") ? `, ${r.pick(["2", "3"])}-Compartment` : ""}`,
        specs: [
          spec("Type", type),
          spec("Material", r.pick(["600D polyester", "Oxford fabric", "Elastic mesh"])),
          spec("Foldable", yesNo(r, 0.8)),
          spec("Non-slip base", yesNo(r, 0.7)),
        ],
      };
    },
    what: [
      "Keeps groceries, tools and emergency gear from sliding around the cargo area.",
      "Sturdy walls and handles make it easy to carry items from car to house.",
    ],
    suits: ["Great for families, commuters and road-trippers.", "Folds flat when you need the full cargo floor."],
    install: ["Use the hook-and-loop base or straps to keep it in place.", "No tools required."],
    praise: ["Groceries stay upright now.", "Folds flat and stores under the floor."],
    gripe: ["Dividers could be a bit stiffer."],
  },
  {
    slug: "sun-shades",
    name: "Sun Shades",
    category: "interior",
    weight: 0.8,
    price: [15, 80],
    shipping: [0, 8],
    universal: 0.4,
    icon: "shade",
    variant: (r) => {
      const custom = r.chance(0.5);
      return {
        title: custom
          ? "Custom-Fit Windshield Sun Shade"
          : `Foldable Windshield Sun Shade, ${r.pick(["Standard", "Large", "Jumbo"])}`,
        tier: custom ? 0.65 : 0.1,
        specs: [
          spec("Fit", custom ? "Custom" : "Universal"),
          spec("Material", r.pick(["Reflective bubble foil", "Nylon with titanium coating"])),
          spec("UV blocking", "Up to 99%"),
          spec("Storage bag", yesNo(r, 0.6)),
        ],
      };
    },
    what: [
      "Reflects solar heat to keep the cabin and steering wheel cooler on hot days.",
      "Protects the dashboard from cracking and fading.",
    ],
    suits: [
      "A must for sunbelt drivers and anyone who parks outside.",
      "Great for protecting car seats and electronics.",
    ],
    install: ["Flip the sun visors down to hold the shade in place.", "Folds or rolls for storage behind a seat."],
    praise: ["Car is noticeably cooler after work.", "Covers the whole windshield edge to edge."],
    gripe: ["Folding it back up takes some practice."],
  },
];
