import { spec, type TypeDef, yesNo } from "./type-def.ts";

export const AUDIO_TYPES: readonly TypeDef[] = [
  {
    slug: "speakers",
    name: "Speakers",
    category: "audio",
    weight: 2,
    price: [30, 220],
    shipping: [0, 10],
    universal: 0.2,
    icon: "speaker",
    variant: (r) => {
      const size = r.pick(["6.5 in", "6x9 in", "5.25 in", "6.75 in"]);
      const way = r.pick(["2-Way Coaxial", "3-Way Coaxial", "Component"]);
      const peak = r.pick([200, 300, 360, 450]);
      return {
        title: `${size} ${way} Speakers, Pair — ${peak} W Peak`,
        tier: (way === "Component" ? 0.55 : 0.1) + peak / 1500,
        specs: [
          spec("Size", size),
          spec("Design", way),
          spec("Power", `${Math.round(peak / 4)} W RMS / ${peak} W peak`),
          spec("Impedance", r.pick(["4 Ω", "2 Ω"])),
          spec("Sensitivity", `${r.int(88, 93)} dB`),
          spec("Tweeter", r.pick(["Silk dome", "PEI balanced dome", "Titanium"])),
        ],
      };
    },
    what: [
      "Clear highs and punchy mid-bass replace tired, paper-cone factory speakers.",
      "High sensitivity means they sound great even on a factory radio.",
    ],
    suits: [
      "An easy first upgrade for anyone who listens to music on the commute.",
      "Add an amplifier later to unlock their full output.",
    ],
    install: [
      "Mounting depth and adapter brackets vary; check your door or deck clearance.",
      "Use speaker harness adapters to avoid cutting factory wiring.",
    ],
    praise: ["Vocals are crystal clear now.", "Huge improvement over the stock paper cones."],
    gripe: ["Needed adapter brackets that were sold separately."],
  },
  {
    slug: "head-units",
    name: "Head Units",
    category: "audio",
    weight: 1.5,
    price: [90, 650],
    shipping: [0, 12],
    universal: 0.15,
    icon: "headunit",
    variant: (r) => {
      const din = r.pick(["Double-DIN", "Single-DIN", "Floating"]);
      const screen = din === "Single-DIN" ? "" : ` ${r.pick(["6.8", "7", "9", "10.1"])} in`;
      const wireless = r.chance(0.5);
      return {
        title: `${din}${screen} ${din === "Single-DIN" ? "Bluetooth Receiver" : "Touchscreen Receiver"}${din === "Single-DIN" ? "" : ` — ${wireless ? "Wireless" : "Wired"} CarPlay / Android Auto`}`,
        tier: din === "Single-DIN" ? 0.02 : wireless ? 0.65 : 0.35,
        specs: [
          spec("Chassis", din),
          spec("Screen", screen ? screen.trim() : "LCD text"),
          spec("Bluetooth", "Yes, hands-free calling"),
          spec("Preamp outputs", r.pick(["2 pair, 2 V", "3 pair, 4 V"])),
          spec("Backup camera input", din === "Single-DIN" ? "No" : "Yes"),
          spec("Steering wheel control ready", yesNo(r, 0.8)),
        ],
      };
    },
    what: [
      "Brings modern smartphone integration, navigation apps and hands-free calling to your dash.",
      "A built-in amplifier drives factory speakers harder and cleaner than most stock radios.",
    ],
    suits: ["For older vehicles without modern phone connectivity.", "Pair with a backup camera for safer reversing."],
    install: [
      "A dash kit and wiring harness adapter are needed on most vehicles.",
      "Professional installation is recommended for vehicles with integrated climate controls.",
    ],
    praise: ["Phone connects instantly and maps look great.", "Makes my old car feel brand new."],
    gripe: ["Screen is a bit reflective in direct sun."],
  },
  {
    slug: "amplifiers",
    name: "Amplifiers",
    category: "audio",
    weight: 1,
    price: [80, 450],
    shipping: [0, 12],
    universal: 1,
    icon: "amp",
    variant: (r) => {
      const ch = r.pick(["Mono", "2-Channel", "4-Channel", "5-Channel"]);
      const w = r.pick([300, 500, 600, 800, 1000, 1200]);
      return {
        title: `${ch} Class D Amplifier — ${w} W`,
        tier: w / 1500 + (ch === "5-Channel" ? 0.2 : 0),
        specs: [
          spec("Channels", ch),
          spec("Class", "D"),
          spec("RMS power", `${w} W total`),
          spec("Stable to", ch === "Mono" ? "1 Ω" : "2 Ω"),
          spec("Crossover", "Variable high/low pass"),
        ],
      };
    },
    what: [
      "Compact Class D design delivers clean power without straining the charging system.",
      "Built-in crossovers let you tune speakers and subwoofers precisely.",
    ],
    suits: [
      "For listeners who want volume without distortion.",
      "A mono amp is the perfect match for a single subwoofer.",
    ],
    install: ["Use a properly fused power wire sized for the amp's draw.", "Set gains with a test tone, not by ear."],
    praise: ["Runs cool and sounds clean at high volume.", "Tiny footprint fit under my seat."],
    gripe: ["Terminals are a bit close together."],
  },
  {
    slug: "subwoofers",
    name: "Subwoofers",
    category: "audio",
    weight: 1,
    price: [80, 400],
    shipping: [10, 25],
    handling: [0, 6],
    universal: 0.6,
    icon: "sub",
    variant: (r) => {
      const size = r.pick(["8 in", "10 in", "12 in", "12 in", "15 in"]);
      const type = r.pick(["Loaded Enclosure", "Powered Compact Subwoofer", "Component Subwoofer"]);
      return {
        title: `${size} ${type} — ${r.pick([400, 600, 800, 1000])} W Peak`,
        tier: type.startsWith("Powered") ? 0.55 : type.startsWith("Loaded") ? 0.4 : 0.1,
        specs: [
          spec("Size", size),
          spec("Type", type),
          spec("Impedance", r.pick(["Dual 2 Ω", "Single 4 Ω", "Dual 4 Ω"])),
          spec("Enclosure", type === "Component Subwoofer" ? "Not included" : r.pick(["Sealed", "Ported"])),
          spec("Frequency response", `${r.int(22, 32)}–200 Hz`),
        ],
      };
    },
    what: [
      "Adds the deep, tight bass that factory systems simply cannot reproduce.",
      "A tuned enclosure delivers punch without rattling the trunk.",
    ],
    suits: [
      "For anyone who wants to feel the kick drum, not just hear it.",
      "Powered versions are ideal where space is tight.",
    ],
    install: [
      "Secure the enclosure so it cannot move under braking.",
      "Match amplifier power to the subwoofer's RMS rating.",
    ],
    praise: ["Bass is deep and tight, not boomy.", "Fits nicely in the trunk."],
    gripe: ["Takes up more trunk space than I expected."],
  },
  {
    slug: "dash-cams",
    name: "Dash Cams",
    category: "audio",
    weight: 1.2,
    price: [45, 260],
    shipping: [0, 8],
    universal: 1,
    icon: "camera",
    variant: (r) => {
      const res = r.pick(["1080p", "1440p", "4K"]);
      const dual = r.chance(0.5);
      return {
        title: `${res} ${dual ? "Front & Rear " : ""}Dash Cam${r.chance(0.5) ? " with GPS" : ""}`,
        tier: (res === "4K" ? 0.5 : res === "1440p" ? 0.25 : 0) + (dual ? 0.3 : 0),
        specs: [
          spec("Resolution", res),
          spec("Channels", dual ? "Front + rear" : "Front"),
          spec("Field of view", `${r.pick([140, 150, 160, 170])}°`),
          spec("Parking mode", yesNo(r, 0.6)),
          spec("Storage", "microSD up to 256 GB"),
        ],
      };
    },
    what: [
      "Records every drive in sharp detail, with G-sensor locking of incident footage.",
      "Wide dynamic range keeps plates readable at night and in glare.",
    ],
    suits: ["Peace of mind for commuters, rideshare drivers and new drivers.", "Useful evidence for insurance claims."],
    install: [
      "Mount behind the rear-view mirror and route the cable along the headliner.",
      "Use a hardwire kit for parking-mode recording.",
    ],
    praise: ["Footage is sharp enough to read plates.", "Easy to set up with the phone app."],
    gripe: ["Suction mount loosened in the heat; adhesive mount works better."],
  },
  {
    slug: "backup-cameras",
    name: "Backup Cameras",
    category: "audio",
    weight: 0.8,
    price: [30, 200],
    shipping: [0, 8],
    universal: 0.7,
    icon: "camera",
    variant: (r) => {
      const kit = r.pick(["Wired Backup Camera", "Wireless Backup Camera Kit", "License Plate Backup Camera"]);
      return {
        title: `${kit}${kit.includes("Kit") ? `, ${r.pick(["4.3", "5", "7"])} in Monitor` : ""}`,
        tier: kit.includes("Kit") ? 0.6 : 0.15,
        specs: [
          spec("Type", kit),
          spec("Viewing angle", `${r.pick([140, 150, 170])}°`),
          spec("Night vision", "Yes"),
          spec("Waterproof", "IP68"),
          spec("Parking guidelines", r.pick(["Adjustable", "Fixed"])),
        ],
      };
    },
    what: [
      "A wide-angle view behind the vehicle makes reversing and hitching much safer.",
      "Low-light sensor keeps the image usable at night.",
    ],
    suits: ["For older vehicles without a factory camera.", "Great for trucks and vans with big blind spots."],
    install: [
      "Wire to the reverse light so the camera turns on automatically.",
      "Seal any holes with silicone to keep water out.",
    ],
    praise: ["Backing into my driveway is stress-free now.", "Clear picture even at dusk."],
    gripe: ["Wireless signal flickers occasionally on a long truck."],
  },
];
