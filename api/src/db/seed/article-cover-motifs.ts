/**
 * The topic drawings for article covers (see article-covers.ts): one simple geometric motif per
 * topic, drawn around the origin within a radius of about 200 so the cover can place it anywhere.
 * Gradients are referenced by the cover's id prefix, so every cover stays self-contained.
 */

export type CoverMotif =
  | "brake"
  | "oil"
  | "tyre"
  | "battery"
  | "wiper"
  | "filter"
  | "light"
  | "spark"
  | "road"
  | "tool"
  | "snow"
  | "ev";

const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

function polar(radius: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [radius * Math.cos(a), radius * Math.sin(a)];
}

export interface Palette {
  id: string;
  accent: string;
  accentLight: string;
  deep: string;
}

function boltPath(scale: number, dx: number, dy: number): string {
  const pts: Array<[number, number]> = [
    [12, -60],
    [-34, 8],
    [-4, 8],
    [-14, 60],
    [34, -8],
    [4, -8],
    [12, -60],
  ];
  return `M${pts.map(([x, y]) => `${r1(x * scale + dx)},${r1(y * scale + dy)}`).join(" L")} Z`;
}

function dropPath(x: number, y: number, size: number): string {
  return `M${r1(x)},${r1(y - size)} C${r1(x + size * 0.35)},${r1(y - size * 0.45)} ${r1(x + size * 0.6)},${r1(y - size * 0.1)} ${r1(x + size * 0.6)},${r1(y + size * 0.3)} A${r1(size * 0.6)},${r1(size * 0.6)} 0 0 1 ${r1(x - size * 0.6)},${r1(y + size * 0.3)} C${r1(x - size * 0.6)},${r1(y - size * 0.1)} ${r1(x - size * 0.35)},${r1(y - size * 0.45)} ${r1(x)},${r1(y - size)} Z`;
}

function motifBrake(p: Palette): string {
  const drilled: string[] = [];
  for (const [radius, offset] of [
    [104, 0],
    [124, 10],
    [144, 20],
  ] as const) {
    for (let i = 0; i < 12; i++) {
      const [x, y] = polar(radius, i * 30 + offset);
      drilled.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="5.5" fill="${p.deep}"/>`);
    }
  }
  const lugs = [0, 72, 144, 216, 288]
    .map((deg) => {
      const [x, y] = polar(52, deg - 90);
      return `<circle cx="${r1(x)}" cy="${r1(y)}" r="9" fill="${p.deep}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`;
    })
    .join("");
  const [ox1, oy1] = polar(186, -78);
  const [ox2, oy2] = polar(186, -12);
  const [ix2, iy2] = polar(112, -12);
  const [ix1, iy1] = polar(112, -78);
  const caliper = `M${r1(ox1)},${r1(oy1)} A186,186 0 0 1 ${r1(ox2)},${r1(oy2)} L${r1(ix2)},${r1(iy2)} A112,112 0 0 0 ${r1(ix1)},${r1(iy1)} Z`;
  return `<circle r="170" fill="url(#${p.id}-metal)" stroke="#ffffff" stroke-opacity="0.85" stroke-width="4"/>
<circle r="156" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="2"/>
<circle r="92" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="2"/>
${drilled.join("")}
<circle r="80" fill="${p.deep}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="4"/>
<circle r="28" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="4"/>
${lugs}
<path d="${caliper}" fill="url(#${p.id}-accent)" stroke="url(#${p.id}-accent)" stroke-width="18" stroke-linejoin="round"/>
<path d="${caliper}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" transform="scale(0.97)"/>`;
}

function motifOil(p: Palette): string {
  const ticks = [-10, 10, 30, 50, 70]
    .map((y) => `<line x1="150" y1="${y}" x2="180" y2="${y}" stroke="#ffffff" stroke-width="3"/>`)
    .join("");
  return `<ellipse cx="-20" cy="178" rx="130" ry="16" fill="#000000" fill-opacity="0.25"/>
<path d="${dropPath(-20, -10, 200)}" fill="url(#${p.id}-accent)" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>
<path d="M-78,-20 C-98,20 -100,60 -84,96" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="14" stroke-linecap="round"/>
<circle cx="-88" cy="122" r="7" fill="#ffffff" fill-opacity="0.55"/>
<rect x="157" y="-150" width="16" height="300" rx="8" fill="#ffffff" fill-opacity="0.9"/>
<circle cx="165" cy="-172" r="24" fill="none" stroke="#ffffff" stroke-width="8"/>
${ticks}
<rect x="152" y="-10" width="26" height="80" fill="url(#${p.id}-accent)" fill-opacity="0.9"/>`;
}

