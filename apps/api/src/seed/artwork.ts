/**
 * Demo artwork drawn by code: product photographs of metalware, banners and category tiles as SVG,
 * rendered to WebP by artwork-render.ts in the media naming convention (x.webp plus x.w480.webp …).
 *
 * Everything is deterministic: the same kind, material, seed and index always give the same SVG,
 * so artwork already stored is never drawn again.
 *
 * Longer than 300 lines on purpose: drawing code, one SVG builder per kind of picture.
 */
import sharp from 'sharp';
import {
  COMMON_DEFS, EXTRA_DEFS, between, createRng, ellipse, mat, materialDefs, n, pick, shadow, type ArtMaterial,
} from './artwork-kit.ts';
import { KINDS, type ArtKind } from './artwork-objects.ts';

export interface ProductArt {
  kind: ArtKind;
  material: ArtMaterial;
  /** Usually the product slug: picks the background and the small variations. */
  seed: string;
  /** Image number within the product (0 = main picture); each index is a different view. */
  index: number;
}

// ---------------------------------------------------------------------------------------------
// Backgrounds and props

interface Backdrop { center: string; edge: string; floor: string; dark: boolean }

const BACKDROPS: Record<string, Backdrop> = {
  cream: { center: '#f8eedc', edge: '#dcc4a2', floor: '#cdb18c', dark: false },
  peach: { center: '#fadcc4', edge: '#dca585', floor: '#c98f6e', dark: false },
  saffron: { center: '#fcd99a', edge: '#e39b42', floor: '#c98230', dark: false },
  rose: { center: '#f5d7d3', edge: '#c98e8e', floor: '#b57777', dark: false },
  sand: { center: '#f1e4cf', edge: '#c9ae89', floor: '#b69a72', dark: false },
  sage: { center: '#e3e8d2', edge: '#a7b48e', floor: '#94a27b', dark: false },
  terracotta: { center: '#e8ab86', edge: '#a9532f', floor: '#8f4526', dark: false },
  maroon: { center: '#94404b', edge: '#4a1420', floor: '#3a0f18', dark: true },
  teal: { center: '#4a8a8a', edge: '#173f44', floor: '#113236', dark: true },
  indigo: { center: '#56679a', edge: '#1e2647', floor: '#171d3a', dark: true },
  forest: { center: '#5a8660', edge: '#1f3d2a', floor: '#173022', dark: true },
  plum: { center: '#85557a', edge: '#3b1e37', floor: '#2d162a', dark: true },
};

const BACKDROPS_FOR: Record<ArtMaterial, string[]> = {
  silver: ['maroon', 'teal', 'indigo', 'plum', 'terracotta', 'rose', 'peach', 'forest'],
  oxidised: ['cream', 'peach', 'rose', 'sand', 'saffron', 'sage', 'terracotta'],
  brass: ['maroon', 'teal', 'indigo', 'forest', 'plum', 'cream', 'rose', 'sage'],
  aluminium: ['terracotta', 'maroon', 'teal', 'saffron', 'peach', 'plum', 'forest'],
  copper: ['teal', 'indigo', 'forest', 'cream', 'sand', 'sage'],
  wood: ['cream', 'sand', 'sage', 'peach', 'teal', 'rose'],
};

function backdrop(b: Backdrop, width: number, height: number, floor = true): string {
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${b.center}"/><stop offset="1" stop-color="${b.edge}"/></radialGradient>`
    + `<linearGradient id="floor" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${b.floor}" stop-opacity="0"/><stop offset="0.3" stop-color="${b.floor}" stop-opacity="0.75"/><stop offset="1" stop-color="${b.floor}"/></linearGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#bg)"/>`
    + (floor ? `<rect y="${n(height * 0.66)}" width="${width}" height="${n(height * 0.34)}" fill="url(#floor)"/>` : '')
    + ellipse(width / 2, height * 0.46, width * 0.42, height * 0.4, 'url(#backlight)');
}

