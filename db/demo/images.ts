/**
 * Demo images drawn locally (nothing downloaded): small SVG scenes rendered by sharp, then run
 * through the upload pipeline's image processing so they get the same WebP variants as uploads.
 * Scenes are landscapes and landmark silhouettes, never text.
 */
import sharp from "sharp";
import type { Db } from "#app/shared/db.server";
import { type ImageVariant, processPublicImage } from "#app/modules/media/.server/process-image";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { storePublicVariants } from "#app/modules/media/.server/store-file";

const W = 1200;
const H = 800;

export type Landmark =
  | "kaaba"
  | "nabawi"
  | "mosque"
  | "aqsa"
  | "fuji"
  | "pagoda"
  | "hanok"
  | "registan"
  | "balloons"
  | "skyline"
  | "twin-towers"
  | "burj"
  | "tents"
  | "bali-gate"
  | "terraces"
  | "alps"
  | "palms"
  | "none";

export interface Scene {
  /** Sky gradient, top to horizon. */
  sky: [string, string] | [string, string, string];
  sun?: { x: number; y: number; r: number; color: string };
  moon?: { x: number; y: number; r: number };
  stars?: boolean;
  /** Mountain ridges behind the landmark, far to near. */
  hills?: { base: number; height: number; color: string }[];
  sea?: { y: number; color: [string, string] };
  dunes?: [string, string];
  landmark: Landmark;
  /** Main colour of the landmark (domes, roofs, towers). */
  accent?: string;
  /** Ground colour in front. */
  ground?: string;
  /** Foreground leaves or blossoms. */
  leaves?: string[];
  seed: number;
}

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function ridge(rand: () => number, base: number, height: number, color: string): string {
  const pts: string[] = [`0,${H}`];
  let y = base - height * rand();
  for (let x = 0; x <= W; x += 60) {
    y = Math.min(base, Math.max(base - height, y + (rand() - 0.5) * height * 0.6));
    pts.push(`${x},${r1(y)}`);
  }
  pts.push(`${W},${H}`);
  return `<polygon points="${pts.join(" ")}" fill="${color}"/>`;
}

function minaret(x: number, base: number, h: number, color: string, w = 16): string {
  const top = base - h;
  return (
    `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${h}" fill="${color}"/>` +
    `<rect x="${x - w / 2 - 5}" y="${top + h * 0.3}" width="${w + 10}" height="7" fill="${color}"/>` +
    `<rect x="${x - w / 2 - 4}" y="${top + h * 0.6}" width="${w + 8}" height="6" fill="${color}"/>` +
    `<polygon points="${x - w / 2 - 2},${top} ${x + w / 2 + 2},${top} ${x},${top - 46}" fill="${color}"/>`
  );
}

function dome(cx: number, base: number, r: number, color: string, drum = 0.35): string {
  const drumH = r * drum;
  return (
    `<rect x="${cx - r}" y="${base - drumH}" width="${2 * r}" height="${drumH}" fill="${color}" opacity="0.92"/>` +
    `<path d="M${cx - r},${base - drumH} A${r},${r * 1.05} 0 0 1 ${cx + r},${base - drumH} Z" fill="${color}"/>` +
    `<rect x="${cx - 2}" y="${base - drumH - r * 1.05 - 26}" width="4" height="28" fill="${color}"/>`
  );
}

