/**
 * Demo product pictures without words (issue 32): the kind of product drawn as a simple shape on a soft
 * gradient, in the 1200×1200 design units of media-images.ts. The product's name stays in the page's text, in
 * the store view's language; nothing in the picture needs translating. Deterministic (shape and hue only) and
 * cheap to rasterise: a few paths each, no filters, no fonts.
 */
export type ImageShape =
  | 'circle' | 'box' | 'bottle' | 'bag' | 'tray' | 'leaf'
  | 'drumstick' | 'fish' | 'shrimp' | 'squid' | 'steak' | 'sausage'
  | 'grains' | 'noodles' | 'cup' | 'can' | 'carton' | 'mushroom' | 'chili';

/** The picture's shapes, centred in the frame, over a soft shadow on the ground. */
export function productPictureSvg(shape: ImageShape, h: number): string {
  const fill = `hsl(${h},55%,45%)`;
  const dark = `hsl(${h},50%,32%)`;
  const accent = `hsl(${(h + 30) % 360},60%,60%)`;
  const light = `hsl(${h},60%,85%)`;
  const shadow = `<ellipse cx="600" cy="1000" rx="380" ry="50" fill="hsl(${h},30%,40%)" opacity="0.18"/>`;
  return `${shadow}<g transform="translate(0,90)">${motif(shape, { fill, dark, accent, light })}</g>`;
}

interface Palette {
  fill: string;
  dark: string;
  accent: string;
  light: string;
}

/** A small round emblem for a pack's label: a label without words. */
function emblem(cx: number, cy: number, r: number, p: Palette): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.fill}"/><path d="M${cx - r * 0.45} ${cy + r * 0.2} Q${cx} ${cy - r * 0.75} ${cx + r * 0.45} ${cy + r * 0.2} Q${cx} ${cy + r * 0.05} ${cx - r * 0.45} ${cy + r * 0.2} Z" fill="#fff" opacity="0.9"/>`;
}

