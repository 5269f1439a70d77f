import { circles, type Draw, G, K, lugs, M, MD } from "./svg-shapes.ts";

/** Drawings of mechanical parts and fluids: brakes to electrics. */
export const PART_ICONS = {
  pad: (p) =>
    `<path d="M160 360 Q400 200 640 360 L620 520 Q400 400 180 520Z" fill="${M}"/>` +
    `<path d="M195 385 Q400 250 605 385 L590 480 Q400 370 210 480Z" fill="${K}"/>` +
    `<rect x="340" y="255" width="120" height="30" rx="8" fill="${p.c}"/>${circles(
      [
        [230, 470],
        [570, 470],
      ],
      16,
      MD,
    )}`,
  rotor: (p) =>
    `<circle cx="400" cy="390" r="270" fill="${M}"/><circle cx="400" cy="390" r="255" fill="none" stroke="${MD}" stroke-width="6"/>` +
    `<circle cx="400" cy="390" r="130" fill="${p.c}"/><circle cx="400" cy="390" r="55" fill="${p.d}"/>${lugs(400, 390, 90, 5, 14, K)}` +
    lugs(400, 390, 200, 12, 9, MD),
  caliper: (p) =>
    `<circle cx="400" cy="480" r="240" fill="${M}"/><circle cx="400" cy="480" r="225" fill="none" stroke="${MD}" stroke-width="6"/>` +
    `<circle cx="400" cy="480" r="95" fill="${MD}"/>${lugs(400, 480, 55, 5, 12, K)}` +
    `<rect x="220" y="150" width="360" height="190" rx="70" fill="${p.c}"/><rect x="275" y="205" width="250" height="70" rx="24" fill="${p.d}"/>` +
    circles(
      [
        [255, 245],
        [545, 245],
      ],
      16,
      M,
    ),
  hose: (p) =>
    `<path d="M170 560 C220 200 580 600 630 240" fill="none" stroke="${K}" stroke-width="34" stroke-linecap="round"/>` +
    `<rect x="130" y="560" width="80" height="90" rx="10" fill="${M}"/><rect x="590" y="150" width="80" height="90" rx="10" fill="${M}"/>` +
    `<rect x="370" y="375" width="60" height="60" rx="10" fill="${p.c}"/>`,
  bottle: (p) =>
    `<rect x="355" y="140" width="90" height="70" rx="10" fill="${p.d}"/><path d="M330 210 L470 210 L520 290 L520 620 Q520 650 490 650 L310 650 Q280 650 280 620 L280 290Z" fill="#f4f6f8" stroke="${MD}" stroke-width="6"/>` +
    `<rect x="295" y="360" width="210" height="200" rx="12" fill="${p.c}"/><rect x="295" y="430" width="210" height="40" fill="${p.l}"/>`,
  jug: (p) =>
    `<path d="M250 250 L440 250 L470 200 L540 200 L560 250 L590 300 L590 630 Q590 660 560 660 L240 660 Q210 660 210 630 L210 300Z" fill="${p.c}"/>` +
    `<rect x="470" y="160" width="70" height="50" rx="8" fill="${K}"/><path d="M250 250 L250 400 L330 400 L330 300Z" fill="${p.d}"/>` +
    `<rect x="250" y="420" width="300" height="170" rx="12" fill="#f4f6f8"/><rect x="250" y="480" width="300" height="30" fill="${p.l}"/>`,
  shoe: (p) =>
    `<path d="M170 400 A230 230 0 0 1 630 400 L580 400 A180 180 0 0 0 220 400Z" fill="${M}"/>` +
    `<path d="M190 400 A210 210 0 0 1 300 215 L325 255 A165 165 0 0 0 235 400Z" fill="${K}"/>` +
    `<path d="M610 400 A210 210 0 0 0 500 215 L475 255 A165 165 0 0 1 565 400Z" fill="${K}"/>` +
    `<path d="M300 400 L500 400" stroke="${p.c}" stroke-width="24" stroke-linecap="round"/>`,
  filter: (p) =>
    `<rect x="250" y="180" width="300" height="450" rx="40" fill="${p.c}"/><rect x="250" y="180" width="300" height="80" rx="30" fill="${MD}"/>` +
    `<path d="M270 220 H530" stroke="${K}" stroke-width="6" stroke-dasharray="14 10"/><rect x="250" y="380" width="300" height="110" fill="${p.l}"/>`,
  /** An inline fuel filter: a can with a hose barb at each end and an arrow for the flow. */
  fuelFilter: (p) =>
    `<rect x="110" y="375" width="140" height="50" rx="10" fill="${M}"/><rect x="550" y="375" width="140" height="50" rx="10" fill="${M}"/>` +
    `<path d="M130 365 V435 M170 365 V435 M630 365 V435 M670 365 V435" stroke="${MD}" stroke-width="10"/>` +
    `<rect x="240" y="270" width="320" height="260" rx="60" fill="${p.c}"/><rect x="240" y="350" width="320" height="100" fill="${p.l}"/>` +
    `<path d="M300 400 H470" stroke="${p.d}" stroke-width="22"/><path d="M460 360 L520 400 L460 440Z" fill="${p.d}"/>`,
  panelFilter: (p) =>
    `<rect x="140" y="230" width="520" height="320" rx="20" fill="${p.c}"/><rect x="175" y="265" width="450" height="250" fill="#f1ede2"/>` +
    `<path d="${Array.from({ length: 15 }, (_, i) => `M${190 + i * 30} 265 V515`).join(" ")}" stroke="#c9c1aa" stroke-width="8"/>`,
  plug: (p) =>
    `<rect x="380" y="110" width="40" height="60" rx="8" fill="${M}"/><path d="M350 170 L450 170 L440 390 L360 390Z" fill="#f7f7f5" stroke="${MD}" stroke-width="4"/>` +
    `<rect x="350" y="250" width="100" height="16" fill="${p.c}"/><path d="M320 390 L480 390 L480 470 L320 470Z" fill="${MD}"/>` +
    `<rect x="360" y="470" width="80" height="150" fill="${M}"/><path d="M360 500 L440 515 M360 535 L440 550 M360 570 L440 585" stroke="${MD}" stroke-width="8"/>` +
    `<path d="M400 620 V660 H440" fill="none" stroke="${MD}" stroke-width="12"/>`,
  coil: (p) =>
    `<rect x="300" y="120" width="200" height="120" rx="18" fill="${p.c}"/><rect x="470" y="150" width="70" height="60" rx="8" fill="${K}"/>` +
    `<rect x="355" y="240" width="90" height="300" fill="${K}"/><path d="M355 540 L445 540 L430 660 L370 660Z" fill="${p.d}"/>`,
  wires: (p) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M${190 + i * 40} ${560 - i * 10} C${260 + i * 30} 200 ${520 - i * 20} 640 ${600 - i * 10} ${250 + i * 30}" fill="none" stroke="${i % 2 ? p.d : p.c}" stroke-width="22" stroke-linecap="round"/>`,
      )
      .join("") +
    circles(
      [
        [190, 570],
        [600, 250],
      ],
      30,
      K,
    ),
  cap: (p) =>
    `<ellipse cx="400" cy="480" rx="230" ry="70" fill="${K}"/><path d="M170 480 Q180 300 400 280 Q620 300 630 480Z" fill="${p.c}"/>` +
    `${[250, 330, 400, 470, 550].map((x) => `<rect x="${x - 22}" y="${x === 400 ? 200 : 250}" width="44" height="90" rx="8" fill="${p.d}"/>`).join("")}`,
  shock: (p) =>
    `<circle cx="400" cy="130" r="40" fill="none" stroke="${MD}" stroke-width="22"/><rect x="385" y="160" width="30" height="170" fill="${M}"/>` +
    `<rect x="330" y="320" width="140" height="300" rx="20" fill="${p.c}"/><rect x="330" y="360" width="140" height="24" fill="${p.d}"/>` +
    `<circle cx="400" cy="660" r="40" fill="none" stroke="${MD}" stroke-width="22"/>`,
  /** A strut assembly: the damper inside its coil spring, between the spring seat and the top mount. */
  strut: (p) =>
    `<rect x="385" y="95" width="30" height="70" fill="${M}"/><rect x="260" y="150" width="280" height="44" rx="14" fill="${K}"/>` +
    `<rect x="345" y="190" width="110" height="420" rx="16" fill="${MD}"/>` +
    `<path d="M300 215 ${Array.from({ length: 5 }, (_, i) => `L500 ${250 + i * 62} L300 ${281 + i * 62}`).join(" ")}" fill="none" stroke="${p.c}" stroke-width="26" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<rect x="270" y="555" width="260" height="26" rx="8" fill="${M}"/><rect x="360" y="580" width="80" height="70" fill="${MD}"/>` +
    `<path d="M330 650 H470 V700 H330Z" fill="${p.d}"/><circle cx="360" cy="675" r="12" fill="${K}"/><circle cx="440" cy="675" r="12" fill="${K}"/>`,
  /** A tie rod end: the threaded rod, the ball-joint housing with its boot and tapered stud, a jam nut. */
  tieRod: (p) =>
    `<rect x="120" y="370" width="380" height="44" rx="10" fill="${M}"/>` +
    `<path d="${Array.from({ length: 9 }, (_, i) => `M${140 + i * 26} 370 L${152 + i * 26} 414`).join(" ")}" stroke="${MD}" stroke-width="6"/>` +
    `<rect x="370" y="352" width="46" height="80" rx="6" fill="${MD}"/>` +
    `<path d="M470 350 Q520 300 600 320 Q680 340 680 400 Q680 460 600 470 Q520 470 470 434Z" fill="${p.c}"/>` +
    `<path d="M560 460 Q600 500 640 460 L650 520 Q600 545 550 520Z" fill="${K}"/>` +
    `<path d="M580 525 L620 525 L612 640 L588 640Z" fill="${M}"/><rect x="575" y="600" width="50" height="26" rx="4" fill="${MD}"/>`,
  spring: (p) =>
    `<path d="M290 150 ${Array.from({ length: 8 }, (_, i) => `L510 ${195 + i * 60} L290 ${225 + i * 60}`).join(" ")}" fill="none" stroke="${p.c}" stroke-width="30" stroke-linejoin="round" stroke-linecap="round"/>`,
  arm: (p) =>
    `<path d="M170 260 L630 330 L230 560Z" fill="none" stroke="${M}" stroke-width="70" stroke-linejoin="round"/>` +
    `${circles(
      [
        [170, 260],
        [230, 560],
      ],
      50,
      p.c,
    )}${circles(
      [
        [170, 260],
        [230, 560],
      ],
      22,
      K,
    )}<circle cx="630" cy="330" r="44" fill="${MD}"/>`,
  hub: (p) =>
    `<circle cx="400" cy="400" r="240" fill="${M}"/><circle cx="400" cy="400" r="170" fill="${p.c}"/><circle cx="400" cy="400" r="80" fill="${MD}"/>` +
    lugs(400, 400, 125, 5, 20, "#e8ecef"),
  link: (p) =>
    `<rect x="200" y="380" width="400" height="40" rx="20" fill="${M}"/>${circles(
      [
        [190, 400],
        [610, 400],
      ],
      60,
      p.c,
    )}${circles(
      [
        [190, 400],
        [610, 400],
      ],
      25,
      K,
    )}` +
    `<rect x="590" y="250" width="40" height="110" fill="${MD}"/><rect x="170" y="440" width="40" height="110" fill="${MD}"/>`,
  battery: (p) =>
    `<rect x="170" y="260" width="460" height="360" rx="20" fill="${K}"/><rect x="170" y="260" width="460" height="80" rx="20" fill="${p.c}"/>` +
    `<rect x="230" y="210" width="60" height="55" fill="${M}"/><rect x="510" y="210" width="60" height="55" fill="${M}"/>` +
    `<path d="M240 420 H280 M520 420 H560 M540 400 V440" stroke="#f4f6f8" stroke-width="12"/><rect x="230" y="490" width="340" height="60" rx="8" fill="${p.d}"/>`,
  alternator: (p) =>
    `<circle cx="420" cy="400" r="220" fill="${M}"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${260 + i * 32}" y="230" width="14" height="340" fill="${MD}"/>`).join("")}` +
    `<rect x="150" y="350" width="100" height="100" rx="10" fill="${p.c}"/><circle cx="420" cy="400" r="70" fill="${p.d}"/>`,
  motor: (p) =>
    `<rect x="180" y="330" width="360" height="200" rx="30" fill="${M}"/><rect x="250" y="200" width="320" height="120" rx="40" fill="${p.c}"/>` +
    `<rect x="540" y="380" width="90" height="100" fill="${MD}"/><rect x="630" y="395" width="50" height="70" fill="${K}"/>`,
  bulb: (p) =>
    `<path d="M360 150 Q400 110 440 150 L450 430 L350 430Z" fill="${G}" stroke="${MD}" stroke-width="5"/><rect x="385" y="220" width="30" height="120" fill="#f5c542"/>` +
    `<rect x="320" y="430" width="160" height="50" rx="8" fill="${p.c}"/><rect x="345" y="480" width="110" height="120" fill="${K}"/><rect x="330" y="600" width="140" height="30" fill="${M}"/>`,
  fuse: (p) =>
    [p.c, p.d, "#f5c542", "#4f8fd6"]
      .map(
        (f, i) =>
          `<rect x="${190 + i * 110}" y="260" width="90" height="160" rx="10" fill="${f}"/><rect x="${205 + i * 110}" y="420" width="20" height="110" fill="${M}"/><rect x="${255 + i * 110}" y="420" width="20" height="110" fill="${M}"/>`,
      )
      .join(""),
} satisfies Record<string, Draw>;
