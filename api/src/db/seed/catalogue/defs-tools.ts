import { spec, type TypeDef, yesNo } from "./type-def.ts";

export const TOOLS_TYPES: readonly TypeDef[] = [
  {
    slug: "jacks-stands",
    name: "Jacks & Stands",
    category: "tools",
    weight: 1.2,
    price: [35, 320],
    shipping: [10, 25],
    handling: [5, 15],
    universal: 1,
    icon: "jack",
    variant: (r) => {
      const kind = r.pick(["Low-Profile Floor Jack", "Aluminum Racing Floor Jack", "Jack Stands, Pair", "Bottle Jack"]);
      const tons = r.pick(
        kind.startsWith("Aluminum")
          ? ["1.5", "2", "3"]
          : kind === "Bottle Jack"
            ? ["6", "8", "12"]
            : ["2", "3", "3", "3.5"],
      );
      return {
        title: `${tons}-Ton ${kind}`,
        tier: kind.startsWith("Aluminum") ? 0.8 : kind.startsWith("Low") ? 0.45 : 0.1,
        specs: [
          spec("Capacity", `${tons} tons`),
          spec("Type", kind),
          spec("Lift range", `${r.int(3, 6)}–${r.int(15, 24)} in`),
          spec("Standard", "ASME PASE"),
          spec("Weight", `${r.int(9, 85)} lb`),
        ],
      };
    },
    what: [
      "A dual-piston pump lifts quickly and lowers under precise control.",
      "Wide bases and ratcheting posts keep the vehicle secure while you work.",
    ],
    suits: [
      "Essential for tire swaps, brake jobs and oil changes at home.",
      "Low-profile models reach under lowered cars.",
    ],
    install: [
      "Always support the vehicle on stands; never work under a jack alone.",
      "Use the manufacturer's lift points shown in your owner's manual.",
    ],
    praise: ["Lifts my SUV in just a few pumps.", "Stands feel rock solid."],
    gripe: ["Heavy to move around the garage."],
  },
  {
    slug: "socket-sets",
    name: "Socket Sets",
    category: "tools",
    weight: 1.2,
    price: [25, 300],
    shipping: [6, 18],
    universal: 1,
    icon: "sockets",
    variant: (r) => {
      const pcs = r.pick([40, 86, 145, 205, 230]);
      return {
        title: `${pcs}-Piece ${r.pick(["Mechanics Tool Set", "SAE & Metric Socket Set", "Impact Socket Set"])}`,
        tier: pcs / 250,
        specs: [
          spec("Pieces", String(pcs)),
          spec("Drive sizes", r.pick(["1/4 in, 3/8 in", "1/4 in, 3/8 in, 1/2 in"])),
          spec("Measurement", "SAE and metric"),
          spec("Material", r.pick(["Chrome vanadium", "Chrome molybdenum"])),
          spec("Case", "Blow-molded with labeled slots"),
        ],
      };
    },
    what: [
      "Six-point sockets grip on the flats to protect fastener corners.",
      "A fine-tooth ratchet works in tight engine bays.",
    ],
    suits: ["The backbone of any home garage.", "A great gift for a new driver or first-time DIYer."],
    install: ["Keep sockets clean and organized in the labeled case.", "Use impact-rated sockets with power tools."],
    praise: ["Case keeps everything in order and nothing rattles loose.", "Ratchet feels smooth and precise."],
    gripe: ["A couple of the case slots are tight."],
  },
  {
    slug: "diagnostic-scanners",
    name: "Diagnostic Scanners",
    category: "tools",
    weight: 1.2,
    price: [40, 450],
    shipping: [0, 8],
    universal: 1,
    icon: "scanner",
    variant: (r) => {
      const level = r.pick([
        "Code Reader",
        "Bluetooth OBD2 Scanner",
        "OBD2 Scanner — Live Data & ABS/SRS",
        "Bidirectional Scan Tool",
      ]);
      return {
        title: level,
        tier: level.startsWith("Code")
          ? 0
          : level.startsWith("Bluetooth")
            ? 0.1
            : level.startsWith("OBD2")
              ? 0.35
              : 0.85,
        specs: [
          spec("Protocols", "All OBD-II (1996 and newer)"),
          spec("Live data", level.startsWith("Code") ? "No" : "Yes"),
          spec("ABS/SRS", level.includes("ABS") || level.startsWith("Bidirectional") ? "Yes" : "No"),
          spec("Display", level.startsWith("Bluetooth") ? "Phone app" : `${r.pick(["2.8", "5", "7"])} in color`),
          spec("Updates", r.pick(["Free lifetime", "1 year included"])),
        ],
      };
    },
    what: [
      "Reads and clears check-engine codes with plain-English definitions.",
      "Live sensor data helps pinpoint the real cause before you buy parts.",
    ],
    suits: [
      "Saves DIYers a trip to the shop for every warning light.",
      "Bidirectional tools suit serious home mechanics.",
    ],
    install: ["Plugs into the OBD-II port under the dashboard.", "Update the software before first use."],
    praise: ["Found my loose gas cap code in seconds.", "Live data helped me diagnose an O2 sensor."],
    gripe: ["Screen is small for reading graphs."],
  },
  {
    slug: "torque-wrenches",
    name: "Torque Wrenches",
    category: "tools",
    weight: 1,
    price: [30, 250],
    shipping: [4, 12],
    universal: 1,
    icon: "wrench",
    variant: (r) => {
      const drive = r.pick(["1/4 in", "3/8 in", "1/2 in"]);
      const range = drive === "1/4 in" ? "20–200 in-lb" : drive === "3/8 in" ? "10–80 ft-lb" : "20–150 ft-lb";
      const digital = r.chance(0.3);
      return {
        title: `${drive} Drive ${digital ? "Digital" : "Click"} Torque Wrench, ${range}`,
        tier: digital ? 0.7 : 0.2,
        specs: [
          spec("Drive", drive),
          spec("Range", range),
          spec("Accuracy", digital ? "±2%" : "±4%"),
          spec("Type", digital ? "Digital" : "Click"),
          spec("Calibration certificate", "Included"),
        ],
      };
    },
    what: [
      "Accurate, repeatable torque for lug nuts, spark plugs and critical fasteners.",
      "A clear click or beep tells you the instant you reach the target.",
    ],
    suits: [
      "Essential for wheel installs, brake jobs and aluminum engine parts.",
      "A smart buy for anyone who works on their own car.",
    ],
    install: [
      "Store at the lowest setting to preserve calibration.",
      "Never use a torque wrench to break fasteners loose.",
    ],
    praise: ["Click is clear and easy to feel.", "Matched my shop's calibrated wrench."],
    gripe: ["Scale markings are a little small."],
  },
  {
    slug: "battery-chargers",
    name: "Battery Chargers",
    category: "tools",
    weight: 0.8,
    price: [35, 180],
    shipping: [4, 12],
    universal: 1,
    icon: "charger",
    variant: (r) => {
      const amps = r.pick([2, 5, 10, 15, 25]);
      return {
        title: `${amps} A Smart Battery Charger & Maintainer`,
        tier: amps / 30,
        specs: [
          spec("Charge rate", `${amps} A`),
          spec("Voltage", r.pick(["6/12 V", "12 V", "12/24 V"])),
          spec("Battery types", "Flooded, AGM, gel, lithium"),
          spec("Maintenance mode", "Yes"),
          spec("Repair mode", yesNo(r, 0.6)),
        ],
      };
    },
    what: [
      "A microprocessor-controlled multi-stage charge restores and maintains batteries safely.",
      "Float mode keeps stored vehicles ready to start.",
    ],
    suits: [
      "For seasonal vehicles, classics and anyone with short commutes.",
      "Great for motorcycles, boats and lawn tractors too.",
    ],
    install: ["Connect clamps before plugging into the wall outlet.", "Charge in a ventilated area."],
    praise: ["Kept my convertible's battery healthy all winter.", "Revived a battery I thought was dead."],
    gripe: ["Cables could be longer."],
  },
  {
    slug: "jump-starters",
    name: "Jump Starters",
    category: "tools",
    weight: 0.8,
    price: [60, 220],
    shipping: [0, 10],
    handling: [2, 5],
    universal: 1,
    icon: "jumpStarter",
    variant: (r) => {
      const amps = r.pick([1000, 1500, 2000, 3000, 4000]);
      return {
        title: `${amps} A Lithium Jump Starter with USB-C Power Bank`,
        tier: amps / 4500,
        specs: [
          spec("Peak current", `${amps} A`),
          spec("Engine size", amps >= 3000 ? "Up to 8.0 L gas / 6.5 L diesel" : "Up to 6.0 L gas / 3.0 L diesel"),
          spec("Battery", "Lithium-ion"),
          spec("USB-C output", "Yes"),
          spec("Flashlight", "Yes"),
        ],
      };
    },
    what: [
      "Starts a dead battery without a second vehicle, with spark-proof reverse-polarity protection.",
      "Doubles as a power bank for phones and tablets.",
    ],
    suits: ["A must-have in every glovebox, especially for winter.", "Perfect for road-trippers and new drivers."],
    install: ["Keep it charged every three months.", "Connect red to positive first, then black to ground."],
    praise: ["Started my V8 on the first try.", "Small enough to live in the glovebox."],
    gripe: ["Clamps are a bit small for big truck terminals."],
  },
];