function landmark(s: Scene, rand: () => number): string {
  const a = s.accent ?? "#1f2a44";
  const g = s.ground ?? "#e9e3d5";
  switch (s.landmark) {
    case "kaaba": {
      // The courtyard, arcades and minarets around a black cube with its gold band.
      const arches = Array.from(
        { length: 22 },
        (_, i) =>
          `<path d="M${i * 56},560 v-44 a28,28 0 0 1 56,0 v44 Z" fill="#f7f3ea" stroke="#d8cfbd" stroke-width="3"/>`,
      ).join("");
      return (
        `<rect x="0" y="470" width="${W}" height="100" fill="#efe7d6"/>${arches}` +
        [90, 250, 950, 1110].map((x) => minaret(x, 480, 260, "#f4efe4", 20)).join("") +
        `<rect x="0" y="560" width="${W}" height="240" fill="${g}"/>` +
        [520, 420, 320]
          .map(
            (rx, i) =>
              `<ellipse cx="600" cy="690" rx="${rx}" ry="${rx * 0.22}" fill="none" stroke="#d9d1c0" stroke-width="${6 - i}"/>`,
          )
          .join("") +
        `<polygon points="480,470 640,470 640,690 480,690" fill="#141414"/>` +
        `<polygon points="640,470 740,440 740,650 640,690" fill="#262626"/>` +
        `<polygon points="480,470 580,440 740,440 640,470" fill="#333"/>` +
        `<polygon points="480,505 640,505 640,525 480,525" fill="#c9a227"/>` +
        `<polygon points="640,505 740,474 740,494 640,525" fill="#b08d1f"/>` +
        `<rect x="590" y="590" width="34" height="62" fill="#b8962a"/>`
      );
    }
    case "nabawi": {
      const arcade = Array.from(
        { length: 14 },
        (_, i) =>
          `<path d="M${150 + i * 65},610 v-60 a32,32 0 0 1 64,0 v60 Z" fill="#fbf8f1" stroke="#ddd3bf" stroke-width="3"/>`,
      ).join("");
      return (
        `<rect x="130" y="500" width="940" height="110" fill="#f3ecdd"/>${arcade}` +
        [160, 330, 870, 1040].map((x) => minaret(x, 510, 300, "#f6f1e6", 22)).join("") +
        dome(600, 500, 95, a, 0.45) +
        dome(460, 505, 55, "#d8d0bf") +
        dome(740, 505, 55, "#d8d0bf") +
        `<rect x="0" y="610" width="${W}" height="190" fill="${g}"/>` +
        Array.from({ length: 9 }, (_, i) => {
          const x = 80 + i * 130;
          return `<path d="M${x - 55},700 Q${x},615 ${x + 55},700 Z" fill="#fffdf7" opacity="0.9"/><rect x="${x - 2}" y="700" width="4" height="70" fill="#b9ae98"/>`;
        }).join("")
      );
    }
    case "mosque":
    case "aqsa": {
      const isAqsa = s.landmark === "aqsa";
      const base = isAqsa ? 560 : 540;
      const body = isAqsa
        ? `<polygon points="420,${base} 480,${base - 150} 720,${base - 150} 780,${base}" fill="#2d6aa6"/>` +
          `<rect x="460" y="${base - 150}" width="280" height="20" fill="#e8e0c8"/>` +
          dome(600, base - 150, 120, a, 0.5)
        : `<rect x="360" y="${base - 110}" width="480" height="110" fill="${a}"/>` +
          dome(600, base - 110, 140, a, 0.3) +
          dome(430, base - 110, 60, a) +
          dome(770, base - 110, 60, a) +
          [250, 340, 860, 950].map((x, i) => minaret(x, base, i % 3 === 0 ? 330 : 290, a, 14)).join("");
      return `${body}<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${g}"/>`;
    }
    case "fuji":
      return (
        `<polygon points="180,620 600,200 1020,620" fill="${a}"/>` +
        `<polygon points="600,200 520,280 560,300 600,270 640,305 690,290" fill="#f8f9fb"/>` +
        `<rect x="0" y="600" width="${W}" height="200" fill="${g}"/>` +
        pagoda(960, 640, "#7a2e2a")
      );
    case "pagoda":
      return `<rect x="0" y="640" width="${W}" height="160" fill="${g}"/>${pagoda(600, 660, a, 1.5)}`;
    case "hanok": {
      const roof = (y: number, w: number) =>
        `<path d="M${600 - w},${y} Q${600 - w * 0.6},${y - 40} ${600 - w * 0.45},${y - 70} L${600 + w * 0.45},${y - 70} Q${600 + w * 0.6},${y - 40} ${600 + w},${y} Q600,${y - 25} ${600 - w},${y} Z" fill="${a}"/>`;
      return (
        `<rect x="380" y="470" width="440" height="150" fill="#8b2f2a"/>` +
        Array.from(
          { length: 8 },
          (_, i) => `<rect x="${400 + i * 56}" y="480" width="10" height="140" fill="#2e5e4e"/>`,
        ).join("") +
        roof(480, 300) +
        `<rect x="460" y="360" width="280" height="60" fill="#8b2f2a"/>${roof(372, 220)}` +
        `<rect x="0" y="620" width="${W}" height="180" fill="${g}"/>` +
        `<rect x="300" y="620" width="600" height="26" fill="#d9d2c3"/>`
      );
    }
    case "registan": {
      const portal = (cx: number, w: number, h: number) =>
        `<rect x="${cx - w / 2}" y="${620 - h}" width="${w}" height="${h}" fill="#d6b98c"/>` +
        `<rect x="${cx - w / 2 + 14}" y="${620 - h + 14}" width="${w - 28}" height="${h - 14}" fill="${a}"/>` +
        `<path d="M${cx - w * 0.28},620 v-${h * 0.55} a${w * 0.28},${w * 0.3} 0 0 1 ${w * 0.56},0 v${h * 0.55} Z" fill="#16314f"/>`;
      const ribbed = (cx: number, base: number, r: number) =>
        `${dome(cx, base, r, a, 0.6)}${Array.from({ length: 5 }, (_, i) => `<path d="M${cx - r + (i + 1) * ((2 * r) / 6)},${base - r * 0.6} Q${cx},${base - r * 1.9} ${cx},${base - r * 1.65}" stroke="#9fd3e6" stroke-width="3" fill="none" opacity="0.6"/>`).join("")}`;
      return (
        portal(250, 260, 300) +
        portal(950, 260, 300) +
        portal(600, 340, 360) +
        ribbed(370, 440, 60) +
        ribbed(830, 440, 60) +
        [110, 1090].map((x) => minaret(x, 620, 340, "#d6b98c", 26)).join("") +
        `<rect x="0" y="620" width="${W}" height="180" fill="${g}"/>`
      );
    }
    case "balloons": {
      const colors = ["#e4572e", "#f3a712", "#29335c", "#a8c686", "#669bbc", "#c1121f", "#ffd166"];
      return `${Array.from({ length: 9 }, (_, i) => {
        const x = 90 + rand() * 1020;
        const y = 110 + rand() * 330;
        const r = 22 + rand() * 42;
        const c = colors[i % colors.length];
        return `<g opacity="${r1(0.75 + rand() * 0.25)}"><path d="M${x - r},${y} A${r},${r * 1.1} 0 1 1 ${x + r},${y} Q${x + r * 0.6},${y + r * 0.9} ${x + r * 0.25},${y + r * 1.25} L${x - r * 0.25},${y + r * 1.25} Q${x - r * 0.6},${y + r * 0.9} ${x - r},${y} Z" fill="${c}"/><rect x="${x - r * 0.18}" y="${y + r * 1.38}" width="${r * 0.36}" height="${r * 0.28}" fill="#5b3a1e"/></g>`;
      }).join("")}<rect x="0" y="680" width="${W}" height="120" fill="${g}"/>`;
    }
    case "skyline":
    case "twin-towers":
    case "burj": {
      const towers: string[] = [];
      for (let x = -20; x < W; ) {
        const w = 50 + rand() * 70;
        const h = 120 + rand() * 220;
        towers.push(
          `<rect x="${r1(x)}" y="${r1(640 - h)}" width="${r1(w)}" height="${r1(h)}" fill="${a}" opacity="0.75"/>`,
        );
        for (let wy = 640 - h + 16; wy < 630; wy += 26)
          for (let wx = x + 10; wx < x + w - 12; wx += 18)
            if (rand() < 0.35)
              towers.push(`<rect x="${r1(wx)}" y="${r1(wy)}" width="7" height="10" fill="#ffd98a" opacity="0.8"/>`);
        x += w + 8;
      }
      let hero = "";
      if (s.landmark === "twin-towers") {
        const tower = (cx: number) =>
          `${[0, 1, 2, 3, 4]
            .map(
              (i) =>
                `<rect x="${cx - 34 + i * 6}" y="${640 - 420 - i * 40}" width="${68 - i * 12}" height="${420 + i * 40 - i * 40}" fill="#c7d0dc"/>`,
            )
            .join("")}<rect x="${cx - 2}" y="${640 - 590}" width="4" height="60" fill="#c7d0dc"/>`;
        hero = `${tower(520)}${tower(680)}<rect x="520" y="360" width="160" height="10" fill="#c7d0dc"/>`;
      } else if (s.landmark === "burj") {
        hero =
          `<polygon points="560,640 580,330 592,160 598,40 602,40 608,160 620,330 640,640" fill="#cfd6e0"/>` +
          `<polygon points="540,640 560,420 600,420 600,640" fill="#b9c2cf"/>`;
      }
      return `${towers.join("")}${hero}<rect x="0" y="640" width="${W}" height="160" fill="${g}"/>`;
    }
    case "tents":
      return (
        `<rect x="0" y="520" width="${W}" height="280" fill="${g}"/>` +
        Array.from({ length: 4 }, (_, row) =>
          Array.from({ length: 9 + row }, (_, i) => {
            const w = 70 + row * 22;
            const x = -40 + i * (w * 1.05) + (row % 2) * 30;
            const y = 560 + row * 58;
            return `<polygon points="${r1(x)},${y + 40} ${r1(x + w / 2)},${y} ${r1(x + w)},${y + 40}" fill="#ffffff" stroke="#d5d9de" stroke-width="2"/>`;
          }).join(""),
        ).join("")
      );
    case "bali-gate": {
      const half = (dir: 1 | -1) => {
        const x0 = 600 + dir * 40;
        const steps = [0, 1, 2, 3, 4, 5];
        return steps
          .map((i) => {
            const w = 200 - i * 28;
            const x = dir === 1 ? x0 : x0 - w;
            return `<rect x="${x}" y="${620 - 70 * (i + 1)}" width="${w}" height="70" fill="${i % 2 ? "#7c4f32" : a}"/>`;
          })
          .join("");
      };
      return `${half(1)}${half(-1)}<rect x="0" y="620" width="${W}" height="180" fill="${g}"/><rect x="540" y="620" width="120" height="180" fill="#d8cbb2"/>`;
    }
    case "terraces":
      return Array.from({ length: 7 }, (_, i) => {
        const y = 470 + i * 50;
        const c = ["#5c8d3c", "#6fa84a", "#86bd57", "#4f7f33", "#7bb04e", "#5e9a3e", "#8cc45d"][i];
        return `<path d="M0,${y} Q300,${y - 40 + i * 6} 600,${y + 10} T1200,${y - 10} V800 H0 Z" fill="${c}"/>`;
      }).join("");
    case "alps":
      return (
        `<polygon points="100,600 420,210 700,600" fill="${a}"/><polygon points="420,210 360,290 400,300 430,275 470,300 500,280" fill="#f6f7f9"/>` +
        `<polygon points="520,600 820,260 1150,600" fill="#5f6f82"/><polygon points="820,260 770,320 810,330 840,310 880,335" fill="#f6f7f9"/>` +
        `<rect x="0" y="600" width="${W}" height="200" fill="${g}"/>` +
        `<rect x="140" y="560" width="90" height="60" fill="#8a5a3b"/><polygon points="128,562 185,520 242,562" fill="#5b3a28"/>`
      );
    case "palms":
      return `<rect x="0" y="640" width="${W}" height="160" fill="${g}"/>${palm(200, 650, 1)}${palm(1010, 660, -1)}`;
    case "none":
      return "";
  }
}

