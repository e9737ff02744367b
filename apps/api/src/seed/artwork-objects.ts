/**
 * The objects of the demo artwork, one drawing per kind: diya, lamp, kalash, urli, bell and the rest.
 * Objects stand on y ≈ 780 around x = 480 in a 960 × 960 space.
 * Longer than 300 lines on purpose: one small drawing per object, nothing else.
 */
import {
  band, beads, between, ellipse, flame, leafShape, mat, n, pick, rim, shadow, solid, type Mat,
} from './artwork-kit.ts';

export type ArtKind =
  | 'diya' | 'lamp' | 'kalash' | 'lota' | 'bowl' | 'urli' | 'thali' | 'bell' | 'tumbler' | 'vase'
  | 'candle-stand' | 'spoons' | 'jhumka' | 'bangle' | 'pendant' | 'box' | 'round-box' | 'wall-decor'
  | 'figurine' | 'idol' | 'planter' | 'kadai' | 'handi' | 'teapot' | 'coin';

export const ART_KINDS: readonly ArtKind[] = [
  'diya', 'lamp', 'kalash', 'lota', 'bowl', 'urli', 'thali', 'bell', 'tumbler', 'vase', 'candle-stand',
  'spoons', 'jhumka', 'bangle', 'pendant', 'box', 'round-box', 'wall-decor', 'figurine', 'idol',
  'planter', 'kadai', 'handi', 'teapot', 'coin',
];

// ---------------------------------------------------------------------------------------------
// Objects. Each returns SVG markup and the point a close-up should centre on.

export interface Drawn { svg: string; focus: [number, number] }
export type Draw = (m: Mat, rng: () => number) => Drawn;

const smallDiya = (m: Mat, x: number, y: number, s: number): string => {
  const d = `M${n(x - 60 * s)} ${n(y)}C${n(x - 55 * s)} ${n(y + 40 * s)} ${n(x + 30 * s)} ${n(y + 45 * s)} ${n(x + 62 * s)} ${n(y - 4 * s)}L${n(x + 75 * s)} ${n(y - 8 * s)}L${n(x + 50 * s)} ${n(y + 2 * s)}Z`;
  return solid(d, m, m.body, false) + ellipse(x, y, 60 * s, 15 * s, m.top) + ellipse(x, y + 1, 50 * s, 10 * s, '#5b3a0b') + flame(x + 68 * s, y - 10 * s, 14 * s);
};