function motif(shape: ImageShape, p: Palette): string {
  switch (shape) {
    case 'circle':
      // A round fruit or vegetable with its stalk and leaf.
      return `<circle cx="600" cy="500" r="300" fill="${p.fill}"/><ellipse cx="510" cy="390" rx="90" ry="60" fill="#fff" opacity="0.35"/><path d="M600 200 q30 -80 100 -100" stroke="hsl(30,40%,28%)" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M640 170 C700 90 820 100 860 150 C790 200 700 210 640 170 Z" fill="hsl(120,45%,38%)"/>`;
    case 'leaf':
      return `<path d="M600 820 C260 640 300 260 600 160 C900 260 940 640 600 820 Z" fill="${p.fill}"/><path d="M600 820 L600 220" stroke="${p.accent}" stroke-width="18"/><path d="M600 420 L470 330 M600 540 L450 450 M600 420 L730 330 M600 540 L750 450 M600 660 L490 590 M600 660 L710 590" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`;
    case 'box':
      return `<rect x="330" y="250" width="540" height="520" rx="28" fill="${p.fill}"/><rect x="330" y="250" width="540" height="110" rx="28" fill="${p.accent}"/><rect x="420" y="440" width="360" height="220" rx="16" fill="#fff" opacity="0.9"/>${emblem(600, 550, 70, p)}`;
    case 'bottle':
      return `<rect x="540" y="150" width="120" height="120" rx="16" fill="${p.accent}"/><path d="M470 300 Q600 240 730 300 L760 800 Q600 850 440 800 Z" fill="${p.fill}"/><rect x="480" y="470" width="240" height="190" rx="12" fill="#fff" opacity="0.9"/>${emblem(600, 565, 60, p)}`;
    case 'bag':
      return `<path d="M360 260 L840 260 L880 800 L320 800 Z" fill="${p.fill}"/><rect x="360" y="230" width="480" height="60" rx="10" fill="${p.accent}"/><circle cx="600" cy="540" r="130" fill="#fff" opacity="0.9"/>${emblem(600, 540, 70, p)}`;
    case 'grains':
      // A sack of rice or grain, a scoop of grains spilling in front of it.
      return `<path d="M380 240 L820 240 L870 780 L330 780 Z" fill="${p.fill}"/><path d="M380 240 Q600 300 820 240" stroke="${p.dark}" stroke-width="14" fill="none"/><circle cx="600" cy="500" r="120" fill="#fff" opacity="0.9"/>${grainCluster(600, 500, p.fill)}<ellipse cx="600" cy="820" rx="300" ry="60" fill="${p.light}"/>${grainCluster(600, 800, p.dark)}`;
    case 'tray':
      return `<rect x="250" y="420" width="700" height="300" rx="40" fill="#f5f5f5" stroke="${p.accent}" stroke-width="16"/><ellipse cx="600" cy="560" rx="260" ry="110" fill="${p.fill}"/><ellipse cx="520" cy="520" rx="70" ry="30" fill="#fff" opacity="0.4"/>`;
    case 'steak':
      // A cut of meat with its fat edge and marbling, on a tray.
      return `<rect x="230" y="430" width="740" height="320" rx="44" fill="#f5f5f5" stroke="hsl(0,0%,80%)" stroke-width="14"/><path d="M330 560 C330 430 520 400 640 430 C800 460 880 520 860 610 C840 700 700 720 560 700 C420 690 330 660 330 560 Z" fill="hsl(355,58%,50%)" stroke="hsl(40,70%,90%)" stroke-width="26"/><path d="M430 560 C500 520 560 600 640 540 M560 640 C620 610 700 650 760 600" stroke="hsl(40,70%,90%)" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    case 'drumstick':
      // Two chicken drumsticks on a tray.
      return `<rect x="230" y="470" width="740" height="300" rx="44" fill="#f5f5f5" stroke="hsl(0,0%,80%)" stroke-width="14"/>${drumstick(0, 0)}${drumstick(170, 60)}`;
    case 'fish':
      return `<path d="M250 500 C350 330 620 300 800 470 L960 360 L930 500 L960 640 L800 530 C620 700 350 670 250 500 Z" fill="${p.fill}"/><path d="M520 360 C560 300 640 300 680 340" stroke="${p.dark}" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M420 420 C460 470 460 530 420 580" stroke="${p.dark}" stroke-width="14" fill="none" stroke-linecap="round"/><circle cx="340" cy="470" r="24" fill="#fff"/><circle cx="340" cy="470" r="11" fill="hsl(0,0%,15%)"/><ellipse cx="580" cy="440" rx="120" ry="30" fill="#fff" opacity="0.3"/>`;
    case 'shrimp':
      // A curled shrimp: segments along an arc, tail fan, feelers.
      return `<path d="M760 360 C900 480 860 700 660 740 C500 770 380 690 360 560" stroke="hsl(12,75%,58%)" stroke-width="150" fill="none" stroke-linecap="round"/><path d="M760 360 C900 480 860 700 660 740 C500 770 380 690 360 560" stroke="hsl(18,85%,72%)" stroke-width="150" fill="none" stroke-dasharray="6 70" stroke-linecap="butt"/><path d="M360 560 L250 470 L300 600 Z M360 560 L240 620 L330 660 Z" fill="hsl(12,70%,50%)"/><circle cx="790" cy="400" r="16" fill="hsl(0,0%,15%)"/><path d="M800 340 C850 220 930 180 1010 180 M780 340 C800 230 860 160 930 140" stroke="hsl(12,60%,45%)" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    case 'squid':
      return `<path d="M600 170 C720 260 760 420 720 560 L480 560 C440 420 480 260 600 170 Z" fill="${p.fill}"/><path d="M500 220 L420 300 L520 320 Z M700 220 L780 300 L680 320 Z" fill="${p.dark}"/><circle cx="550" cy="500" r="22" fill="#fff"/><circle cx="650" cy="500" r="22" fill="#fff"/><path d="M500 560 C470 680 430 760 380 820 M560 560 C550 690 520 780 500 850 M620 560 C630 690 660 780 690 850 M690 560 C720 680 770 760 820 820" stroke="${p.fill}" stroke-width="34" fill="none" stroke-linecap="round"/>`;
    case 'sausage':
      return `<rect x="260" y="470" width="680" height="290" rx="44" fill="#f5f5f5" stroke="hsl(0,0%,80%)" stroke-width="14"/>${[0, 1, 2].map((i) => `<rect x="320" y="${390 + i * 110}" width="560" height="100" rx="50" fill="hsl(${8 + i * 6},55%,${44 + i * 4}%)" transform="rotate(-8 600 ${440 + i * 110})"/><path d="M400 ${420 + i * 110} L780 ${370 + i * 110}" stroke="#fff" stroke-width="10" opacity="0.35" stroke-linecap="round"/>`).join('')}`;
    case 'noodles':
      // A bowl of noodles with chopsticks.
      return `<path d="M260 460 L940 460 C930 700 780 820 600 820 C420 820 270 700 260 460 Z" fill="${p.fill}"/><ellipse cx="600" cy="460" rx="340" ry="70" fill="${p.light}"/><path d="M340 450 q40 -40 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 M380 490 q40 -40 80 0 t80 0 t80 0 t80 0 t80 0" stroke="hsl(45,80%,60%)" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M700 180 L560 470 M790 200 L610 480" stroke="hsl(30,45%,35%)" stroke-width="22" stroke-linecap="round"/>`;
    case 'cup':
      // A cup of coffee or tea with steam.
      return `<path d="M330 380 L830 380 L790 780 C780 820 740 840 700 840 L460 840 C420 840 380 820 370 780 Z" fill="${p.fill}"/><path d="M830 460 C960 460 960 680 810 680" stroke="${p.fill}" stroke-width="44" fill="none"/><ellipse cx="580" cy="380" rx="250" ry="46" fill="${p.dark}"/><path d="M480 300 C440 240 520 200 480 130 M580 300 C540 240 620 200 580 130 M680 300 C640 240 720 200 680 130" stroke="${p.accent}" stroke-width="18" fill="none" stroke-linecap="round" opacity="0.8"/>`;
    case 'can':
      return `<rect x="380" y="260" width="440" height="540" fill="${p.fill}"/><ellipse cx="600" cy="800" rx="220" ry="50" fill="${p.dark}"/><rect x="380" y="420" width="440" height="230" fill="#fff" opacity="0.9"/><ellipse cx="600" cy="260" rx="220" ry="50" fill="hsl(0,0%,82%)"/><ellipse cx="600" cy="260" rx="180" ry="36" fill="hsl(0,0%,70%)"/>${emblem(600, 535, 70, p)}`;
    case 'carton':
      // A milk or juice carton.
      return `<path d="M420 320 L600 200 L780 320 Z" fill="${p.accent}"/><rect x="560" y="160" width="80" height="60" rx="8" fill="${p.dark}"/><rect x="420" y="320" width="360" height="500" fill="${p.light}"/><path d="M420 320 L780 320 L780 360 L420 360 Z" fill="${p.fill}"/><path d="M420 560 C520 520 680 600 780 560 L780 820 L420 820 Z" fill="${p.fill}"/>${emblem(600, 470, 60, p)}`;
    case 'mushroom':
      return `<path d="M520 560 L680 560 L700 820 C700 850 500 850 500 820 Z" fill="hsl(40,45%,88%)"/><path d="M250 580 C250 300 430 210 600 210 C770 210 950 300 950 580 Z" fill="hsl(25,40%,42%)"/><circle cx="460" cy="380" r="40" fill="#fff" opacity="0.6"/><circle cx="660" cy="320" r="30" fill="#fff" opacity="0.6"/><circle cx="780" cy="450" r="36" fill="#fff" opacity="0.6"/>`;
    case 'chili':
      return `<path d="M420 300 C380 520 520 760 860 820 C700 700 600 520 600 300 Z" fill="hsl(2,75%,48%)"/><path d="M470 330 C460 480 540 640 700 740" stroke="#fff" stroke-width="16" opacity="0.35" fill="none" stroke-linecap="round"/><path d="M420 300 C440 260 580 260 600 300 L560 330 L460 330 Z" fill="hsl(120,45%,35%)"/><path d="M510 280 C500 220 530 180 580 160" stroke="hsl(120,45%,30%)" stroke-width="22" fill="none" stroke-linecap="round"/>`;
  }
}

