/**
 * The drawing kit behind the demo artwork: seeded randomness, metal palettes and gradients, and small
 * SVG helpers (rims, engraved bands, beads, flames, shadows) in a 960 × 960 space.
 */

export type ArtMaterial = 'silver' | 'oxidised' | 'brass' | 'aluminium' | 'copper' | 'wood';

// ---------------------------------------------------------------------------------------------
// Seeded randomness

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for picking colours and prices. */
export function createRng(seed: string | number): () => number {
  let a = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
export const between = (rng: () => number, lo: number, hi: number) => lo + (hi - lo) * rng();
export const n = (v: number) => (Math.round(v * 10) / 10).toString();

// ---------------------------------------------------------------------------------------------
// Materials

export interface Palette { deep: string; dark: string; mid: string; light: string; hi: string; texture: 'engrave' | 'hammer' | 'grain' }

export const PALETTES: Record<ArtMaterial, Palette> = {
  silver: { deep: '#464a51', dark: '#7c818a', mid: '#b4b9c1', light: '#e1e4e9', hi: '#ffffff', texture: 'engrave' },
  oxidised: { deep: '#1b1c1e', dark: '#393b3f', mid: '#6a6d72', light: '#a3a6ab', hi: '#e2e4e6', texture: 'engrave' },
  brass: { deep: '#553605', dark: '#946414', mid: '#c99b3c', light: '#edcf82', hi: '#fff6d6', texture: 'engrave' },
  aluminium: { deep: '#43505e', dark: '#778593', mid: '#a6b3c0', light: '#d2dce5', hi: '#f6f9fc', texture: 'hammer' },
  copper: { deep: '#4a1c0e', dark: '#8a3f27', mid: '#bd6d4d', light: '#e6a68a', hi: '#ffe3d4', texture: 'hammer' },
  wood: { deep: '#331b0b', dark: '#5a3218', mid: '#844f29', light: '#a8703f', hi: '#c8955f', texture: 'grain' },
};

/** Fill and stroke references for one material inside one SVG. */
export interface Mat {
  key: ArtMaterial;
  p: Palette;
  body: string; // horizontal "cylinder" gradient (object bounding box)
  wide: string; // the same gradient in user space across the canvas, for objects built of parts
  top: string; // vertical gradient for rims and lids
  inner: string; // interior of a bowl
  tex: string; // engraving, hammer marks or wood grain
}

export function mat(key: ArtMaterial): Mat {
  return {
    key, p: PALETTES[key],
    body: `url(#${key}-b)`, wide: `url(#${key}-w)`, top: `url(#${key}-t)`, inner: `url(#${key}-i)`, tex: `url(#${key}-x)`,
  };
}

export function materialDefs(key: ArtMaterial): string {
  const p = PALETTES[key];
  const cyl = [[0, p.deep], [0.1, p.dark], [0.27, p.light], [0.36, p.hi], [0.47, p.light], [0.7, p.mid], [0.88, p.dark], [1, p.deep]] as const;
  const stops = cyl.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  let texture: string;
  if (p.texture === 'engrave') {
    const ink = key === 'oxidised' ? p.hi : p.deep;
    texture = `<pattern id="${key}-x" width="34" height="34" patternUnits="userSpaceOnUse">`
      + `<g fill="none" stroke="${ink}" stroke-width="1.4" opacity="0.42"><circle cx="17" cy="17" r="6"/>`
      + `<path d="M17 5v4M17 25v4M5 17h4M25 17h4"/></g><circle cx="0" cy="0" r="2" fill="${ink}" opacity="0.5"/>`
      + `<circle cx="34" cy="34" r="2" fill="${ink}" opacity="0.5"/></pattern>`;
  } else if (p.texture === 'hammer') {
    texture = `<pattern id="${key}-x" width="46" height="40" patternUnits="userSpaceOnUse">`
      + `<ellipse cx="12" cy="10" rx="11" ry="8" fill="#fff" opacity="0.28"/><ellipse cx="14" cy="13" rx="9" ry="6" fill="${p.deep}" opacity="0.14"/>`
      + `<ellipse cx="35" cy="30" rx="11" ry="8" fill="#fff" opacity="0.24"/><ellipse cx="37" cy="33" rx="9" ry="6" fill="${p.deep}" opacity="0.14"/></pattern>`;
  } else {
    texture = `<pattern id="${key}-x" width="220" height="46" patternUnits="userSpaceOnUse">`
      + `<path d="M0 10C50 2 90 18 140 9S200 4 220 10M0 27C60 20 100 34 150 26S200 22 220 27M0 40C40 36 120 46 220 39" fill="none" stroke="${p.deep}" stroke-width="2" opacity="0.45"/></pattern>`;
  }
  return `<linearGradient id="${key}-b" x1="0" x2="1" y1="0" y2="0">${stops}</linearGradient>`
    + `<linearGradient id="${key}-w" gradientUnits="userSpaceOnUse" x1="210" x2="750" y1="0" y2="0">${stops}</linearGradient>`
    + `<linearGradient id="${key}-t" x1="0" x2="0.3" y1="0" y2="1"><stop offset="0" stop-color="${p.hi}"/><stop offset="0.4" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>`
    + `<linearGradient id="${key}-i" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="0.55" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>`
    + texture;
}

export const COMMON_DEFS = `<linearGradient id="shade" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></linearGradient>`
  + `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.6" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
  + `<radialGradient id="glow"><stop offset="0" stop-color="#ffd36b" stop-opacity="0.75"/><stop offset="0.4" stop-color="#ffb13b" stop-opacity="0.28"/><stop offset="1" stop-color="#ff9a2e" stop-opacity="0"/></radialGradient>`
  + `<radialGradient id="flame" cx="0.5" cy="0.72" r="0.62"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.35" stop-color="#ffe066"/><stop offset="0.7" stop-color="#ff9d1c"/><stop offset="1" stop-color="#e0460f"/></radialGradient>`
  + `<radialGradient id="backlight" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.38"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  + `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`
  + `<linearGradient id="leaf" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#7fbf4d"/><stop offset="1" stop-color="#2f6b2a"/></linearGradient>`
  + `<linearGradient id="water" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#1f5d66"/><stop offset="1" stop-color="#4fa3a5"/></linearGradient>`
  + `<linearGradient id="candle" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#d9cdb4"/><stop offset="0.35" stop-color="#fffaf0"/><stop offset="1" stop-color="#c9b994"/></linearGradient>`
  + `<radialGradient id="ruby" cx="0.35" cy="0.3"><stop offset="0" stop-color="#ff9aa8"/><stop offset="0.45" stop-color="#c0132f"/><stop offset="1" stop-color="#5c0414"/></radialGradient>`
  + `<radialGradient id="emerald" cx="0.35" cy="0.3"><stop offset="0" stop-color="#b6f5cf"/><stop offset="0.45" stop-color="#13925a"/><stop offset="1" stop-color="#064027"/></radialGradient>`
  + `<radialGradient id="pearl" cx="0.35" cy="0.3"><stop offset="0" stop-color="#fff"/><stop offset="0.7" stop-color="#ece4d6"/><stop offset="1" stop-color="#b9ad98"/></radialGradient>`
  + `<radialGradient id="kumkum" cx="0.5" cy="0.3"><stop offset="0" stop-color="#f04a3a"/><stop offset="1" stop-color="#9e1410"/></radialGradient>`
  + `<radialGradient id="haldi" cx="0.5" cy="0.3"><stop offset="0" stop-color="#ffd84a"/><stop offset="1" stop-color="#d49400"/></radialGradient>`
  + `<radialGradient id="marigold" cx="0.45" cy="0.4"><stop offset="0" stop-color="#ffd54a"/><stop offset="0.7" stop-color="#ff9c12"/><stop offset="1" stop-color="#e0700a"/></radialGradient>`;

// ---------------------------------------------------------------------------------------------
// Drawing helpers (960 × 960 space, objects stand on y ≈ 780 around x = 480)

/** A metal surface: body gradient, texture and bottom shading. */
export function solid(d: string, m: Mat, fill = m.body, texture = true): string {
  return `<path d="${d}" fill="${fill}" stroke="${m.p.deep}" stroke-opacity="0.55" stroke-width="2"/>`
    + (texture ? `<path d="${d}" fill="${m.tex}"/>` : '')
    + `<path d="${d}" fill="url(#shade)"/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}

/** The top of an open vessel: a rim ring and a darker interior. */
export function rim(m: Mat, cx: number, cy: number, rx: number, ry: number, lip = 0.09, interior = m.inner): string {
  return ellipse(cx, cy, rx, ry, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`)
    + ellipse(cx, cy + ry * lip * 0.4, rx * (1 - lip), ry * (1 - lip * 1.6), interior)
    + `<path d="M${n(cx - rx * 0.75)} ${n(cy + ry * 0.62)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx * 0.2)} ${n(cy + ry * 0.99)}" fill="none" stroke="${m.p.hi}" stroke-width="3" opacity="0.7"/>`;
}