export const KINDS: Record<ArtKind, Draw> = {
  diya(m) {
    const body = 'M278 560C284 668 386 714 470 714C566 714 650 664 716 548L640 566A192 50 0 0 1 278 560Z';
    const foot = 'M404 706L386 748A84 20 0 0 0 554 748L536 706Z';
    return {
      svg: shadow(470, 778, 230) + solid(foot, m, m.body, false) + ellipse(470, 750, 84, 20, m.top)
        + solid(body, m) + band(m, 470, 600, 178, 80) + beads(470, 640, 160, 62, 13, 4, m.p.hi)
        + ellipse(470, 560, 192, 50, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`)
        + `<path d="M610 540C660 536 700 538 722 546C702 560 664 572 620 578Z" fill="${m.top}"/>`
        + ellipse(468, 563, 168, 38, 'url(#oil)') + ellipse(440, 556, 90, 12, '#fff', 'opacity="0.14"')
        + `<path d="M640 556C670 552 696 548 716 546" stroke="#efe3c8" stroke-width="9" stroke-linecap="round"/>`
        + flame(712, 538, 38),
      focus: [560, 560],
    };
  },
  lamp(m) {
    let svg = shadow(480, 780, 200);
    svg += solid('M318 772C318 718 392 690 446 676L514 676C568 690 642 718 642 772Z', m) + ellipse(480, 772, 162, 20, m.top);
    svg += solid('M462 430L458 680L502 680L498 430Z', m, m.body, false);
    for (const y of [640, 560, 480]) svg += ellipse(480, y, 44, 16, m.body, `stroke="${m.p.deep}" stroke-opacity="0.5"`) + ellipse(480, y - 5, 36, 8, m.top);
    svg += ellipse(480, 676, 60, 14, m.top);
    // Oil bowl with five wicks: two behind, three in front.
    svg += flame(400, 332, 20) + flame(560, 332, 20);
    svg += solid('M330 372C338 430 410 452 480 452C550 452 622 430 630 372Z', m) + band(m, 480, 400, 140, 40);
    svg += ellipse(480, 372, 150, 30, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`) + ellipse(480, 374, 132, 22, 'url(#oil)');
    svg += `<path d="M318 366L300 360L330 382Z" fill="${m.p.light}"/><path d="M642 366L660 360L630 382Z" fill="${m.p.light}"/><path d="M462 402L480 416L498 402Z" fill="${m.p.light}"/>`;
    svg += flame(304, 354, 24) + flame(656, 354, 24) + flame(480, 396, 26);
    // Stem and annam (swan) finial.
    svg += solid('M470 344L468 250L492 250L490 344Z', m, m.body, false) + ellipse(480, 300, 26, 10, m.top);
    svg += solid('M480 250C436 246 438 196 470 186C466 160 488 142 508 152C520 160 514 176 500 176C512 200 520 240 480 250Z', m, m.body, false);
    svg += `<circle cx="501" cy="160" r="3.5" fill="${m.p.deep}"/>`;
    return { svg, focus: [480, 380] };
  },
  kalash(m, rng) {
    let svg = shadow(480, 780, 220);
    svg += solid('M408 744L392 772A88 16 0 0 0 568 772L552 744Z', m, m.body, false);
    svg += solid('M372 452C262 520 270 736 480 750C690 736 698 520 588 452Z', m);
    svg += band(m, 480, 540, 190, 60) + band(m, 480, 640, 192, 70) + beads(480, 590, 190, 64, 15, 4.5, m.p.hi);
    svg += solid('M404 456L420 404L540 404L556 456Z', m);
    svg += `<path d="M408 440C450 458 510 458 552 440" stroke="#c8102e" stroke-width="7" fill="none"/><path d="M408 448C450 466 510 466 552 448" stroke="#f2c200" stroke-width="5" fill="none"/>`;
    // Mango leaves and a coconut.
    const tilt = between(rng, -6, 6);
    for (const a of [-70, -42, -16, 14, 40, 68]) svg += leafShape(480, 404, 150, a + tilt, 0.22);
    svg += ellipse(480, 398, 106, 22, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`);
    svg += ellipse(480, 330, 78, 88, 'url(#coconut)');
    svg += `<path d="M420 300C450 290 470 300 480 250M540 300C510 290 490 300 480 250M450 360C470 340 490 340 510 360" stroke="#5a3516" stroke-width="3" fill="none" opacity="0.5"/>`;
    svg += `<path d="M404 380C440 398 520 398 556 380" stroke="#c8102e" stroke-width="6" fill="none"/>`;
    return { svg, focus: [480, 470] };
  },
  lota(m) {
    let svg = shadow(480, 780, 200);
    svg += solid('M414 744L400 772A80 15 0 0 0 560 772L546 744Z', m, m.body, false);
    svg += solid('M380 470C276 540 290 736 480 748C670 736 684 540 580 470Z', m);
    svg += band(m, 480, 560, 178, 56) + band(m, 480, 660, 160, 60) + beads(480, 610, 178, 58, 14, 4.5, m.p.hi);
    svg += solid('M398 474C420 450 420 420 392 392L568 392C540 420 540 450 562 474Z', m);
    svg += rim(m, 480, 392, 100, 24, 0.14);
    return { svg, focus: [480, 520] };
  },
  bowl(m) {
    let svg = shadow(480, 772, 240);
    svg += solid('M396 714L384 752A96 18 0 0 0 576 752L564 714Z', m, m.body, false) + ellipse(480, 752, 96, 18, m.top);
    svg += solid('M244 520C250 666 362 728 480 728C598 728 710 666 716 520A236 60 0 0 1 244 520Z', m);
    svg += band(m, 480, 560, 230, 72) + beads(480, 600, 214, 90, 17, 4, m.p.hi);
    svg += rim(m, 480, 520, 236, 60, 0.06);
    return { svg, focus: [480, 560] };
  },
  urli(m, rng) {
    let svg = shadow(480, 760, 330);
    svg += solid('M420 716L404 748A76 15 0 0 0 556 748L540 716Z', m, m.body, false);
    svg += solid('M150 560C170 680 330 726 480 726C630 726 790 680 810 560A330 82 0 0 1 150 560Z', m);
    svg += band(m, 480, 600, 320, 92) + beads(480, 640, 300, 82, 21, 4.5, m.p.hi);
    svg += rim(m, 480, 560, 330, 82, 0.05, 'url(#water)');
    svg += ellipse(420, 548, 170, 18, '#fff', 'opacity="0.12"');
    const petals = ['#e63946', '#ff9f1c', '#ffbf00', '#f28482'];
    for (let i = 0; i < 26; i++) {
      const a = rng() * Math.PI * 2;
      const r = Math.sqrt(rng());
      const x = 480 + Math.cos(a) * r * 280;
      const y = 566 + Math.sin(a) * r * 58;
      svg += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="11" ry="6" transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})" fill="${pick(rng, petals)}"/>`;
    }
    svg += smallDiya(m, 340, 560, 0.7) + smallDiya(m, 600, 548, 0.6) + smallDiya(m, 470, 600, 0.75);
    return { svg, focus: [480, 560] };
  },
  thali(m, rng) {
    let svg = shadow(480, 720, 360, 70);
    svg += ellipse(480, 628, 344, 118, m.p.deep) + ellipse(480, 618, 340, 114, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`);
    svg += ellipse(480, 620, 298, 96, m.inner) + `<ellipse cx="480" cy="620" rx="298" ry="96" fill="${m.tex}"/>`;
    svg += `<ellipse cx="480" cy="620" rx="320" ry="105" fill="none" stroke="${m.p.hi}" stroke-width="2" stroke-dasharray="4 10" opacity="0.8"/>`;
    svg += `<ellipse cx="480" cy="620" rx="250" ry="80" fill="none" stroke="${m.p.deep}" stroke-width="2" opacity="0.35"/>`;
    const katori = (x: number, y: number, fill: string) =>
      solid(`M${x - 62} ${y}C${x - 58} ${y + 46} ${x + 58} ${y + 46} ${x + 62} ${y}Z`, m, m.body, false)
      + ellipse(x, y, 62, 17, m.top) + ellipse(x, y + 2, 54, 12, fill);
    if (m.key === 'aluminium' || m.key === 'wood') {
      svg += katori(360, 590, m.inner) + katori(600, 590, m.inner);
      svg += `<path d="M420 660L610 640" stroke="${m.p.mid}" stroke-width="14" stroke-linecap="round"/>` + ellipse(612, 640, 26, 14, m.top);
    } else {
      svg += katori(340, 588, 'url(#kumkum)') + katori(620, 588, 'url(#haldi)');
      for (let i = 0; i < 30; i++) svg += ellipse(470 + between(rng, -40, 40), 566 + between(rng, -10, 10), 4, 2.2, '#fbf6e9');
      svg += smallDiya(m, 480, 650, 1);
      svg += `<circle cx="400" cy="680" r="16" fill="url(#marigold)"/><circle cx="560" cy="690" r="14" fill="url(#marigold)"/>`;
    }
    return { svg, focus: [480, 610] };
  },
  bell(m) {
    let svg = shadow(480, 780, 200);
    svg += `<path d="M480 720L480 752" stroke="${m.p.dark}" stroke-width="6"/>` + `<circle cx="480" cy="756" r="16" fill="${m.body}" stroke="${m.p.deep}" stroke-width="2"/>`;
    svg += solid('M376 456C376 402 420 384 480 384C540 384 584 402 584 456L602 640C608 690 642 704 652 724L308 724C318 704 352 690 358 640Z', m);
    svg += band(m, 480, 470, 106, 20) + band(m, 480, 600, 118, 26) + beads(480, 640, 126, 30, 13, 4, m.p.hi);
    svg += ellipse(480, 724, 172, 28, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`) + ellipse(480, 728, 150, 18, m.p.deep);
    svg += solid('M466 390L464 300L496 300L494 390Z', m, m.body, false);
    svg += ellipse(480, 350, 34, 12, m.body) + ellipse(480, 300, 40, 13, m.top);
    svg += solid('M480 296C440 292 448 236 474 226C470 200 494 186 512 196C522 204 516 218 504 218C516 244 522 286 480 296Z', m, m.body, false);
    svg += `<circle cx="505" cy="203" r="3.5" fill="${m.p.deep}"/>`;
    return { svg, focus: [480, 500] };
  },
  tumbler(m, rng) {
    const glass = (x: number, s: number) => {
      const w = 112 * s;
      const h = 390 * s;
      const top = 780 - h - 10;
      return shadow(x, 780, w * 1.6)
        + solid(`M${n(x - w)} ${n(top)}L${n(x - w * 0.8)} ${n(772)}A${n(w * 0.8)} ${n(w * 0.18)} 0 0 0 ${n(x + w * 0.8)} ${n(772)}L${n(x + w)} ${n(top)}Z`, m)
        + band(m, x, top + 40 * s, w * 0.98, w * 0.22) + band(m, x, 720, w * 0.83, w * 0.18)
        + rim(m, x, top, w, w * 0.23, 0.06);
    };
    const pair = rng() < 0.5;
    return { svg: (pair ? glass(330, 0.8) : '') + glass(pair ? 540 : 480, 1), focus: [500, 500] };
  },
  vase(m, rng) {
    let svg = shadow(480, 780, 180);
    if (rng() < 0.6) {
      for (const [x, a] of [[470, -18], [490, 12], [480, -2]] as const) {
        svg += `<path d="M${x} 320C${x + a * 2} 220 ${x + a * 4} 160 ${x + a * 6} 110" stroke="#3f7a2e" stroke-width="5" fill="none"/>`;
        for (let k = 0; k < 5; k++) svg += `<ellipse cx="${n(x + a * (2 + k) + 6)}" cy="${n(210 - k * 22)}" rx="9" ry="14" fill="#fffaf0" stroke="#e7dcc3"/>`;
      }
      svg += leafShape(470, 320, 110, -40, 0.2) + leafShape(492, 320, 100, 36, 0.2);
    }
    svg += solid('M430 300C430 362 444 384 420 420C330 500 318 650 392 752L568 752C642 650 630 500 540 420C516 384 530 362 530 300Z', m);
    svg += band(m, 480, 440, 72, 18) + band(m, 480, 560, 138, 36) + band(m, 480, 690, 104, 26);
    svg += solid('M402 748L392 776A88 14 0 0 0 568 776L558 748Z', m, m.body, false);
    svg += rim(m, 480, 300, 62, 15, 0.25);
    return { svg, focus: [480, 520] };
  },
  'candle-stand'(m, rng) {
    const stand = (x: number, s: number, tall: number) => {
      const top = 780 - tall * s;
      let out = shadow(x, 780, 130 * s);
      out += solid(`M${n(x - 110 * s)} 772C${n(x - 110 * s)} ${n(740 - 10 * s)} ${n(x - 40 * s)} ${n(730 - 20 * s)} ${n(x - 20 * s)} ${n(720 - 30 * s)}L${n(x + 20 * s)} ${n(720 - 30 * s)}C${n(x + 40 * s)} ${n(730 - 20 * s)} ${n(x + 110 * s)} ${n(740 - 10 * s)} ${n(x + 110 * s)} 772Z`, m);
      out += ellipse(x, 772, 110 * s, 16 * s, m.top);
      out += solid(`M${n(x - 16 * s)} ${n(top + 40 * s)}L${n(x - 18 * s)} ${n(700 - 30 * s)}L${n(x + 18 * s)} ${n(700 - 30 * s)}L${n(x + 16 * s)} ${n(top + 40 * s)}Z`, m, m.body, false);
      for (let y = top + 120 * s; y < 690 - 30 * s; y += 90 * s) out += ellipse(x, y, 34 * s, 13 * s, m.body, `stroke="${m.p.deep}" stroke-opacity="0.5"`);
      out += solid(`M${n(x - 80 * s)} ${n(top + 40 * s)}C${n(x - 70 * s)} ${n(top + 80 * s)} ${n(x + 70 * s)} ${n(top + 80 * s)} ${n(x + 80 * s)} ${n(top + 40 * s)}Z`, m);
      out += `<path d="M${n(x - 40 * s)} ${n(top + 40 * s)}L${n(x - 40 * s)} ${n(top - 120 * s)}A${n(40 * s)} ${n(10 * s)} 0 0 0 ${n(x + 40 * s)} ${n(top - 120 * s)}L${n(x + 40 * s)} ${n(top + 40 * s)}Z" fill="url(#candle)"/>`;
      out += ellipse(x, top - 120 * s, 40 * s, 10 * s, '#f3ead7');
      out += ellipse(x, top + 40 * s, 80 * s, 16 * s, m.top, `stroke="${m.p.deep}" stroke-opacity="0.4"`) + ellipse(x, top + 40 * s, 40 * s, 8 * s, '#efe4cc');
      out += flame(x, top - 128 * s, 26 * s);
      return out;
    };
    const trio = rng() < 0.5;
    return trio
      ? { svg: stand(300, 0.75, 420) + stand(660, 0.75, 380) + stand(480, 0.9, 520), focus: [480, 420] }
      : { svg: stand(480, 1, 480), focus: [480, 400] };
  },
  spoons(m, rng) {
    let svg = shadow(480, 770, 260, 40);
    const count = rng() < 0.5 ? 3 : 4;
    for (let i = 0; i < count; i++) {
      const a = (i - (count - 1) / 2) * 17;
      svg += `<g transform="rotate(${n(a)} 480 800)">`
        + solid('M470 420L468 760C468 772 492 772 492 760L490 420Z', m, m.body, false)
        + solid('M480 180C436 180 422 240 430 290C438 340 462 360 480 420C498 360 522 340 530 290C538 240 524 180 480 180Z', m)
        + `<path d="M480 200C452 204 446 250 452 290C458 330 470 350 480 380C490 350 502 330 508 290C514 250 508 204 480 200Z" fill="${m.inner}" opacity="0.7"/>`
        + ellipse(480, 760, 18, 18, m.top) + `<circle cx="480" cy="700" r="9" fill="${m.p.light}" stroke="${m.p.deep}"/>`
        + '</g>';
    }
    return { svg, focus: [480, 380] };
  },
  jhumka(m, rng) {
    const stone = rng() < 0.5 ? 'url(#ruby)' : 'url(#emerald)';
    const one = (x: number, tilt: number) => {
      let out = `<g transform="rotate(${n(tilt)} ${x} 240)">`;
      out += `<path d="M${x} 250C${x} 190 ${x + 60} 180 ${x + 60} 230" stroke="${m.p.mid}" stroke-width="6" fill="none"/>`;
      out += `<circle cx="${x}" cy="290" r="42" fill="${m.body}" stroke="${m.p.deep}" stroke-width="2"/><circle cx="${x}" cy="290" r="22" fill="${stone}"/>`;
      out += beads(x, 290, 34, 34, 9, 4, m.p.hi);
      out += `<path d="M${x} 332L${x} 370" stroke="${m.p.mid}" stroke-width="6"/>`;
      out += solid(`M${x - 16} 372C${x - 30} 372 ${x - 90} 420 ${x - 98} 520L${x + 98} 520C${x + 90} 420 ${x + 30} 372 ${x + 16} 372Z`, m);
      out += band(m, x, 450, 64, 10) + band(m, x, 490, 84, 12);
      out += ellipse(x, 520, 98, 18, m.top);
      for (let k = 0; k < 9; k++) {
        const bx = x - 88 + k * 22;
        const len = 30 + (k % 2) * 14;
        out += `<path d="M${bx} 530v${len}" stroke="${m.p.mid}" stroke-width="2"/><circle cx="${bx}" cy="${530 + len + 8}" r="9" fill="url(#pearl)"/>`;
      }
      out += `<path d="M${x} 530v90" stroke="${m.p.mid}" stroke-width="2"/><ellipse cx="${x}" cy="640" rx="13" ry="20" fill="${stone}"/>`;
      return `${out}</g>`;
    };
    return { svg: shadow(480, 800, 260, 30) + one(340, 6) + one(620, -4), focus: [480, 440] };
  },
  bangle(m, rng) {
    const ring = (cx: number, cy: number, rx: number, ry: number, thick: number) => {
      const outer = `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
      const inner = `M${cx - rx + 26} ${cy}A${rx - 26} ${ry - 14} 0 1 0 ${cx + rx - 26} ${cy}A${rx - 26} ${ry - 14} 0 1 0 ${cx - rx + 26} ${cy}Z`;
      const side = `M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}L${cx + rx} ${cy + thick}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy + thick}Z`;
      return shadow(cx, cy + thick + ry * 0.7, rx * 1.1, ry * 0.5)
        + solid(side, m) + `<path d="${outer} ${inner}" fill-rule="evenodd" fill="${m.top}" stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"/>`
        + `<path d="${outer} ${inner}" fill-rule="evenodd" fill="${m.tex}"/>`
        + beads(cx, cy + thick / 2, rx - 4, ry - 4, 17, 4, m.p.hi);
    };
    const tilt = between(rng, -4, 4);
    return {
      svg: `<g transform="rotate(${n(tilt)} 480 560)">${ring(420, 640, 210, 84, 46)}${ring(520, 560, 210, 84, 46)}${ring(470, 470, 210, 84, 46)}</g>`,
      focus: [480, 560],
    };
  },
  pendant(m, rng) {
    const stone = rng() < 0.5 ? 'url(#ruby)' : 'url(#emerald)';
    let svg = `<path d="M230 120C250 330 380 400 480 420C580 400 710 330 730 120" fill="none" stroke="${m.p.mid}" stroke-width="7" stroke-dasharray="10 5"/>`;
    svg += `<path d="M230 120C250 330 380 400 480 420C580 400 710 330 730 120" fill="none" stroke="${m.p.hi}" stroke-width="2" stroke-dasharray="10 5" opacity="0.7"/>`;
    svg += shadow(500, 800, 200, 30);
    svg += `<ellipse cx="480" cy="440" rx="22" ry="30" fill="none" stroke="${m.p.mid}" stroke-width="9"/>`;
    svg += solid('M480 466C590 466 630 560 610 620C590 690 520 720 480 760C440 720 370 690 350 620C330 560 370 466 480 466Z', m);
    svg += `<path d="M480 490C570 490 600 566 584 614C568 668 514 694 480 726C446 694 392 668 376 614C360 566 390 490 480 490Z" fill="none" stroke="${m.p.hi}" stroke-width="2" stroke-dasharray="3 7"/>`;
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      svg += `<circle cx="${n(480 + Math.cos(a) * 72)}" cy="${n(600 + Math.sin(a) * 72)}" r="11" fill="${m.top}" stroke="${m.p.deep}" stroke-opacity="0.5"/>`;
    }
    svg += `<circle cx="480" cy="600" r="46" fill="${stone}" stroke="${m.p.deep}" stroke-width="3"/>`;
    svg += `<ellipse cx="466" cy="584" rx="14" ry="9" fill="#fff" opacity="0.55"/>`;
    svg += `<path d="M480 760v30" stroke="${m.p.mid}" stroke-width="3"/><ellipse cx="480" cy="812" rx="16" ry="22" fill="url(#pearl)"/>`;
    return { svg, focus: [480, 600] };
  },
  box(m, rng) {
    const fit = m.key === 'wood' ? mat('brass') : mat('oxidised');
    let svg = shadow(520, 770, 290, 44);
    svg += `<path d="M300 500L380 430L740 430L660 500Z" fill="${m.top}" stroke="${m.p.deep}" stroke-width="2"/><path d="M300 500L380 430L740 430L660 500Z" fill="${m.tex}"/>`;
    svg += solid('M660 500L740 430L740 680L660 760Z', m, m.inner);
    svg += solid('M300 500L660 500L660 760L300 760Z', m);
    svg += `<path d="M300 560L660 560L740 490" fill="none" stroke="${m.p.deep}" stroke-width="3" opacity="0.7"/>`;
    // Inlay: a lotus medallion and corner fittings.
    svg += `<circle cx="480" cy="660" r="58" fill="none" stroke="${fit.p.light}" stroke-width="4"/>`;
    for (let k = 0; k < 8; k++) svg += `<ellipse cx="480" cy="630" rx="9" ry="24" transform="rotate(${k * 45} 480 660)" fill="${fit.p.light}" opacity="0.9"/>`;
    svg += `<circle cx="480" cy="660" r="12" fill="${fit.p.hi}"/>`;
    for (const [x, y] of [[300, 500], [636, 500], [300, 736], [636, 736]] as const) svg += `<rect x="${x}" y="${y}" width="24" height="24" fill="${fit.body}" stroke="${fit.p.deep}"/>`;
    svg += `<rect x="466" y="548" width="28" height="34" rx="4" fill="${fit.body}" stroke="${fit.p.deep}"/><circle cx="480" cy="566" r="4" fill="${fit.p.deep}"/>`;
    if (rng() < 0.5) svg += `<path d="M330 760L330 520M630 760L630 520" stroke="${m.p.deep}" stroke-width="2" opacity="0.35"/>`;
    return { svg, focus: [500, 580] };
  },
  'round-box'(m, rng) {
    let svg = shadow(480, 780, 200);
    svg += solid('M356 560L356 740A124 30 0 0 0 604 740L604 560Z', m);
    svg += band(m, 480, 620, 124, 30) + band(m, 480, 700, 124, 30) + beads(480, 660, 122, 30, 14, 4.5, m.p.hi);
    svg += solid('M346 562C346 480 400 440 480 440C560 440 614 480 614 562Z', m);
    svg += ellipse(480, 562, 134, 32, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`) + ellipse(480, 562, 134, 32, m.tex);
    svg += band(m, 480, 500, 110, 20);
    // Peacock finial.
    svg += solid('M480 444C452 440 452 404 474 396C470 372 492 360 508 368C516 376 512 388 502 388C514 412 516 440 480 444Z', m, m.body, false);
    svg += `<circle cx="503" cy="374" r="3" fill="${m.p.deep}"/>`;
    if (rng() < 0.6) {
      svg += shadow(700, 782, 80) + solid('M640 740C644 778 756 778 760 740Z', m, m.body, false) + ellipse(700, 740, 60, 14, m.top) + ellipse(700, 738, 50, 9, 'url(#kumkum)');
    }
    return { svg, focus: [480, 560] };
  },
  'wall-decor'(m, rng) {
    let svg = ellipse(500, 500, 340, 340, 'url(#shadow)', 'opacity="0.7"');
    const rays = 16;
    for (let k = 0; k < rays; k++) {
      const a = (k / rays) * 360;
      const long = k % 2 === 0;
      const len = long ? 330 : 270;
      svg += `<path transform="rotate(${a} 480 480)" d="M480 ${480 - len}C${long ? 520 : 510} ${480 - len * 0.7} ${long ? 460 : 470} ${480 - len * 0.5} 510 ${480 - 170}L450 ${480 - 170}C490 ${480 - len * 0.5} ${long ? 440 : 450} ${480 - len * 0.7} 480 ${480 - len}Z" fill="${m.body}" stroke="${m.p.deep}" stroke-width="2"/>`;
    }
    svg += `<circle cx="480" cy="480" r="190" fill="${m.top}" stroke="${m.p.deep}" stroke-width="3"/>`;
    svg += `<circle cx="480" cy="480" r="190" fill="${m.tex}"/>`;
    svg += `<circle cx="480" cy="480" r="172" fill="none" stroke="${m.p.hi}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>`;
    const petals = 12 + Math.floor(rng() * 3) * 2;
    for (let k = 0; k < petals; k++) svg += `<ellipse cx="480" cy="360" rx="22" ry="48" transform="rotate(${n((k / petals) * 360)} 480 480)" fill="${m.body}" stroke="${m.p.deep}" stroke-opacity="0.6"/>`;
    svg += `<circle cx="480" cy="480" r="96" fill="${m.wide}" stroke="${m.p.deep}" stroke-width="2"/>`;
    svg += `<circle cx="480" cy="480" r="70" fill="none" stroke="${m.p.deep}" stroke-width="3" opacity="0.5"/>`;
    svg += `<circle cx="480" cy="480" r="30" fill="${m.top}" stroke="${m.p.deep}" stroke-width="2"/>`;
    svg += `<ellipse cx="420" cy="400" rx="70" ry="30" transform="rotate(-35 420 400)" fill="#fff" opacity="0.18"/>`;
    return { svg, focus: [480, 480] };
  },
  figurine(m) {
    const w = m.wide;
    const s = `stroke="${m.p.deep}" stroke-opacity="0.6" stroke-width="2"`;
    let svg = shadow(470, 780, 280, 40);
    // Far legs, body, near legs, head, ear, trunk.
    svg += `<path d="M350 600L346 760C346 772 396 772 396 760L404 620Z" fill="${m.p.dark}" ${s}/><path d="M540 600L548 760C548 772 596 772 596 760L592 600Z" fill="${m.p.dark}" ${s}/>`;
    svg += `<path d="M250 560C240 450 330 390 450 392C560 394 640 430 650 520C660 600 610 650 520 656C420 662 260 660 250 560Z" fill="${w}" ${s}/>`;
    svg += `<path d="M290 620L284 766C284 778 338 778 338 766L350 640Z" fill="${w}" ${s}/><path d="M500 640L508 766C508 778 562 778 562 766L566 630Z" fill="${w}" ${s}/>`;
    svg += `<path d="M256 520C230 540 226 580 236 600" stroke="${m.p.dark}" stroke-width="7" fill="none"/>`;
    // Saddle cloth.
    svg += `<path d="M380 398C440 390 520 396 560 410L548 560C500 580 430 580 390 566Z" fill="#9e1b32" stroke="#f2c14e" stroke-width="8"/>`;
    svg += `<path d="M398 540C440 556 500 556 546 538" stroke="#f2c14e" stroke-width="4" stroke-dasharray="6 8" fill="none"/>`;
    svg += `<circle cx="470" cy="480" r="28" fill="none" stroke="#f2c14e" stroke-width="5"/><circle cx="470" cy="480" r="9" fill="#f2c14e"/>`;
    svg += `<path d="M600 420C640 360 730 360 760 430C780 480 770 540 740 560C760 620 780 680 750 730C740 746 716 740 722 722C740 670 720 620 690 580C650 580 610 540 600 420Z" fill="${w}" ${s}/>`;
    svg += `<path d="M610 420C580 440 570 520 600 570C630 590 660 560 660 520C662 470 650 430 610 420Z" fill="${m.top}" ${s}/>`;
    svg += `<path d="M708 560C700 600 690 620 660 630" stroke="#f4ecd8" stroke-width="10" stroke-linecap="round" fill="none"/>`;
    svg += `<circle cx="718" cy="470" r="7" fill="${m.p.deep}"/>`;
    svg += `<path d="M250 560C240 450 330 390 450 392C560 394 640 430 650 520C660 600 610 650 520 656C420 662 260 660 250 560Z" fill="url(#shade)"/>`;
    return { svg, focus: [500, 520] };
  },
  idol(m) {
    const w = m.wide;
    const s = `stroke="${m.p.deep}" stroke-opacity="0.6" stroke-width="2"`;
    let svg = shadow(480, 780, 240);
    // Prabhavali (halo arch) behind the figure.
    svg += `<path d="M270 700L270 420C270 250 380 170 480 170C580 170 690 250 690 420L690 700L650 700L650 420C650 280 570 212 480 212C390 212 310 280 310 420L310 700Z" fill="${w}" ${s}/>`;
    for (let k = 0; k <= 14; k++) {
      const a = Math.PI * (1 - k / 14);
      svg += `<circle cx="${n(480 + Math.cos(a) * 232)}" cy="${n(420 - Math.sin(a) * 232)}" r="13" fill="${m.top}" ${s}/>`;
    }
    // Pedestal and lotus seat.
    svg += solid('M300 700L660 700L640 772L320 772Z', m, w);
    svg += ellipse(480, 700, 180, 20, m.top);
    for (let k = 0; k < 9; k++) svg += `<path d="M${360 + k * 30} 700C${350 + k * 30} 660 ${370 + k * 30} 640 ${375 + k * 30} 636C${380 + k * 30} 640 ${400 + k * 30} 660 ${390 + k * 30} 700Z" fill="${m.top}" ${s}/>`;
    // Seated figure: crossed legs, torso with ornaments, four arms, head with a tall crown.
    svg += `<path d="M340 664C336 612 400 588 480 588C560 588 624 612 620 664C560 684 400 684 340 664Z" fill="${w}" ${s}/>`;
    svg += `<path d="M360 650C400 628 440 630 480 640C520 630 560 628 600 650" stroke="${m.p.deep}" stroke-width="2" fill="none" opacity="0.5"/>`;
    svg += `<path d="M396 470C380 520 372 560 388 604M564 470C580 520 588 560 572 604" stroke="${m.p.dark}" stroke-width="20" stroke-linecap="round" fill="none"/>`;
    svg += `<path d="M412 604C396 530 416 452 480 440C544 452 564 530 548 604Z" fill="${w}" ${s}/>`;
    svg += `<path d="M424 470C392 520 400 570 452 596M536 470C568 520 560 570 508 596" stroke="${m.p.mid}" stroke-width="22" stroke-linecap="round" fill="none"/>`;
    svg += `<path d="M424 470C392 520 400 570 452 596M536 470C568 520 560 570 508 596" stroke="${m.p.hi}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.5"/>`;
    svg += `<circle cx="386" cy="604" r="13" fill="${m.top}" ${s}/><circle cx="574" cy="604" r="13" fill="${m.top}" ${s}/>`;
    svg += `<path d="M436 462C452 500 508 500 524 462" stroke="${m.p.light}" stroke-width="6" fill="none"/>` + beads(480, 470, 46, 36, 9, 5, m.p.hi);
    svg += `<path d="M420 560C460 572 500 572 540 560" stroke="${m.p.light}" stroke-width="8" fill="none"/>`;
    svg += `<ellipse cx="431" cy="396" rx="10" ry="22" fill="${w}" ${s}/><ellipse cx="529" cy="396" rx="10" ry="22" fill="${w}" ${s}/>`;
    svg += `<ellipse cx="480" cy="392" rx="46" ry="54" fill="${w}" ${s}/>`;
    svg += `<path d="M440 352C440 330 452 300 466 286L480 236L494 286C508 300 520 330 520 352Z" fill="${m.top}" ${s}/>`;
    svg += `<path d="M440 352C460 342 500 342 520 352" stroke="${m.p.deep}" stroke-width="3" fill="none" opacity="0.6"/>` + `<circle cx="480" cy="320" r="7" fill="url(#ruby)"/>`;
    svg += `<path d="M458 392Q466 386 472 392M488 392Q494 386 502 392" stroke="${m.p.deep}" stroke-width="3" fill="none" opacity="0.7"/>`;
    svg += `<circle cx="480" cy="372" r="4" fill="#b3121f"/><path d="M470 418Q480 424 490 418" stroke="${m.p.deep}" stroke-width="2.5" fill="none" opacity="0.6"/>`;
    svg += `<path d="M300 700L660 700L640 772L320 772Z" fill="url(#shade)"/>`;
    return { svg, focus: [480, 480] };
  },
  planter(m, rng) {
    let svg = shadow(480, 782, 210);
    const snake = rng() < 0.5;
    if (snake) {
      for (const [x, a, l] of [[440, -14, 330], [470, -4, 400], [500, 8, 360], [520, 20, 300], [460, -26, 260]] as const) {
        svg += `<path transform="translate(${x} 480) rotate(${a})" d="M-20 0C-26 -${l * 0.5} -12 -${l * 0.9} 0 -${l}C12 -${l * 0.9} 26 -${l * 0.5} 20 0Z" fill="url(#leaf)" stroke="#24521f" stroke-width="2"/>`
          + `<path transform="translate(${x} 480) rotate(${a})" d="M-12 -40C0 -60 10 -30 12 -80M-10 -140C4 -160 10 -130 8 -190" stroke="#d8efb0" stroke-width="3" fill="none" opacity="0.6"/>`;
      }
    } else {
      for (let k = 0; k < 9; k++) svg += leafShape(480 + between(rng, -30, 30), 480, between(rng, 150, 230), -70 + k * 17, 0.42);
    }
    svg += solid('M318 480L360 760A120 22 0 0 0 600 760L642 480Z', m);
    svg += band(m, 480, 540, 156, 30) + beads(480, 620, 140, 28, 13, 4, m.p.hi);
    svg += ellipse(480, 480, 170, 36, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`) + ellipse(480, 484, 152, 26, '#3b2614');
    return { svg, focus: [480, 520] };
  },
  kadai(m) {
    let svg = shadow(480, 740, 290, 50);
    const handle = (x: number, dir: number) =>
      `<path d="M${x} 520C${x + dir * 80} 490 ${x + dir * 90} 560 ${x + dir * 20} 570" fill="none" stroke="${m.p.deep}" stroke-width="26" stroke-linecap="round"/>`
      + `<path d="M${x} 520C${x + dir * 80} 490 ${x + dir * 90} 560 ${x + dir * 20} 570" fill="none" stroke="${m.p.light}" stroke-width="16" stroke-linecap="round"/>`;
    svg += handle(230, -1) + handle(730, 1);
    svg += solid('M220 520C236 650 350 712 480 712C610 712 724 650 740 520A260 70 0 0 1 220 520Z', m);
    svg += rim(m, 480, 520, 262, 70, 0.05);
    svg += ellipse(480, 560, 150, 30, '#fff', 'opacity="0.08"');
    return { svg, focus: [480, 560] };
  },
  handi(m) {
    let svg = shadow(480, 778, 230);
    svg += `<path d="M300 560C250 560 250 620 300 620" stroke="${m.p.dark}" stroke-width="16" fill="none"/><path d="M660 560C710 560 710 620 660 620" stroke="${m.p.dark}" stroke-width="16" fill="none"/>`;
    svg += solid('M320 500C280 600 310 750 480 756C650 750 680 600 640 500Z', m);
    svg += band(m, 480, 580, 168, 40) + band(m, 480, 680, 150, 40);
    svg += ellipse(480, 500, 170, 36, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`);
    svg += solid('M330 498C340 430 410 410 480 410C550 410 620 430 630 498Z', m);
    svg += ellipse(480, 410, 34, 10, m.top);
    svg += solid('M456 412C450 380 470 368 480 368C490 368 510 380 504 412Z', m, m.body, false);
    return { svg, focus: [480, 540] };
  },
  teapot(m) {
    let svg = shadow(480, 778, 240);
    svg += `<path d="M320 520C220 500 220 660 330 650" fill="none" stroke="${m.p.deep}" stroke-width="28" stroke-linecap="round"/><path d="M320 520C220 500 220 660 330 650" fill="none" stroke="${m.p.light}" stroke-width="16" stroke-linecap="round"/>`;
    svg += solid('M600 620C650 600 680 520 740 470L766 470C770 482 760 486 752 490C710 540 690 650 620 680Z', m, m.body, false);
    svg += solid('M330 480C280 540 290 700 380 752L580 752C670 700 680 540 630 480Z', m);
    svg += band(m, 480, 540, 160, 30) + band(m, 480, 680, 146, 30) + beads(480, 610, 160, 30, 13, 4, m.p.hi);
    svg += ellipse(480, 480, 150, 30, m.top, `stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"`);
    svg += solid('M372 478C380 420 430 400 480 400C530 400 580 420 588 478Z', m);
    svg += `<circle cx="480" cy="388" r="18" fill="${m.body}" stroke="${m.p.deep}" stroke-width="2"/>`;
    svg += solid('M400 752L396 772A84 10 0 0 0 564 772L560 752Z', m, m.body, false);
    return { svg, focus: [480, 560] };
  },
  coin(m, rng) {
    let svg = shadow(480, 760, 280, 44);
    if (rng() < 0.6) svg += `<path d="M150 720L250 560L820 560L880 720Z" fill="#8e1430"/><path d="M150 720L250 560L820 560L880 720Z" fill="url(#shade)"/><path d="M170 700L262 576L808 576L862 700" fill="none" stroke="#f2c14e" stroke-width="4" stroke-dasharray="10 6"/>`;
    svg += ellipse(480, 480, 262, 262, m.p.dark) + ellipse(470, 470, 260, 260, m.top, `stroke="${m.p.deep}" stroke-width="3"`);
    svg += ellipse(470, 470, 224, 224, m.body);
    svg += `<circle cx="470" cy="470" r="240" fill="none" stroke="${m.p.hi}" stroke-width="4" stroke-dasharray="3 12" stroke-linecap="round"/>`;
    for (let k = 0; k < 8; k++) svg += `<ellipse cx="470" cy="400" rx="30" ry="72" transform="rotate(${k * 45} 470 470)" fill="${m.top}" stroke="${m.p.deep}" stroke-opacity="0.5" stroke-width="2"/>`;
    svg += `<circle cx="470" cy="470" r="48" fill="${m.wide}" stroke="${m.p.deep}" stroke-width="2"/>`;
    svg += `<circle cx="470" cy="470" r="224" fill="${m.tex}" opacity="0.6"/>`;
    svg += `<ellipse cx="390" cy="360" rx="110" ry="40" transform="rotate(-40 390 360)" fill="#fff" opacity="0.22"/>`;
    return { svg, focus: [480, 480] };
  },
};