function marigold(x: number, y: number, r: number): string {
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#e0700a"/>`;
  for (let k = 0; k < 10; k++) {
    const a = (k / 10) * Math.PI * 2;
    out += `<circle cx="${n(x + Math.cos(a) * r * 0.55)}" cy="${n(y + Math.sin(a) * r * 0.55)}" r="${n(r * 0.5)}" fill="url(#marigold)"/>`;
  }
  return out + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.35)}" fill="#ffc93c"/>`;
}

type Ornament = 'none' | 'marigolds' | 'petals' | 'cloth' | 'rangoli';

function ornament(kind: Ornament, rng: () => number, dark: boolean): string {
  const spots = () => {
    const left = rng() < 0.5;
    return [left ? between(rng, 70, 230) : between(rng, 730, 890), between(rng, 800, 910)] as const;
  };
  if (kind === 'marigolds') {
    let out = '';
    for (let i = 0; i < 5; i++) {
      const [x, y] = spots();
      out += shadow(x, y + 20, 40, 8) + marigold(x, y, between(rng, 20, 30));
    }
    return out;
  }
  if (kind === 'petals') {
    let out = '';
    const colours = ['#d62839', '#ff8c1a', '#f7b32b', '#e85d75'];
    for (let i = 0; i < 22; i++) {
      const [x, y] = spots();
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="14" ry="7" transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})" fill="${pick(rng, colours)}"/>`;
    }
    return out;
  }
  if (kind === 'cloth') {
    const silk = pick(rng, dark ? ['#c9184a', '#e85d04', '#f4a261'] : ['#9d0208', '#6a040f', '#1d3557', '#2a9d8f']);
    return `<path d="M-20 820L980 700L980 860L-20 990Z" fill="${silk}" opacity="0.92"/>`
      + `<path d="M-20 834L980 714M-20 976L980 846" stroke="#f2c14e" stroke-width="6" stroke-dasharray="14 6"/>`
      + `<path d="M-20 820L980 700L980 860L-20 990Z" fill="url(#shade)"/>`;
  }
  if (kind === 'rangoli') {
    const colours = ['#e63946', '#ffb703', '#2a9d8f', '#f4f1de', '#8338ec'];
    const cx = rng() < 0.5 ? 140 : 820;
    let out = '';
    for (let ring = 4; ring >= 1; ring--) {
      out += ellipse(cx, 880, ring * 34, ring * 12, colours[(ring + Math.floor(rng() * 5)) % colours.length]!);
    }
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      out += `<circle cx="${n(cx + Math.cos(a) * 150)}" cy="${n(880 + Math.sin(a) * 54)}" r="6" fill="#f4f1de"/>`;
    }
    return out;
  }
  return '';
}

const ORNAMENTS_BY_INDEX: readonly Ornament[] = ['none', 'marigolds', 'cloth', 'petals', 'rangoli'];

// ---------------------------------------------------------------------------------------------
// Product pictures