/** A shaped band of engraving across a body (front half of an ellipse). */
export function band(m: Mat, cx: number, cy: number, rx: number, ry: number, width = 3): string {
  const ink = m.key === 'oxidised' ? m.p.hi : m.p.deep;
  return `<path d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}" fill="none" stroke="${ink}" stroke-width="${width}" opacity="0.5"/>`
    + `<path d="M${n(cx - rx)} ${n(cy + 5)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy + 5)}" fill="none" stroke="${m.p.hi}" stroke-width="1.5" opacity="0.6"/>`;
}

/** A row of dots along the front of an ellipse: beading or punched decoration. */
export function beads(cx: number, cy: number, rx: number, ry: number, count: number, r: number, fill: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = Math.PI * (0.05 + (0.9 * i) / Math.max(1, count - 1));
    out += `<circle cx="${n(cx - Math.cos(a) * rx)}" cy="${n(cy + Math.sin(a) * ry)}" r="${n(r)}" fill="${fill}"/>`;
  }
  return out;
}

export function flame(x: number, y: number, s: number): string {
  return ellipse(x, y - s * 0.9, s * 3.4, s * 3.4, 'url(#glow)')
    + `<path d="M${n(x)} ${n(y - s * 2.4)}C${n(x + s * 0.95)} ${n(y - s * 1.1)} ${n(x + s * 0.8)} ${n(y + s * 0.25)} ${n(x)} ${n(y + s * 0.32)}C${n(x - s * 0.8)} ${n(y + s * 0.25)} ${n(x - s * 0.95)} ${n(y - s * 1.1)} ${n(x)} ${n(y - s * 2.4)}Z" fill="url(#flame)"/>`
    + `<path d="M${n(x)} ${n(y - s * 1.1)}C${n(x + s * 0.35)} ${n(y - s * 0.5)} ${n(x + s * 0.3)} ${n(y + s * 0.15)} ${n(x)} ${n(y + s * 0.18)}C${n(x - s * 0.3)} ${n(y + s * 0.15)} ${n(x - s * 0.35)} ${n(y - s * 0.5)} ${n(x)} ${n(y - s * 1.1)}Z" fill="#fffef2" opacity="0.9"/>`
    + `<path d="M${n(x)} ${n(y + s * 0.3)}v${n(s * 0.5)}" stroke="#3b2a1a" stroke-width="${n(Math.max(2, s * 0.14))}"/>`;
}