function pagoda(cx: number, base: number, color: string, k = 1): string {
  return `${Array.from({ length: 5 }, (_, i) => {
    const w = (120 - i * 16) * k;
    const y = base - (i + 1) * 52 * k;
    return `<rect x="${cx - w * 0.35}" y="${y + 12 * k}" width="${w * 0.7}" height="${40 * k}" fill="${color}" opacity="0.9"/><path d="M${cx - w / 2 - 14 * k},${y + 14 * k} Q${cx},${y - 6 * k} ${cx + w / 2 + 14 * k},${y + 14 * k} L${cx + w / 2},${y + 4 * k} L${cx - w / 2},${y + 4 * k} Z" fill="#2b2b2b"/>`;
  }).join("")}<rect x="${cx - 3 * k}" y="${base - 330 * k}" width="${6 * k}" height="${70 * k}" fill="#2b2b2b"/>`;
}

function palm(x: number, base: number, lean: 1 | -1): string {
  const topX = x + lean * 60;
  const topY = base - 300;
  const fronds = [-70, -35, 0, 35, 70, 110, -110]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const ex = topX + Math.sin(rad) * 150;
      const ey = topY + 40 - Math.cos(rad) * 60 + Math.abs(deg) * 0.9;
      return `<path d="M${topX},${topY} Q${r1((topX + ex) / 2)},${r1(topY - 50)} ${r1(ex)},${r1(ey)}" stroke="#1f4d2b" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${x},${base} Q${x + lean * 10},${base - 160} ${topX},${topY}" stroke="#5a4330" stroke-width="18" fill="none"/>${fronds}`;
}

