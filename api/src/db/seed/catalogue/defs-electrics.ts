import { spec, type TypeDef, yesNo } from "./type-def.ts";

export const ELECTRICS_TYPES: readonly TypeDef[] = [
  {
    slug: "batteries",
    name: "Batteries",
    category: "electrics",
    weight: 3,
    price: [110, 300],
    shipping: [12, 25],
    handling: [5, 15],
    universal: 0,
    broadFit: true,
    icon: "battery",
    variant: (r) => {
      const tech = r.pick(["AGM", "AGM", "Enhanced Flooded", "Flooded"]);
      const group = r.pick(["24F", "35", "47/H5", "48/H6", "49/H8", "65", "94R/H7", "51R"]);
      const cca = r.int(45, 95) * 10;
      return {
        title: `${tech} Battery, Group ${group} — ${cca} CCA`,
        tier: (tech === "AGM" ? 0.5 : tech === "Flooded" ? 0 : 0.25) + cca / 2000,
        specs: [
          spec("Group size", group),
          spec("Cold cranking amps", `${cca} A`),
          spec("Reserve capacity", `${r.int(80, 160)} min`),
          spec("Technology", tech),
          spec("Warranty", `${r.pick([2, 3, 3, 4])}-year free replacement`),
          spec("Terminal", r.pick(["Top post", "Top post", "Side post"])),
        ],
      };
    },
    what: [
      "Delivers strong cold-cranking power and handles the electrical load of modern vehicles.",
      "Spill-proof construction resists vibration and recharges quickly.",
    ],
    suits: [
      "AGM suits start-stop vehicles and cars packed with electronics.",
      "A reliable choice before winter for anyone with a slow-cranking engine.",
    ],
    install: [
      "Disconnect the negative terminal first and reconnect it last.",
      "Bring your old battery back for recycling.",
    ],
    praise: ["Cranks instantly even on below-zero mornings.", "Fit the tray perfectly and the terminals lined up."],
    gripe: ["Heavy, of course, so have help lifting it out."],
  },
  {
    slug: "alternators",
    name: "Alternators",
    category: "electrics",
    weight: 1.5,
    price: [110, 380],
    shipping: [10, 22],
    universal: 0,
    icon: "alternator",
    variant: (r) => {
      const cond = r.pick(["Remanufactured", "New"]);
      const amps = r.pick([110, 130, 150, 160, 180, 220]);
      return {
        title: `${cond} Alternator — ${amps} A`,
        tier: (cond === "New" ? 0.45 : 0.1) + amps / 1000,
        specs: [
          spec("Output", `${amps} A`),
          spec("Voltage", "12 V"),
          spec("Condition", cond),
          spec("Pulley", r.pick(["6-groove serpentine", "Overrunning clutch", "7-groove serpentine"])),
        ],
      };
    },
    what: [
      "Each unit is load-tested to deliver full rated output at idle and highway speed.",
      "Keeps the battery charged and the electrical system stable.",
    ],
    suits: [
      "For dimming lights, a battery warning lamp or repeated dead batteries.",
      "A budget-friendly repair for high-mileage vehicles.",
    ],
    install: [
      "Disconnect the battery before removing the alternator.",
      "Check belt condition and tensioner while you are in there.",
    ],
    praise: ["Charging at 14.2 V solid.", "Plug and pulley matched the original."],
    gripe: ["Return shipping for the old unit was a hassle."],
  },
  {
    slug: "starters",
    name: "Starters",
    category: "electrics",
    weight: 1.2,
    price: [90, 320],
    shipping: [10, 20],
    universal: 0,
    icon: "motor",
    variant: (r) => {
      const cond = r.pick(["Remanufactured", "New"]);
      const kw = r.pick(["1.0", "1.2", "1.4", "1.7", "2.0"]);
      return {
        title: `${cond} Starter Motor — ${kw} kW`,
        tier: cond === "New" ? 0.55 : 0.15,
        specs: [
          spec("Power", `${kw} kW`),
          spec("Condition", cond),
          spec("Teeth", String(r.int(9, 13))),
          spec("Rotation", "Clockwise"),
          spec("Voltage", "12 V"),
        ],
      };
    },
    what: [
      "A gear-reduction design spins the engine quickly for reliable starts in any weather.",
      "Bench-tested for engagement, current draw and cranking speed.",
    ],
    suits: [
      "For a single click, grinding or slow cranking with a good battery.",
      "Often the fix when starts are intermittent on hot days.",
    ],
    install: [
      "Disconnect the battery first and label the wires.",
      "Torque mounting bolts to spec to avoid gear misalignment.",
    ],
    praise: ["Fires up instantly every time now.", "Bolt holes lined up perfectly."],
    gripe: ["A bit noisier on engagement than the original."],
  },
  {
    slug: "headlight-bulbs",
    name: "Headlight Bulbs",
    category: "electrics",
    weight: 2,
    price: [12, 90],
    shipping: [0, 5],
    universal: 0,
    broadFit: true,
    icon: "bulb",
    variant: (r) => {
      const size = r.pick(["H11", "H7", "9005", "9006", "H4", "H13", "9012"]);
      const tech = r.pick(["Halogen", "Halogen", "LED"]);
      const line = tech === "LED" ? r.pick(["6000K", "5500K"]) : r.pick(["Standard", "Long Life", "Night Vision"]);
      return {
        title: `${tech} Headlight Bulb Pair, ${size} — ${line}`,
        tier: tech === "LED" ? 0.75 : line === "Standard" ? 0.05 : 0.3,
        specs: [
          spec("Bulb size", size),
          spec("Technology", tech),
          spec("Color temperature", tech === "LED" ? line : `${r.int(32, 42)}00K`),
          spec("Quantity", "2"),
          spec("Lumens", `${tech === "LED" ? r.int(30, 60) * 100 : r.int(10, 17) * 100} per bulb`),
        ],
      };
    },
    what: [
      "A brighter, whiter beam lets you see further down the road at night.",
      "Replaces dim, aging bulbs that quietly lose output over time.",
    ],
    suits: [
      "Replace bulbs in pairs for matched color and brightness.",
      "Check your bulb size in the owner's manual or by pulling the old bulb.",
    ],
    install: [
      "Do not touch the glass of halogen bulbs with bare fingers.",
      "Check beam aim against a garage wall after fitting.",
    ],
    praise: ["Night driving is so much easier.", "Locked into the housing just like the originals."],
    gripe: ["One bulb was a slightly different shade at first."],
  },
  {
    slug: "fuses-relays",
    name: "Fuses & Relays",
    category: "electrics",
    weight: 1,
    price: [5, 30],
    shipping: [0, 5],
    universal: 1,
    icon: "fuse",
    variant: (r) => {
      const kit = r.pick(["fuses", "relay", "fuses"]);
      const pieces = r.pick([60, 120, 240]);
      return kit === "relay"
        ? {
            title: `Universal ${r.pick(["30/40", "40"])} A Relay, 5-Pin, 2-Pack`,
            tier: 0.3,
            specs: [spec("Type", "SPDT relay"), spec("Pins", "5"), spec("Voltage", "12 V"), spec("Quantity", "2")],
          }
        : {
            title: `${r.pick(["Standard", "Mini", "Low-Profile Mini"])} Blade Fuse Assortment, ${pieces}-Piece`,
            tier: pieces / 300,
            specs: [
              spec("Type", "Blade fuses"),
              spec("Ratings", "2 A – 40 A"),
              spec("Quantity", String(pieces)),
              spec("Includes puller", yesNo(r, 0.8)),
            ],
          };
    },
    what: [
      "Color-coded amperage ratings make it easy to restore a blown circuit in seconds.",
      "A handy kit to keep in the glovebox for roadside fixes.",
    ],
    suits: [
      "Every vehicle should carry spares for the fuses it uses.",
      "Great for installers wiring accessories and lighting.",
    ],
    install: [
      "Always replace a fuse with the same rating and find the cause if it blows again.",
      "Disconnect the battery before working on high-current circuits.",
    ],
    praise: ["Nice organized case with every size I needed.", "Saved me on a road trip when the outlet died."],
    gripe: ["The puller tool is a bit flimsy."],
  },
];
