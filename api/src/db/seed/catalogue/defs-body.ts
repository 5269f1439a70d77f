import { DRIVER_PASSENGER, spec, type TypeDef, yesNo } from "./type-def.ts";

export const BODY_TYPES: readonly TypeDef[] = [
  {
    slug: "side-mirrors",
    name: "Side Mirrors",
    category: "body",
    weight: 2,
    price: [35, 220],
    shipping: [8, 16],
    universal: 0,
    icon: "mirror",
    variant: (r) => {
      const side = r.pick(DRIVER_PASSENGER);
      const heated = r.chance(0.6);
      const signal = r.chance(0.35);
      const power = r.chance(0.8);
      return {
        title: `${power ? "Power" : "Manual"}${heated ? " Heated" : ""} Side Mirror, ${side}${signal ? " — With Turn Signal" : ""}`,
        tier: (power ? 0.2 : 0) + (heated ? 0.2 : 0) + (signal ? 0.35 : 0),
        specs: [
          spec("Side", side),
          spec("Adjustment", power ? "Power" : "Manual"),
          spec("Heated", heated ? "Yes" : "No"),
          spec("Turn signal", signal ? "Yes" : "No"),
          spec("Finish", r.pick(["Paint to match", "Textured black", "Chrome cap"])),
          spec("Folding", r.pick(["Manual folding", "Power folding", "Fixed"])),
        ],
      };
    },
    what: [
      "A complete mirror assembly with glass, housing and motor, ready to bolt on.",
      "Built to OE dimensions so the connector and mounting studs line up.",
    ],
    suits: [
      "For mirrors broken by a parking-lot scrape or a garage door.",
      "A fraction of the dealer price for the same function.",
    ],
    install: [
      "Most mirrors mount with three nuts behind the door panel.",
      "Paint-to-match caps can be painted before installation.",
    ],
    praise: ["Plugged in and everything worked, including the heat.", "Looks factory once installed."],
    gripe: ["Glass is slightly less tinted than the original."],
  },
  {
    slug: "bumper-covers",
    name: "Bumper Covers",
    category: "body",
    weight: 1.2,
    price: [90, 380],
    shipping: [15, 25],
    handling: [8, 15],
    universal: 0,
    icon: "bumper",
    variant: (r) => {
      const pos = r.pick(["Front", "Rear"]);
      const capa = r.chance(0.4);
      return {
        title: `${pos} Bumper Cover — Primed${capa ? ", CAPA Certified" : ""}`,
        tier: capa ? 0.6 : 0.2,
        specs: [
          spec("Position", pos),
          spec("Finish", "Primed, ready to paint"),
          spec("Material", r.pick(["Polypropylene", "TPO"])),
          spec("Certification", capa ? "CAPA certified" : "None"),
          spec("Sensor holes", yesNo(r, 0.4)),
        ],
      };
    },
    what: [
      "Molded to factory contours for tight panel gaps once painted.",
      "Replaces cracked or torn covers after minor collisions.",
    ],
    suits: [
      "For body shops and DIY restorers looking for an affordable repair.",
      "Pair with new clips and brackets for a clean fit.",
    ],
    install: [
      "Test-fit before painting and have the cover painted by a professional.",
      "Transfer sensors and trim pieces from the old cover.",
    ],
    praise: ["Lined up with the fenders perfectly after paint.", "Body shop said the fit was as good as OE."],
    gripe: ["Needed a little heat to line up one corner."],
  },
  {
    slug: "fenders",
    name: "Fenders",
    category: "body",
    weight: 1,
    price: [60, 260],
    shipping: [15, 25],
    handling: [6, 12],
    universal: 0,
    icon: "fender",
    variant: (r) => {
      const side = r.pick(["Left", "Right"]);
      return {
        title: `Front Fender, ${side} — Primed ${r.pick(["Steel", "Steel", "Aluminum"])}`,
        specs: [
          spec("Position", `Front ${side}`),
          spec("Finish", "E-coat primed"),
          spec("Antenna hole", yesNo(r, 0.2)),
          spec("Certification", r.pick(["CAPA certified", "None"])),
        ],
      };
    },
    what: [
      "Stamped to OE dimensions with all the factory mounting holes.",
      "E-coat primer resists rust before and after painting.",
    ],
    suits: [
      "For collision repairs and replacing rusted panels.",
      "A big saving over dealer panels for older vehicles.",
    ],
    install: [
      "Align gaps to the hood and door before final tightening.",
      "Seam-seal and paint promptly after fitting.",
    ],
    praise: ["Gaps lined up nicely with the door.", "Primer was smooth and ready to paint."],
    gripe: ["Arrived with a tiny ding that filled easily."],
  },
  {
    slug: "headlight-assemblies",
    name: "Headlight Assemblies",
    category: "body",
    weight: 1.8,
    price: [70, 450],
    shipping: [10, 20],
    universal: 0,
    icon: "lamp",
    variant: (r) => {
      const side = r.pick([...DRIVER_PASSENGER, "Pair"]);
      const tech = r.pick(["Halogen", "Halogen", "LED Projector"]);
      return {
        title: `${tech} Headlight Assembly, ${side}${r.chance(0.3) ? " — Smoked Lens" : ""}`,
        tier: (side === "Pair" ? 0.45 : 0) + (tech === "Halogen" ? 0.05 : 0.45),
        specs: [
          spec("Side", side),
          spec("Light source", tech),
          spec("Lens", r.pick(["Clear polycarbonate", "UV-coated polycarbonate"])),
          spec("Bulbs included", yesNo(r, 0.3)),
          spec("Compliance", "DOT / SAE"),
        ],
      };
    },
    what: [
      "A new housing and UV-coated lens restores bright, clear output from yellowed or cracked lamps.",
      "Plug-and-play connectors match the factory harness.",
    ],
    suits: ["For hazy, yellowed or broken headlights that fail inspection.", "Replace both sides for a matching look."],
    install: ["Aim the headlights after installation.", "Transfer bulbs from the old assembly if not included."],
    praise: ["Night and day difference at night.", "Clear, bright and fit exactly."],
    gripe: ["One tab needed a gentle push to seat."],
  },
  {
    slug: "tail-light-assemblies",
    name: "Tail Light Assemblies",
    category: "body",
    weight: 1.4,
    price: [50, 320],
    shipping: [8, 18],
    universal: 0,
    icon: "tailLamp",
    variant: (r) => {
      const side = r.pick(DRIVER_PASSENGER);
      const led = r.chance(0.5);
      return {
        title: `${led ? "LED" : "Incandescent"} Tail Light Assembly, ${side}`,
        tier: led ? 0.6 : 0.15,
        specs: [
          spec("Side", side),
          spec("Light source", led ? "LED" : "Incandescent"),
          spec("Lens color", r.pick(["Red/clear", "Red/amber", "Smoked"])),
          spec("Compliance", "DOT / SAE"),
        ],
      };
    },
    what: [
      "Sealed housing keeps moisture out so brake and turn lights stay bright.",
      "Replaces cracked lenses that let water in and short bulbs.",
    ],
    suits: ["For broken or fogged tail lights after a bump in a parking lot.", "An easy fix to pass inspection."],
    install: [
      "Most install from inside the trunk with a few nuts.",
      "Test brake, turn and reverse functions before closing up.",
    ],
    praise: ["Perfect fit, no leaks after a car wash.", "LEDs are bright and crisp."],
    gripe: ["Gasket was a little thin."],
  },
  {
    slug: "grilles",
    name: "Grilles",
    category: "body",
    weight: 1,
    price: [60, 320],
    shipping: [12, 22],
    handling: [2, 8],
    universal: 0,
    icon: "grille",
    variant: (r) => {
      const style = r.pick(["OE-Style", "Honeycomb", "Mesh", "Billet"]);
      const finish = r.pick(["Gloss Black", "Matte Black", "Chrome"]);
      return {
        title: `${style} Grille — ${finish}`,
        tier: style === "OE-Style" ? 0.15 : 0.55,
        specs: [
          spec("Style", style),
          spec("Finish", finish),
          spec("Material", r.pick(["ABS plastic", "Stainless steel"])),
          spec("Camera provision", yesNo(r, 0.3)),
        ],
      };
    },
    what: [
      "Reshapes the front of the vehicle with a bolder look while protecting the radiator.",
      "Replaces broken or faded factory grilles.",
    ],
    suits: [
      "Great for owners refreshing the look of an older truck or SUV.",
      "A popular finishing touch for blacked-out builds.",
    ],
    install: [
      "Uses factory mounting points; bumper removal may be needed on some models.",
      "Transfer the emblem if the grille has a provision for it.",
    ],
    praise: ["Gives the truck a whole new look.", "Finish is deep and even."],
    gripe: ["Emblem mounting was a bit fiddly."],
  },
];
