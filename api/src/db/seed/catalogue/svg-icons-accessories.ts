import { car, circles, type Draw, G, K, lugs, M, MD, speakerCone, truck } from "./svg-shapes.ts";

/** Drawings of tires, body parts, accessories and tools. */
export const ACCESSORY_ICONS = {
  tyre: (p) =>
    `<circle cx="400" cy="400" r="290" fill="${K}"/><circle cx="400" cy="400" r="285" fill="none" stroke="#454c54" stroke-width="26" stroke-dasharray="22 16"/>` +
    `<circle cx="400" cy="400" r="170" fill="none" stroke="${p.c}" stroke-width="10"/><circle cx="400" cy="400" r="150" fill="${M}"/>` +
    `<circle cx="400" cy="400" r="50" fill="${MD}"/>${lugs(400, 400, 100, 5, 15, K)}`,
  mirror: (p) =>
    `<path d="M180 260 Q200 180 320 180 L600 200 Q660 220 650 320 L630 500 Q610 580 520 580 L250 560 Q180 550 180 470Z" fill="${p.c}"/>` +
    `<path d="M230 270 Q240 230 320 230 L580 250 Q610 260 605 320 L590 470 Q580 520 520 520 L270 505 Q230 500 230 450Z" fill="${G}"/>`,
  bumper: (p) =>
    `<path d="M110 330 Q400 260 690 330 L700 470 Q400 540 100 470Z" fill="${p.c}"/><path d="M280 420 Q400 440 520 420 L510 470 Q400 490 290 470Z" fill="${K}"/>` +
    `${circles(
      [
        [190, 420],
        [610, 420],
      ],
      24,
      p.d,
    )}`,
  fender: (p) =>
    `<path d="M140 560 L140 330 Q200 250 420 250 L660 260 L660 560 L600 560 A150 150 0 0 0 300 560Z" fill="${p.c}"/><path d="M560 300 L640 300 L640 340 L560 340Z" fill="${p.d}"/>`,
  lamp: (p) =>
    `<path d="M130 300 Q380 200 670 260 Q690 420 600 520 L220 520 Q120 450 130 300Z" fill="${G}" stroke="${p.c}" stroke-width="18"/>` +
    `${circles(
      [
        [300, 390],
        [470, 380],
      ],
      70,
      p.l,
    )}${circles(
      [
        [300, 390],
        [470, 380],
      ],
      30,
      "#f4f6f8",
    )}<path d="M200 480 H600" stroke="${p.d}" stroke-width="14"/>`,
  /** A tail light: a wedge of red lens with its amber and clear sections, in a housing of the brand's colour. */
  tailLamp: (p) =>
    `<path d="M170 250 L600 210 Q660 210 650 290 L610 580 Q600 620 560 610 L200 520 Q150 500 160 450Z" fill="${p.d}"/>` +
    `<path d="M200 280 L590 245 Q620 250 615 290 L585 560 L220 480 Q190 470 195 440Z" fill="#c8262e"/>` +
    `<path d="M380 265 L590 245 Q620 250 615 290 L605 370 L375 390Z" fill="#f0f1f2" fill-opacity="0.85"/>` +
    `<path d="M372 430 L600 415 L590 505 L368 470Z" fill="#f29a1d"/><path d="M230 330 H350 M225 390 H345" stroke="#e85a60" stroke-width="12"/>`,
  grille: (p) =>
    `<rect x="140" y="270" width="520" height="260" rx="60" fill="${p.c}"/><rect x="175" y="300" width="450" height="200" rx="40" fill="${K}"/>` +
    `<path d="${Array.from({ length: 6 }, (_, i) => `M175 ${320 + i * 32} H625`).join(" ")}" stroke="${MD}" stroke-width="8"/>`,
  wiper: (p) =>
    `<path d="M120 560 L680 250" stroke="${K}" stroke-width="26" stroke-linecap="round"/><path d="M150 520 L650 245" stroke="${p.c}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M400 410 L560 600" stroke="${MD}" stroke-width="22" stroke-linecap="round"/>`,
  car: (p) => car(p.c),
  truck: (p) => `${truck(p.c)}<rect x="100" y="355" width="285" height="26" fill="${p.d}"/>`,
  rack: (p) =>
    `${car("#c7ced5")}<path d="M290 225 H610 M300 205 V245 M600 205 V245" stroke="${p.c}" stroke-width="18" stroke-linecap="round"/>`,
  board: (p) =>
    `<path d="M110 420 L690 380 L700 450 L120 490Z" fill="${p.c}"/><path d="M180 410 L640 380" stroke="${K}" stroke-width="10" stroke-dasharray="40 20"/>` +
    `${[220, 400, 580].map((x) => `<rect x="${x}" y="455" width="24" height="110" fill="${MD}"/>`).join("")}`,
  flap: (p) =>
    `<rect x="260" y="170" width="280" height="460" rx="30" fill="${K}"/><rect x="260" y="170" width="280" height="70" rx="20" fill="${p.c}"/>` +
    `<path d="${Array.from({ length: 6 }, (_, i) => `M300 ${300 + i * 50} H500`).join(" ")}" stroke="#454c54" stroke-width="12"/>`,
  hitch: (p) =>
    `<rect x="120" y="340" width="340" height="110" rx="8" fill="${p.c}"/><rect x="440" y="360" width="200" height="70" fill="${MD}"/>` +
    `<circle cx="620" cy="310" r="60" fill="${M}"/><rect x="605" y="320" width="30" height="50" fill="${M}"/><circle cx="300" cy="395" r="20" fill="${K}"/>`,
  mat: (p) =>
    `<path d="M200 160 L600 160 Q640 160 640 200 L660 620 Q660 660 620 660 L180 660 Q140 660 140 620 L160 200 Q160 160 200 160Z" fill="${K}" stroke="${p.c}" stroke-width="16"/>` +
    `<path d="${Array.from({ length: 8 }, (_, i) => `M220 ${240 + i * 50} H580`).join(" ")}" stroke="#454c54" stroke-width="14"/>`,
  seat: (p) =>
    `<g transform="rotate(-12 330 480)"><rect x="270" y="160" width="120" height="330" rx="50" fill="${p.c}"/>` +
    `<rect x="285" y="75" width="90" height="70" rx="28" fill="${p.d}"/><path d="M330 190 V460" stroke="${p.l}" stroke-width="10"/></g>` +
    `<rect x="300" y="420" width="300" height="95" rx="42" fill="${p.d}"/><rect x="330" y="515" width="240" height="26" fill="${MD}"/>`,
  steering: (p) =>
    `<circle cx="400" cy="400" r="250" fill="none" stroke="${p.c}" stroke-width="60"/><circle cx="400" cy="400" r="80" fill="${K}"/>` +
    `<path d="M170 430 L320 400 M630 430 L480 400 M400 480 L400 640" stroke="${K}" stroke-width="50"/>`,
  phone: (p) =>
    `<rect x="300" y="150" width="200" height="380" rx="30" fill="${K}"/><rect x="318" y="180" width="164" height="320" rx="12" fill="${p.l}"/>` +
    `<path d="M280 300 H300 M500 300 H520" stroke="${p.c}" stroke-width="40"/><rect x="370" y="530" width="60" height="130" fill="${p.c}"/>`,
  organizer: (p) =>
    `<path d="M150 330 L650 330 L620 600 L180 600Z" fill="${p.c}"/><path d="M150 330 L230 240 L570 240 L650 330" fill="${p.d}"/>` +
    `<path d="M330 330 L320 600 M470 330 L480 600" stroke="${p.l}" stroke-width="10"/>`,
  shade: (p) =>
    `<path d="${Array.from({ length: 8 }, (_, i) => `M${160 + i * 60} ${i % 2 ? 230 : 260} L${220 + i * 60} ${i % 2 ? 260 : 230} L${220 + i * 60} ${i % 2 ? 590 : 560} L${160 + i * 60} ${i % 2 ? 560 : 590}Z`).join(" ")}" fill="${M}"/>` +
    `<rect x="160" y="385" width="480" height="30" fill="${p.c}"/>`,
  speaker: (p) =>
    `<circle cx="400" cy="400" r="280" fill="${K}"/>${speakerCone(400, 400, 240, p)}${lugs(400, 400, 262, 4, 10, M)}`,
  sub: (p) => `<rect x="150" y="170" width="500" height="460" rx="20" fill="${K}"/>${speakerCone(400, 400, 190, p)}`,
  headunit: (p) =>
    `<rect x="130" y="260" width="540" height="280" rx="20" fill="${K}"/><rect x="220" y="290" width="360" height="210" rx="8" fill="${p.l}"/>` +
    `<rect x="240" y="310" width="150" height="80" rx="6" fill="${p.c}"/><rect x="410" y="310" width="150" height="80" rx="6" fill="${p.d}"/>${circles(
      [
        [175, 330],
        [175, 470],
        [625, 330],
        [625, 470],
      ],
      18,
      M,
    )}`,
  amp: (p) =>
    `<rect x="120" y="270" width="560" height="260" rx="24" fill="${p.c}"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${170 + i * 52}" y="300" width="24" height="200" rx="6" fill="${p.d}"/>`).join("")}` +
    `${circles(
      [
        [150, 300],
        [650, 300],
        [150, 500],
        [650, 500],
      ],
      12,
      M,
    )}`,
  camera: (p) =>
    `<rect x="190" y="260" width="420" height="240" rx="40" fill="${K}"/><circle cx="400" cy="380" r="95" fill="${p.c}"/><circle cx="400" cy="380" r="60" fill="#1b2a3a"/>` +
    `<circle cx="380" cy="360" r="14" fill="${G}"/><rect x="360" y="160" width="80" height="100" rx="10" fill="${MD}"/>`,
  intake: (p) =>
    `<path d="M150 250 L380 250 Q480 250 480 350 L480 520" fill="none" stroke="${p.c}" stroke-width="90"/>` +
    `<path d="M400 520 L560 520 L600 680 L360 680Z" fill="#e9453a"/><path d="M380 560 H580 M372 600 H588 M366 640 H594" stroke="${K}" stroke-width="10"/>`,
  exhaust: (p) =>
    `<path d="M100 300 L300 300" stroke="${M}" stroke-width="50"/><rect x="290" y="230" width="260" height="150" rx="60" fill="${M}"/>` +
    `<path d="M550 305 L640 305 L640 480" fill="none" stroke="${M}" stroke-width="50"/><rect x="600" y="470" width="80" height="120" rx="10" fill="${p.c}"/>`,
  jack: (p) =>
    `<path d="M140 520 L560 520 L600 460 L180 460Z" fill="${p.c}"/><path d="M520 470 L360 250" stroke="${p.d}" stroke-width="60"/><rect x="300" y="210" width="130" height="40" fill="${K}"/>` +
    `<path d="M150 470 L60 330" stroke="${MD}" stroke-width="20"/>${circles(
      [
        [200, 545],
        [520, 545],
      ],
      35,
      K,
    )}`,
  sockets: (p) =>
    `<rect x="110" y="220" width="580" height="360" rx="20" fill="${p.c}"/><rect x="140" y="250" width="520" height="300" rx="10" fill="${K}"/>` +
    `${[240, 300, 360, 420, 480, 540, 600].map((x, i) => `<circle cx="${x - 10}" cy="320" r="${14 + i * 3}" fill="${M}"/>`).join("")}<rect x="180" y="420" width="360" height="40" rx="10" fill="${M}"/>`,
  scanner: (p) =>
    `<rect x="260" y="130" width="280" height="470" rx="40" fill="${p.c}"/><rect x="295" y="170" width="210" height="170" rx="8" fill="#1b2a3a"/>` +
    `<path d="M315 290 L360 240 L400 270 L460 200" fill="none" stroke="#6ee7a8" stroke-width="8"/>${circles(
      [
        [340, 430],
        [400, 430],
        [460, 430],
        [400, 500],
      ],
      22,
      p.d,
    )}` +
    `<path d="M400 600 C400 690 560 690 600 620" fill="none" stroke="${K}" stroke-width="16"/>`,
  wrench: (p) =>
    `<path d="M150 600 L560 260" stroke="${M}" stroke-width="44" stroke-linecap="round"/><path d="M150 600 L330 450" stroke="${p.c}" stroke-width="60" stroke-linecap="round"/>` +
    `<circle cx="590" cy="235" r="60" fill="${MD}"/><rect x="570" y="130" width="40" height="60" fill="${M}"/>`,
  charger: (p) =>
    `<rect x="220" y="200" width="360" height="300" rx="30" fill="${p.c}"/><rect x="270" y="250" width="260" height="110" rx="10" fill="#1b2a3a"/>` +
    `<path d="M300 500 C300 600 200 600 190 660 M500 500 C500 600 600 600 610 660" fill="none" stroke="${K}" stroke-width="14"/>` +
    `<rect x="160" y="650" width="60" height="40" rx="6" fill="#d33"/><rect x="580" y="650" width="60" height="40" rx="6" fill="${K}"/>`,
  /** A jump starter: a hand-held lithium pack with its screen and USB port, clamps on short leads. */
  jumpStarter: (p) =>
    `<rect x="260" y="150" width="280" height="380" rx="50" fill="${p.c}"/><rect x="300" y="200" width="200" height="90" rx="10" fill="#1b2a3a"/>` +
    `<path d="M410 215 L370 255 H405 L390 280 L435 240 H400Z" fill="#ffd23c"/><rect x="350" y="330" width="100" height="26" rx="6" fill="${K}"/>` +
    `<circle cx="400" cy="440" r="40" fill="${p.d}"/><circle cx="400" cy="440" r="18" fill="${p.l}"/>` +
    `<path d="M330 530 C330 610 230 600 220 650 M470 530 C470 610 570 600 580 650" fill="none" stroke="${K}" stroke-width="16"/>` +
    `<path d="M185 640 L255 640 L245 700 L195 700Z" fill="#d33"/><path d="M545 640 L615 640 L605 700 L555 700Z" fill="${K}"/>`,
  chip: (p) =>
    `<rect x="260" y="150" width="280" height="420" rx="30" fill="${K}"/><rect x="290" y="190" width="220" height="180" rx="8" fill="${p.l}"/>` +
    `${circles(
      [
        [340, 440],
        [460, 440],
      ],
      28,
      p.c,
    )}<path d="M400 570 V660 H520" fill="none" stroke="${K}" stroke-width="16"/>`,
} satisfies Record<string, Draw>;