export function shadow(cx: number, cy: number, rx: number, ry = rx * 0.16): string {
  return ellipse(cx, cy, rx, ry, 'url(#shadow)');
}

export function leafShape(x: number, y: number, length: number, angle: number, width = 0.28): string {
  const w = length * width;
  return `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" d="M0 0C${n(w)} ${n(-length * 0.3)} ${n(w * 0.6)} ${n(-length * 0.8)} 0 ${n(-length)}C${n(-w * 0.6)} ${n(-length * 0.8)} ${n(-w)} ${n(-length * 0.3)} 0 0Z" fill="url(#leaf)" stroke="#24521f" stroke-width="1.5"/>`
    + `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" d="M0 0L0 ${n(-length * 0.95)}" stroke="#d8efb0" stroke-width="1.6" opacity="0.7"/>`;
}

export const EXTRA_DEFS = `<radialGradient id="oil" cx="0.5" cy="0.35"><stop offset="0" stop-color="#a8741c"/><stop offset="1" stop-color="#4a2c06"/></radialGradient>`
  + `<radialGradient id="coconut" cx="0.4" cy="0.3"><stop offset="0" stop-color="#b9814a"/><stop offset="0.7" stop-color="#7a4a22"/><stop offset="1" stop-color="#4c2a10"/></radialGradient>`;