/** The SVG markup of one product picture (960 × 960). */
export function productImageSvg({ kind, material, seed, index }: ProductArt): string {
  const rng = createRng(`${seed}#${index}`);
  const baseRng = createRng(seed);
  const options = BACKDROPS_FOR[material];
  const start = Math.floor(baseRng() * options.length);
  const bd = BACKDROPS[options[(start + index * 3) % options.length]!]!;
  const m = mat(material);
  // Object randomness depends on the product only, so all its pictures show the same object.
  const drawn = KINDS[kind](m, createRng(`${seed}:${kind}`));
  const usesBrass = kind === 'box' && material === 'wood';
  const usesOxidised = kind === 'box' && material !== 'wood';
  const flat = kind === 'wall-decor' || kind === 'pendant';

  let transform = flat ? 'translate(480 480) scale(1.08) translate(-480 -480)' : 'translate(480 800) scale(1.1) translate(-480 -800)';
  const view = index % 4;
  if (view === 1) transform = `translate(960 0) scale(-1 1) translate(480 780) rotate(${n(between(rng, -5, 5))}) scale(1) translate(-480 -780)`;
  else if (view === 2) transform = `translate(480 ${n(flat ? 480 : 470)}) scale(1.42) translate(${-drawn.focus[0]} ${-drawn.focus[1]})`;
  else if (view === 3) transform = `translate(${n(between(rng, -40, 40))} 0) translate(480 790) scale(0.9) translate(-480 -790)`;

  const orn = ORNAMENTS_BY_INDEX[view === 2 ? 0 : (index + (baseRng() < 0.5 ? 0 : 2)) % ORNAMENTS_BY_INDEX.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960">`
    + backdrop(bd, 960, 960, !flat)
    + `<defs>${COMMON_DEFS}${EXTRA_DEFS}${materialDefs(material)}${usesBrass ? materialDefs('brass') : ''}${usesOxidised ? materialDefs('oxidised') : ''}</defs>`
    + (orn === 'cloth' && !flat ? ornament(orn, rng, bd.dark) : '')
    + `<g${transform ? ` transform="${transform}"` : ''}>${drawn.svg}</g>`
    + (orn !== 'cloth' && !flat ? ornament(orn, rng, bd.dark) : '')
    + `<rect width="960" height="960" fill="url(#vignette)"/></svg>`;
}

/** One product picture as a 960 × 960 PNG. */
export async function renderProductImage(art: ProductArt): Promise<Buffer> {
  return sharp(Buffer.from(productImageSvg(art))).png({ compressionLevel: 1 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Category tiles and banners

export type TileTheme = 'silver' | 'brass' | 'aluminium' | 'wood' | 'jewellery' | 'decor';

interface Placed { kind: ArtKind; material: ArtMaterial; x: number; y: number; s: number }

function placeAll(items: Placed[]): { defs: string; svg: string } {
  const materials = new Set<ArtMaterial>(items.map((i) => i.material));
  if (items.some((i) => i.kind === 'box')) materials.add('brass').add('oxidised');
  let svg = '';
  for (const it of items) {
    const drawn = KINDS[it.kind](mat(it.material), createRng(`${it.kind}:${it.material}:${it.x}`));
    svg += `<g transform="translate(${n(it.x)} ${n(it.y)}) scale(${it.s}) translate(-480 -780)">${drawn.svg}</g>`;
  }
  return { defs: COMMON_DEFS + EXTRA_DEFS + [...materials].map((m) => materialDefs(m)).join(''), svg };
}

const TILES: Record<TileTheme, { backdrop: string; items: Placed[] }> = {
  silver: { backdrop: 'maroon', items: [
    { kind: 'kalash', material: 'silver', x: 300, y: 760, s: 0.62 },
    { kind: 'tumbler', material: 'silver', x: 700, y: 760, s: 0.62 },
    { kind: 'bowl', material: 'silver', x: 490, y: 860, s: 0.7 },
  ] },
  brass: { backdrop: 'teal', items: [
    { kind: 'lamp', material: 'brass', x: 300, y: 800, s: 0.78 },
    { kind: 'bell', material: 'brass', x: 700, y: 760, s: 0.6 },
    { kind: 'diya', material: 'brass', x: 500, y: 880, s: 0.66 },
  ] },
  aluminium: { backdrop: 'terracotta', items: [
    { kind: 'planter', material: 'aluminium', x: 690, y: 780, s: 0.6 },
    { kind: 'handi', material: 'aluminium', x: 290, y: 760, s: 0.6 },
    { kind: 'bowl', material: 'aluminium', x: 480, y: 880, s: 0.72 },
  ] },
  wood: { backdrop: 'sage', items: [
    { kind: 'box', material: 'wood', x: 450, y: 760, s: 0.86 },
    { kind: 'spoons', material: 'wood', x: 760, y: 880, s: 0.5 },
  ] },
  jewellery: { backdrop: 'rose', items: [
    { kind: 'jhumka', material: 'oxidised', x: 330, y: 620, s: 0.7 },
    { kind: 'bangle', material: 'brass', x: 640, y: 800, s: 0.6 },
    { kind: 'pendant', material: 'silver', x: 640, y: 440, s: 0.5 },
  ] },
  decor: { backdrop: 'indigo', items: [
    { kind: 'wall-decor', material: 'copper', x: 480, y: 560, s: 0.62 },
    { kind: 'urli', material: 'brass', x: 480, y: 900, s: 0.72 },
  ] },
};

export function categoryTileSvg(theme: TileTheme): string {
  const tile = TILES[theme];
  const placed = placeAll(tile.items);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960">`
    + backdrop(BACKDROPS[tile.backdrop]!, 960, 960)
    + `<defs>${placed.defs}</defs>${placed.svg}<rect width="960" height="960" fill="url(#vignette)"/></svg>`;
}

export type BannerTheme = 'festive' | 'all' | 'silver' | 'brass' | 'aluminium';
export type BannerFormat = 'desktop' | 'mobile';

export interface BannerText { title: string; subtitle?: string; cta?: string }

const BANNER_LOOK: Record<BannerTheme, { from: string; to: string; ink: string; accent: string; items: Omit<Placed, 'x' | 'y' | 's'>[] }> = {
  festive: { from: '#5a0f2e', to: '#1c0a2e', ink: '#fff3d6', accent: '#ffb703', items: [
    { kind: 'lamp', material: 'brass' }, { kind: 'urli', material: 'brass' }, { kind: 'diya', material: 'brass' },
  ] },
  all: { from: '#7a3218', to: '#2b1208', ink: '#fff1de', accent: '#f2c14e', items: [
    { kind: 'kalash', material: 'silver' }, { kind: 'lamp', material: 'brass' }, { kind: 'bowl', material: 'aluminium' },
  ] },
  silver: { from: '#23314f', to: '#0d1424', ink: '#f1f4f8', accent: '#c9d3e0', items: [
    { kind: 'tumbler', material: 'silver' }, { kind: 'kalash', material: 'silver' }, { kind: 'round-box', material: 'silver' },
  ] },
  brass: { from: '#0f4c4c', to: '#06201f', ink: '#fff4d6', accent: '#f2c14e', items: [
    { kind: 'bell', material: 'brass' }, { kind: 'lamp', material: 'brass' }, { kind: 'diya', material: 'brass' },
  ] },
  aluminium: { from: '#8a3b1f', to: '#3a160a', ink: '#fdf0e6', accent: '#d2dce5', items: [
    { kind: 'planter', material: 'aluminium' }, { kind: 'handi', material: 'aluminium' }, { kind: 'bowl', material: 'aluminium' },
  ] },
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function rangoli(cx: number, cy: number, r: number): string {
  const colours = ['#e63946', '#ffb703', '#2a9d8f', '#fb8500', '#8338ec', '#f4f1de'];
  let out = '';
  for (let ring = 5; ring >= 1; ring--) out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n((r * ring) / 5)}" fill="${colours[ring % colours.length]}" opacity="0.85"/>`;
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * Math.PI * 2;
    out += `<ellipse cx="${n(cx + Math.cos(a) * r * 0.72)}" cy="${n(cy + Math.sin(a) * r * 0.72)}" rx="${n(r * 0.09)}" ry="${n(r * 0.2)}" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(cx + Math.cos(a) * r * 0.72)} ${n(cy + Math.sin(a) * r * 0.72)})" fill="#fff5d6" opacity="0.9"/>`;
    out += `<circle cx="${n(cx + Math.cos(a) * r * 1.08)}" cy="${n(cy + Math.sin(a) * r * 1.08)}" r="${n(r * 0.04)}" fill="#fff5d6"/>`;
  }
  return out;
}

/** A banner: desktop 1920 × 720 or mobile 960 × 960. The text sits in its own calm area. */
export function bannerSvg(theme: BannerTheme, format: BannerFormat, text: BannerText): string {
  const look = BANNER_LOOK[theme];
  const desktop = format === 'desktop';
  const W = desktop ? 1920 : 960;
  const H = desktop ? 720 : 960;
  const scale = desktop ? 0.52 : 0.5;
  const positions = desktop
    ? [[1210, 560], [1480, 650], [1730, 560]]
    : [[250, 520], [480, 600], [720, 520]];
  const items: Placed[] = look.items.map((it, i) => ({ ...it, x: positions[i]![0]!, y: positions[i]![1]!, s: scale * (i === 1 ? 1.15 : 1) }));
  const placed = placeAll(items);
  const serif = `font-family="DejaVu Serif, Georgia, 'Times New Roman', serif"`;
  const sans = `font-family="DejaVu Sans, Helvetica, Arial, sans-serif"`;
  let decor = '';
  if (theme === 'festive') {
    decor += `<g opacity="0.7">${desktop ? rangoli(1500, 300, 200) : rangoli(480, 250, 170)}</g>`;
    // A string of lights.
    const path = desktop ? 'M0 40Q480 150 960 40Q1440 150 1920 40' : 'M0 30Q240 110 480 30Q720 110 960 30';
    decor += `<path d="${path}" stroke="#3a2a1a" stroke-width="3" fill="none"/>`;
    for (let k = 0; k <= 24; k++) {
      const x = (W * k) / 24;
      const t = (k % 12) / 12;
      const y = (desktop ? 40 : 30) + Math.sin(t * Math.PI) * (desktop ? 55 : 40);
      decor += ellipse(x, y + 10, 22, 22, 'url(#glow)') + `<circle cx="${n(x)}" cy="${n(y + 10)}" r="7" fill="${k % 3 === 0 ? '#ffd166' : k % 3 === 1 ? '#ff6b6b' : '#f8f9fa'}"/>`;
    }
  } else {
    decor += desktop
      ? `<circle cx="1460" cy="330" r="300" fill="${look.accent}" opacity="0.08"/><circle cx="1460" cy="330" r="220" fill="none" stroke="${look.accent}" stroke-width="2" opacity="0.3"/>`
      : `<circle cx="480" cy="300" r="260" fill="${look.accent}" opacity="0.08"/><circle cx="480" cy="300" r="200" fill="none" stroke="${look.accent}" stroke-width="2" opacity="0.3"/>`;
  }
  const tx = desktop ? 120 : 480;
  const anchor = desktop ? 'start' : 'middle';
  const titleY = desktop ? 300 : 730;
  // Shrink long lines to fit (DejaVu Serif bold averages about 0.6 em per character).
  const fit = (text: string, size: number, em: number) => Math.min(size, Math.floor((desktop ? 1000 : 860) / (text.length * em)));
  const titleSize = fit(text.title, desktop ? 92 : 64, 0.62);
  let words = `<text x="${tx}" y="${titleY}" ${serif} font-size="${titleSize}" font-weight="bold" fill="${look.ink}" text-anchor="${anchor}">${escapeXml(text.title)}</text>`;
  if (text.subtitle) words += `<text x="${tx}" y="${titleY + (desktop ? 76 : 60)}" ${sans} font-size="${fit(text.subtitle, desktop ? 38 : 30, 0.55)}" fill="${look.ink}" opacity="0.85" text-anchor="${anchor}">${escapeXml(text.subtitle)}</text>`;
  if (text.cta) {
    const bw = desktop ? 260 : 240;
    const bx = desktop ? tx : tx - bw / 2;
    const by = titleY + (desktop ? 130 : 100);
    words += `<rect x="${bx}" y="${by}" width="${bw}" height="${desktop ? 76 : 68}" rx="38" fill="${look.accent}"/>`
      + `<text x="${bx + bw / 2}" y="${by + (desktop ? 50 : 45)}" ${sans} font-size="${desktop ? 32 : 28}" font-weight="bold" fill="#2b1608" text-anchor="middle">${escapeXml(text.cta)}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`
    + `<defs><linearGradient id="bbg" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient>`
    + (desktop
      ? `<linearGradient id="calm" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${look.to}" stop-opacity="0.45"/><stop offset="0.55" stop-color="${look.to}" stop-opacity="0"/></linearGradient>`
      : `<linearGradient id="calm" x1="0" x2="0" y1="0" y2="1"><stop offset="0.55" stop-color="${look.to}" stop-opacity="0"/><stop offset="0.8" stop-color="${look.to}" stop-opacity="0.6"/></linearGradient>`)
    + `${placed.defs}</defs>`
    + `<rect width="${W}" height="${H}" fill="url(#bbg)"/>${decor}`
    + `<rect width="${W}" height="${H}" fill="url(#calm)"/>`
    + placed.svg + words + '</svg>';
}