function motifTyre(p: Palette): string {
  const tread: string[] = [];
  for (let i = 0; i < 36; i++) {
    tread.push(
      `<rect x="-8" y="-178" width="16" height="26" rx="3" fill="#ffffff" fill-opacity="0.16" transform="rotate(${i * 10})"/>`,
    );
  }
  const spokes = [0, 72, 144, 216, 288]
    .map(
      (deg) => `<path d="M-10,-24 L-20,-96 L20,-96 L10,-24 Z" fill="url(#${p.id}-accent)" transform="rotate(${deg})"/>`,
    )
    .join("");
  const nuts = [0, 72, 144, 216, 288]
    .map((deg) => {
      const [x, y] = polar(15, deg - 90);
      return `<circle cx="${r1(x)}" cy="${r1(y)}" r="4" fill="${p.deep}"/>`;
    })
    .join("");
  return `<circle r="186" fill="#0b0f14" fill-opacity="0.85" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>
${tread.join("")}
<circle r="140" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="10"/>
<circle r="112" fill="url(#${p.id}-metal)" stroke="#ffffff" stroke-opacity="0.8" stroke-width="4"/>
<circle r="98" fill="${p.deep}"/>
${spokes}
<circle r="30" fill="url(#${p.id}-accent)" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"/>
${nuts}`;
}

function motifBattery(p: Palette): string {
  return `<rect x="-115" y="-138" width="44" height="34" rx="5" fill="#ffffff" fill-opacity="0.9"/>
<rect x="71" y="-138" width="44" height="34" rx="5" fill="#ffffff" fill-opacity="0.9"/>
<rect x="-170" y="-112" width="340" height="240" rx="26" fill="url(#${p.id}-accent)" stroke="#ffffff" stroke-opacity="0.8" stroke-width="4"/>
<rect x="-170" y="-112" width="340" height="56" rx="26" fill="#000000" fill-opacity="0.2"/>
<rect x="-112" y="-96" width="38" height="10" rx="3" fill="#ffffff"/>
<rect x="-98" y="-110" width="10" height="38" rx="3" fill="#ffffff"/>
<rect x="74" y="-96" width="38" height="10" rx="3" fill="#ffffff"/>
<path d="${boltPath(1.45, 0, 40)}" fill="#ffffff" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>`;
}

function motifWiper(p: Palette): string {
  // The arm pivots at (-40, 120) and is drawn mid-sweep, at -62° from horizontal.
  const [ax, ay] = polar(232, -62);
  const [bx, by] = polar(80, -62);
  const [wx, wy] = polar(136, -62);
  const [sx, sy] = polar(192, -62);
  const drops: Array<[number, number, number]> = [
    [110, -70, 16],
    [60, -20, 12],
    [130, 20, 14],
    [20, -90, 11],
    [150, -10, 10],
  ];
  const dropMarks = drops
    .map(
      ([x, y, s]) =>
        `<path d="${dropPath(x, y, s)}" fill="#ffffff" fill-opacity="0.7" transform="rotate(180 ${x} ${y})"/>`,
    )
    .join("");
  return `<path d="M-190,130 L-150,-120 Q0,-150 150,-120 L190,130 Q0,150 -190,130 Z" fill="#ffffff" fill-opacity="0.07" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" stroke-linejoin="round"/>
<path d="M-40,120 L-176,120 A136,136 0 0 1 ${r1(wx - 40)},${r1(wy + 120)} Z" fill="url(#${p.id}-accent)" fill-opacity="0.2"/>
<path d="M-232,120 A192,192 0 0 1 ${r1(sx - 40)},${r1(sy + 120)}" fill="none" stroke="url(#${p.id}-accent)" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>
${dropMarks}
<line x1="-40" y1="120" x2="${r1(ax * 0.62 - 40)}" y2="${r1(ay * 0.62 + 120)}" stroke="#0b0f14" stroke-width="12" stroke-linecap="round"/>
<line x1="${r1(bx - 40)}" y1="${r1(by + 120)}" x2="${r1(ax - 40)}" y2="${r1(ay + 120)}" stroke="url(#${p.id}-accent)" stroke-width="14" stroke-linecap="round"/>
<circle cx="-40" cy="120" r="16" fill="#0b0f14" stroke="#ffffff" stroke-opacity="0.8" stroke-width="4"/>`;
}

