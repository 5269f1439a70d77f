import { spec, type TypeDef, yesNo } from "./type-def.ts";

export const OILS_TYPES: readonly TypeDef[] = [
  {
    slug: "engine-oil",
    name: "Engine Oil",
    category: "oils",
    weight: 5,
    price: [25, 60],
    shipping: [6, 16],
    handling: [2, 6],
    universal: 0,
    icon: "jug",
    variant: (r) => {
      const visc = r.pick(["0W-20", "0W-20", "5W-20", "5W-30", "5W-30", "0W-16", "10W-30", "0W-40", "15W-40"]);
      const base =
        visc === "15W-40"
          ? "Heavy Duty Diesel"
          : r.pick(["Full Synthetic", "Full Synthetic", "Synthetic Blend", "High Mileage", "Conventional"]);
      const quart = r.chance(0.25);
      const apiSpec =
        visc === "15W-40"
          ? "API CK-4"
          : visc === "0W-16"
            ? "API SP / ILSAC GF-6B"
            : visc === "0W-40"
              ? "API SP / ACEA A3/B4"
              : "API SP / ILSAC GF-6A";
      return {
        title: `${base} ${visc} Engine Oil, ${quart ? "1 qt" : "5 qt"}`,
        price: quart ? [7, 14] : undefined,
        tier: base === "Conventional" ? 0.1 : base === "Synthetic Blend" ? 0.3 : 0.65,
        specs: [
          spec("Viscosity", visc),
          spec("Volume", quart ? "1 qt" : "5 qt"),
          spec("Base oil", base),
          spec("Specification", apiSpec),
          spec(
            "Drain interval",
            `Up to ${base === "Conventional" ? "5,000" : r.pick(["7,500", "10,000", "15,000"])} mi`,
          ),
        ],
      };
    },
    what: [
      "Advanced additives fight sludge and deposits while protecting against wear on cold starts.",
      "A shear-stable formula holds its viscosity across long drain intervals and hot summer traffic.",
    ],
    suits: [
      "Check your owner's manual for the required viscosity and specification before you buy.",
      "Suits modern turbocharged and direct-injection engines that demand low-speed pre-ignition protection.",
    ],
    install: [
      "Change the oil filter at the same time and dispose of used oil at a recycling center.",
      "Check the level on the dipstick after a short idle and top up as needed.",
    ],
    praise: ["Engine runs noticeably quieter at startup.", "Great price compared to the dealer."],
    gripe: ["The jug cap is a little hard to pour from without a funnel."],
  },
  {
    slug: "transmission-fluid",
    name: "Transmission Fluid",
    category: "oils",
    weight: 2,
    price: [9, 45],
    shipping: [4, 14],
    handling: [2, 5],
    universal: 0,
    icon: "bottle",
    variant: (r) => {
      const type = r.pick([
        "Multi-Vehicle ATF",
        "Full Synthetic ATF",
        "CVT Fluid",
        "Dual-Clutch Transmission Fluid",
        "Manual Transmission Fluid",
      ]);
      const gal = r.chance(0.4);
      return {
        title: `${type}, ${gal ? "1 gal" : "1 qt"}`,
        tier: (gal ? 0.55 : 0.05) + (type.startsWith("Multi") ? 0 : 0.2),
        specs: [
          spec("Type", type),
          spec("Volume", gal ? "1 gal" : "1 qt"),
          spec(
            "Compatible with",
            r.pick(["DEXRON-VI, MERCON LV", "Toyota WS, Honda DW-1", "Nissan NS-3, Toyota TC", "VW G 052 182"]),
          ),
          spec("Color", "Red"),
        ],
      };
    },
    what: [
      "Friction-modified fluid keeps shifts smooth and protects clutches and bands from wear.",
      "Resists oxidation at high temperatures so the transmission runs cooler under load.",
    ],
    suits: [
      "For drain-and-fill services and topping up after a leak repair.",
      "A good fit for high-mileage vehicles with slow or harsh shifts.",
    ],
    install: [
      "Confirm the fluid specification in your owner's manual before filling.",
      "Check the level hot with the engine idling, following the manufacturer's procedure.",
    ],
    praise: ["Shifts are smoother after a drain and fill.", "Matched the spec listed in my manual."],
    gripe: ["Would love a longer spout on the bottle."],
  },
  {
    slug: "coolant",
    name: "Coolant",
    category: "oils",
    weight: 2,
    price: [12, 32],
    shipping: [6, 14],
    handling: [2, 6],
    universal: 0.25,
    icon: "jug",
    variant: (r) => {
      const tech = r.pick(["OAT", "HOAT", "P-HOAT", "Si-OAT"]);
      const mix = r.pick(["50/50 Prediluted", "Concentrate"]);
      const color = r.pick(["Orange", "Pink", "Blue", "Green", "Yellow"]);
      return {
        title: `Extended Life ${mix} Antifreeze & Coolant, ${color}, 1 gal`,
        tier: mix === "Concentrate" ? 0.7 : 0.25,
        specs: [
          spec("Technology", tech),
          spec("Mix", mix),
          spec("Color", color),
          spec("Volume", "1 gal"),
          spec("Freeze protection", mix === "Concentrate" ? "-34 °F when mixed 50/50" : "-34 °F"),
        ],
      };
    },
    what: [
      "Protects aluminum radiators and water pumps against corrosion for up to five years.",
      "Prevents freezing in winter and boil-over in summer traffic.",
    ],
    suits: [
      "Ideal for coolant flushes and topping up the reservoir.",
      "Pick the color and technology that match your vehicle's factory fill.",
    ],
    install: [
      "Never open the radiator cap on a hot engine.",
      "Bleed air from the system after filling, following the manufacturer's procedure.",
    ],
    praise: ["Temp gauge sits right in the middle again.", "Prediluted is so convenient for topping up."],
    gripe: ["The color is a bit lighter than the factory coolant."],
  },
  {
    slug: "gear-oil",
    name: "Gear Oil",
    category: "oils",
    weight: 1.2,
    price: [10, 35],
    shipping: [4, 10],
    handling: [2, 5],
    universal: 0,
    kinds: ["truck", "mpv"],
    icon: "bottle",
    variant: (r) => {
      const visc = r.pick(["75W-90", "75W-90", "80W-90", "75W-140", "75W-85"]);
      const syn = r.chance(0.6);
      return {
        title: `${syn ? "Full Synthetic" : "Conventional"} ${visc} Gear Oil, 1 qt`,
        tier: syn ? 0.55 : 0.1,
        specs: [
          spec("Viscosity", visc),
          spec("Specification", "API GL-5"),
          spec("Limited-slip additive", yesNo(r)),
          spec("Volume", "1 qt"),
        ],
      };
    },
    what: [
      "Extreme-pressure additives protect ring and pinion gears under heavy towing loads.",
      "Stays fluid in cold weather and resists thinning when differentials run hot.",
    ],
    suits: [
      "Made for differentials, transfer cases and manual gearboxes that call for GL-5.",
      "A favorite with truck owners who tow trailers or boats.",
    ],
    install: [
      "Remove the fill plug before the drain plug so you are never stuck with an empty diff.",
      "Add friction modifier for limited-slip units if not already included.",
    ],
    praise: ["Diff whine is quieter after the change.", "Easy to pump in with the squeeze bottle."],
    gripe: ["Strong smell, so do it outside."],
  },
  {
    slug: "power-steering-fluid",
    name: "Power Steering Fluid",
    category: "oils",
    weight: 1,
    price: [6, 20],
    shipping: [3, 8],
    handling: [2, 4],
    universal: 0,
    icon: "bottle",
    variant: (r) => {
      const type = r.pick(["Multi-Vehicle", "Synthetic Multi-Vehicle", "High Mileage"]);
      return {
        title: `${type} Power Steering Fluid, ${r.pick(["12 oz", "32 oz"])}`,
        specs: [
          spec("Type", type),
          spec("Seal conditioner", yesNo(r, 0.7)),
          spec("Operating range", "-40 °F to 300 °F"),
          spec("Color", r.pick(["Amber", "Red", "Green"])),
        ],
      };
    },
    what: [
      "Keeps hydraulic steering quiet and light at parking speeds.",
      "Seal conditioners help stop minor seepage from aging pumps and racks.",
    ],
    suits: [
      "For hydraulic power steering systems; not for electric power steering.",
      "Great for quieting a whining pump on an older vehicle.",
    ],
    install: [
      "Check the reservoir markings and do not overfill.",
      "Turn the wheel lock to lock a few times to purge air.",
    ],
    praise: ["Whine from the pump is basically gone.", "Steering feels smoother at low speed."],
    gripe: ["Small bottle, buy two if you are flushing."],
  },
];