/** A chicken drumstick, offset from its place at the tray's left. */
function drumstick(dx: number, dy: number): string {
  return `<g transform="translate(${dx},${dy}) rotate(-20 520 520)"><path d="M330 520 C330 400 480 360 580 420 C640 455 660 520 640 560 C600 640 420 660 360 610 C340 590 330 560 330 520 Z" fill="hsl(28,70%,52%)"/><rect x="620" y="505" width="170" height="44" rx="22" fill="hsl(40,40%,93%)"/><circle cx="800" cy="505" r="34" fill="hsl(40,40%,93%)"/><circle cx="800" cy="550" r="34" fill="hsl(40,40%,93%)"/><ellipse cx="440" cy="470" rx="60" ry="26" fill="#fff" opacity="0.3"/></g>`;
}

/** A little heap of grains (rice) around a point. */
function grainCluster(cx: number, cy: number, color: string): string {
  const grains: string[] = [];
  for (let i = 0; i < 11; i++) {
    const x = cx + ((i * 53) % 160) - 80;
    const y = cy + ((i * 37) % 90) - 45;
    grains.push(`<ellipse cx="${x}" cy="${y}" rx="20" ry="9" fill="${color}" transform="rotate(${(i * 47) % 180} ${x} ${y})"/>`);
  }
  return grains.join('');
}