function motifFilter(p: Palette): string {
  const pleats: string[] = [];
  for (let i = 0; i <= 12; i++) pleats.push(`${-108 + i * 18},${i % 2 === 0 ? -116 : 116}`);
  const arrow = (y: number, x0: number, x1: number, opacity: number): string =>
    `<path d="M${x0},${y} C${x0 + 20},${y - 14} ${x1 - 30},${y + 14} ${x1},${y}" fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="6" stroke-linecap="round"/><path d="M${x1 - 12},${y - 10} L${x1 + 2},${y} L${x1 - 12},${y + 10}" fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  const dust = [
    [-200, -70],
    [-170, -20],
    [-215, 30],
    [-185, 85],
    [-150, 55],
    [-160, -95],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#ffffff" fill-opacity="0.4"/>`)
    .join("");
  return `${dust}
${arrow(-50, -220, -140, 0.45)}${arrow(40, -220, -140, 0.45)}
<rect x="-124" y="-136" width="248" height="272" rx="18" fill="url(#${p.id}-accent)" fill-opacity="0.25" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/>
<polyline points="${pleats.join(" ")}" fill="none" stroke="url(#${p.id}-accent)" stroke-width="6" stroke-linejoin="round"/>
<polyline points="${pleats.join(" ")}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-linejoin="round"/>
${arrow(-50, 142, 222, 0.9)}${arrow(40, 142, 222, 0.9)}`;
}

function motifLight(p: Palette): string {
  const beams = [-90, -45, 0, 45, 90]
    .map(
      (y) =>
        `<line x1="-40" y1="${y}" x2="-190" y2="${y + 40}" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>`,
    )
    .join("");
  return `${beams}
<path d="M20,-120 C140,-120 178,-60 178,0 C178,60 140,120 20,120 C0,120 -6,70 -6,0 C-6,-70 0,-120 20,-120 Z" fill="url(#${p.id}-accent)" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/>
<path d="M36,-84 C100,-80 128,-40 130,0" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="12" stroke-linecap="round"/>`;
}

function motifSpark(p: Palette): string {
  const ribs = [-150, -128, -106, -84]
    .map((y) => `<rect x="-30" y="${y}" width="60" height="8" rx="4" fill="#000000" fill-opacity="0.12"/>`)
    .join("");
  const threads = [10, 30, 50, 70, 90]
    .map(
      (y) => `<line x1="-30" y1="${y + 10}" x2="30" y2="${y}" stroke="#000000" stroke-opacity="0.3" stroke-width="4"/>`,
    )
    .join("");
  return `<g transform="rotate(-24) scale(0.88) translate(0 -4)">
<rect x="-14" y="-210" width="28" height="30" rx="5" fill="url(#${p.id}-metal)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>
<rect x="-34" y="-184" width="68" height="140" rx="20" fill="#f4f6f8"/>
${ribs}
<path d="M-58,-44 L58,-44 L58,0 L-58,0 Z" fill="url(#${p.id}-accent)" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>
<line x1="-19" y1="-44" x2="-19" y2="0" stroke="#000000" stroke-opacity="0.2" stroke-width="3"/>
<line x1="19" y1="-44" x2="19" y2="0" stroke="#000000" stroke-opacity="0.2" stroke-width="3"/>
<rect x="-34" y="0" width="68" height="110" fill="url(#${p.id}-metal)"/>
${threads}
<rect x="-6" y="110" width="12" height="22" fill="#dfe4ea"/>
<path d="M28,110 L28,152 L-8,152" fill="none" stroke="#dfe4ea" stroke-width="10" stroke-linejoin="round"/>
</g>
<path d="${boltPath(0.9, 118, 148)}" fill="url(#${p.id}-accent)" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"/>
<path d="M150,90 L182,70 M158,130 L200,128 M136,60 L150,30" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>`;
}

function motifRoad(p: Palette): string {
  const dashSpans: Array<[number, number]> = [
    [-2, 14],
    [28, 58],
    [88, 140],
    [176, 240],
  ];
  const dashes: string[] = [];
  for (const [y0, y1] of dashSpans) {
    const w0 = 2 + (y0 + 10) * 0.045;
    const w1 = 2 + (y1 + 10) * 0.045;
    dashes.push(`<path d="M${r1(-w0)},${y0} L${r1(w0)},${y0} L${r1(w1)},${y1} L${r1(-w1)},${y1} Z" fill="#ffffff"/>`);
  }
  return `<g clip-path="url(#${p.id}-disc)">
<rect x="-200" y="-200" width="400" height="190" fill="url(#${p.id}-sky)"/>
<circle cx="70" cy="-30" r="56" fill="#ffffff" fill-opacity="0.9"/>
<path d="M-200,-10 L-130,-90 L-70,-30 L-20,-70 L40,-10 Z" fill="${p.deep}" fill-opacity="0.9"/>
<path d="M10,-10 L110,-80 L200,-10 Z" fill="${p.deep}" fill-opacity="0.75"/>
<rect x="-200" y="-12" width="400" height="212" fill="#0b0f14"/>
<path d="M-14,-12 L14,-12 L220,200 L-220,200 Z" fill="#3a4350"/>
<path d="M-14,-12 L-220,200 M14,-12 L220,200" stroke="url(#${p.id}-accent)" stroke-width="6"/>
${dashes.join("")}
</g>
<circle r="200" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/>`;
}