export function sceneSvg(s: Scene): string {
  const rand = rng(s.seed);
  const stops = s.sky.map((c, i) => `<stop offset="${i / (s.sky.length - 1)}" stop-color="${c}"/>`).join("");
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>` +
      `<radialGradient id="glow"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
  ];
  if (s.stars)
    for (let i = 0; i < 70; i++)
      parts.push(
        `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * 380)}" r="${r1(0.8 + rand() * 1.8)}" fill="#fff" opacity="${r1(0.4 + rand() * 0.6)}"/>`,
      );
  if (s.sun)
    parts.push(
      `<circle cx="${s.sun.x}" cy="${s.sun.y}" r="${s.sun.r * 2.6}" fill="url(#glow)" opacity="0.6"/><circle cx="${s.sun.x}" cy="${s.sun.y}" r="${s.sun.r}" fill="${s.sun.color}"/>`,
    );
  if (s.moon)
    parts.push(
      `<mask id="crescent"><rect width="${W}" height="${H}" fill="#fff"/><circle cx="${s.moon.x + s.moon.r * 0.45}" cy="${s.moon.y - s.moon.r * 0.2}" r="${s.moon.r}" fill="#000"/></mask>` +
        `<circle cx="${s.moon.x}" cy="${s.moon.y}" r="${s.moon.r}" fill="#fdf3c4" mask="url(#crescent)"/>`,
    );
  for (const h of s.hills ?? []) parts.push(ridge(rand, h.base, h.height, h.color));
  if (s.dunes)
    parts.push(
      `<path d="M0,560 Q300,500 620,570 T1200,540 V800 H0 Z" fill="${s.dunes[0]}"/><path d="M0,640 Q380,590 760,650 T1200,620 V800 H0 Z" fill="${s.dunes[1]}"/>`,
    );
  if (s.sea) {
    parts.push(
      `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sea.color[0]}"/><stop offset="1" stop-color="${s.sea.color[1]}"/></linearGradient></defs>` +
        `<rect x="0" y="${s.sea.y}" width="${W}" height="${H - s.sea.y}" fill="url(#sea)"/>`,
    );
    for (let i = 0; i < 14; i++) {
      const y = s.sea.y + 20 + rand() * (H - s.sea.y - 40);
      const x = rand() * W;
      parts.push(
        `<path d="M${r1(x)},${r1(y)} q30,-8 60,0 t60,0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none"/>`,
      );
    }
  }
  parts.push(landmark(s, rand));
  for (const [i, c] of (s.leaves ?? []).entries()) {
    for (let k = 0; k < 12; k++) {
      const x = i % 2 === 0 ? rand() * 260 : W - rand() * 260;
      const y = rand() * 260;
      parts.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(12 + rand() * 26)}" fill="${c}" opacity="${r1(0.65 + rand() * 0.3)}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

/** Processed variants by scene, so seeding several databases in one process draws each scene once. */
const cache = new Map<string, Promise<ImageVariant[]>>();

export function renderScene(scene: Scene): Promise<ImageVariant[]> {
  const svg = sceneSvg(scene);
  let variants = cache.get(svg);
  if (!variants) {
    // PNG keeps the flat colours exact before the WebP encoding of the upload pipeline.
    variants = sharp(Buffer.from(svg))
      .png({ compressionLevel: 1 })
      .toBuffer()
      .then((png) => processPublicImage(png));
    variants.catch(() => cache.delete(svg));
    cache.set(svg, variants);
  }
  return variants;
}

/** Draws a scene and stores it as a public image (files + row), exactly as an upload would be. */
export async function createDemoImage(db: Db, files: FileStore, scene: Scene) {
  return storePublicVariants(db, files, await renderScene(scene));
}