function motifTool(p: Palette): string {
  const teeth = 10;
  const gear: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const step = 360 / (teeth * 4);
    const radius = i % 4 < 2 ? 128 : 104;
    const [x, y] = polar(radius, i * step - step / 2);
    gear.push(`${r1(x)},${r1(y)}`);
  }
  const hex = [0, 60, 120, 180, 240, 300]
    .map((deg) => {
      const [x, y] = polar(24, deg);
      return `${r1(x)},${r1(y + 160)}`;
    })
    .join(" ");
  return `<defs><mask id="${p.id}-wrench"><rect x="-300" y="-300" width="600" height="600" fill="#000000"/>
<rect x="-22" y="-150" width="44" height="300" rx="12" fill="#ffffff"/>
<circle cx="0" cy="-170" r="58" fill="#ffffff"/><circle cx="0" cy="160" r="48" fill="#ffffff"/>
<rect x="-22" y="-240" width="44" height="84" rx="4" fill="#000000"/>
<polygon points="${hex}" fill="#000000"/></mask></defs>
<g transform="translate(56 40)"><polygon points="${gear.join(" ")}" fill="url(#${p.id}-accent)" fill-opacity="0.9" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" stroke-linejoin="round"/>
<circle r="46" fill="${p.deep}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/></g>
<g transform="rotate(-40) translate(-34 0)"><rect x="-300" y="-300" width="600" height="600" fill="url(#${p.id}-metal)" mask="url(#${p.id}-wrench)"/>
<rect x="-8" y="-110" width="16" height="220" rx="8" fill="#000000" fill-opacity="0.15"/></g>`;
}

function motifSnow(p: Palette): string {
  const arm = `<line x1="0" y1="0" x2="0" y2="-178" /><path d="M0,-92 L-40,-128 M0,-92 L40,-128 M0,-136 L-28,-164 M0,-136 L28,-164" />`;
  const arms = [0, 60, 120, 180, 240, 300].map((deg) => `<g transform="rotate(${deg})">${arm}</g>`).join("");
  const flakes = [
    [-190, -120, 6],
    [180, 150, 7],
    [-160, 170, 5],
    [190, -150, 5],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.6"/>`)
    .join("");
  return `${flakes}
<g fill="none" stroke="#ffffff" stroke-width="22" stroke-linecap="round" stroke-opacity="0.25">${arms}</g>
<g fill="none" stroke="${p.accentLight}" stroke-width="12" stroke-linecap="round">${arms}</g>
<polygon points="${[0, 60, 120, 180, 240, 300].map((d) => polar(34, d).map(r1).join(",")).join(" ")}" fill="${p.deep}" stroke="#ffffff" stroke-width="5"/>`;
}

function motifEv(p: Palette): string {
  return `<path d="M0,96 C0,160 -40,176 -100,176 C-150,176 -170,150 -190,120" fill="none" stroke="#0b0f14" stroke-width="26" stroke-linecap="round"/>
<path d="M0,96 C0,160 -40,176 -100,176 C-150,176 -170,150 -190,120" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="14" stroke-linecap="round"/>
<rect x="-56" y="-176" width="26" height="70" rx="8" fill="url(#${p.id}-metal)"/>
<rect x="30" y="-176" width="26" height="70" rx="8" fill="url(#${p.id}-metal)"/>
<rect x="-100" y="-116" width="200" height="186" rx="40" fill="url(#${p.id}-accent)" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/>
<rect x="-30" y="66" width="60" height="40" rx="10" fill="#0b0f14"/>
<path d="${boltPath(1.2, 0, -22)}" fill="#ffffff" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"/>`;
}

const MOTIFS: Record<CoverMotif, (p: Palette) => string> = {
  brake: motifBrake,
  oil: motifOil,
  tyre: motifTyre,
  battery: motifBattery,
  wiper: motifWiper,
  filter: motifFilter,
  light: motifLight,
  spark: motifSpark,
  road: motifRoad,
  tool: motifTool,
  snow: motifSnow,
  ev: motifEv,
};

export function drawMotif(motif: CoverMotif, palette: Palette): string {
  return MOTIFS[motif](palette);
}
