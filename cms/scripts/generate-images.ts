/**
 * Draws the seed catalogue's packshots (800×800) and home banners (1600×600) as SVG and
 * writes them as WebP into data/images/. Run once with `npm run generate-images -w cms`;
 * the output is committed, so neither the seed nor a fresh clone needs this script.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

interface ProductSeed {
  id: number;
  title: string;
  weight: string;
  brand: string;
  img: string;
  img2: string;
  look: { shape: Shape; colour: string };
}

interface BannerSeed {
  title: string;
  subtitle: string;
  image: string;
  colours: [string, string];
  ar?: ArabicBannerSeed;
}

/** A banner's Arabic (its `ar` in data/banners.json): drawn right to left in its English banner's colours. */
interface ArabicBannerSeed {
  title: string;
  subtitle: string;
  image: string;
}

type Shape = 'jar' | 'pouch' | 'box' | 'bar' | 'bottle' | 'tin' | 'hamper' | 'chips';

const DATA_DIR = path.join(__dirname, '..', 'data');
const IMAGES_DIR = path.join(DATA_DIR, 'images');
const FONT = "font-family='DejaVu Sans, sans-serif'";

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Splits a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** #rrggbb lightened (amount > 0) or darkened (amount < 0), amount in -1..1. */
function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

function gradients(colour: string): string {
  return `<defs>
    <linearGradient id='body' x1='0' x2='1'><stop offset='0' stop-color='${shade(colour, -0.35)}'/>
      <stop offset='0.35' stop-color='${shade(colour, 0.15)}'/><stop offset='0.6' stop-color='${colour}'/>
      <stop offset='1' stop-color='${shade(colour, -0.45)}'/></linearGradient>
    <linearGradient id='gloss' x1='0' x2='1'><stop offset='0' stop-color='#fff' stop-opacity='0'/>
      <stop offset='0.5' stop-color='#fff' stop-opacity='0.35'/><stop offset='1' stop-color='#fff' stop-opacity='0'/></linearGradient>
    <radialGradient id='bg' cx='0.5' cy='0.4' r='0.75'><stop offset='0' stop-color='#ffffff'/>
      <stop offset='1' stop-color='${shade(colour, 0.82)}'/></radialGradient>
    <filter id='soft'><feGaussianBlur stdDeviation='14'/></filter>
  </defs>`;
}

/** The package outline for each shape, centred at x=400, in the 800×800 canvas. */
const OUTLINES: Record<Shape, { body: string; label: { x: number; y: number; w: number; h: number } }> = {
  jar: {
    body: `<rect x='270' y='150' width='260' height='70' rx='14' fill='#2b2b2b'/><rect x='270' y='150' width='260' height='70' rx='14' fill='url(#gloss)'/>
      <rect x='235' y='215' width='330' height='440' rx='60' fill='url(#body)'/>`,
    label: { x: 250, y: 300, w: 300, h: 260 },
  },
  pouch: {
    body: `<path d='M240 140 H560 L590 660 Q400 690 210 660 Z' fill='url(#body)'/><rect x='240' y='140' width='320' height='30' fill='#000' opacity='0.15'/>`,
    label: { x: 255, y: 260, w: 290, h: 280 },
  },
  box: {
    body: `<path d='M200 200 L260 150 H620 L560 200 Z' fill='${'#000'}' opacity='0.25'/><path d='M560 200 L620 150 V600 L560 650 Z' fill='#000' opacity='0.35'/>
      <rect x='200' y='200' width='360' height='450' fill='url(#body)'/>`,
    label: { x: 215, y: 300, w: 330, h: 260 },
  },
  bar: {
    body: `<path d='M110 300 H690 L710 330 V470 L690 500 H110 L90 470 V330 Z' fill='url(#body)' transform='rotate(-12 400 400)'/>`,
    label: { x: 190, y: 310, w: 420, h: 180 },
  },
  bottle: {
    body: `<rect x='360' y='120' width='80' height='50' rx='8' fill='#2b2b2b'/><path d='M370 170 H430 V230 Q540 260 540 340 V640 Q540 670 510 670 H290 Q260 670 260 640 V340 Q260 260 370 230 Z' fill='url(#body)'/>`,
    label: { x: 275, y: 370, w: 250, h: 240 },
  },
  tin: {
    body: `<ellipse cx='400' cy='640' rx='200' ry='40' fill='${'#000'}' opacity='0.3'/><rect x='200' y='220' width='400' height='420' fill='url(#body)'/>
      <ellipse cx='400' cy='220' rx='200' ry='45' fill='#d4af37'/><ellipse cx='400' cy='214' rx='180' ry='34' fill='#f0d77a'/>`,
    label: { x: 220, y: 320, w: 360, h: 240 },
  },
  hamper: {
    body: `<path d='M280 300 Q400 110 520 300' fill='none' stroke='#8b5a2b' stroke-width='22'/>
      <circle cx='330' cy='300' r='60' fill='#6d1a36'/><circle cx='470' cy='295' r='55' fill='#d4af37'/><rect x='380' y='220' width='60' height='110' rx='8' fill='#3b1f14'/>
      <path d='M160 320 H640 L600 660 H200 Z' fill='url(#body)'/><path d='M160 320 H640 L600 660 H200 Z' fill='none' stroke='#000' stroke-opacity='0.2' stroke-width='6' stroke-dasharray='18 10'/>`,
    label: { x: 225, y: 400, w: 350, h: 200 },
  },
  chips: {
    body: `<path d='M230 130 Q400 160 570 130 L600 170 Q580 400 600 630 L570 670 Q400 640 230 670 L200 630 Q220 400 200 170 Z' fill='url(#body)'/>
      <path d='M230 130 Q400 160 570 130 L580 150 Q400 180 220 150 Z' fill='#fff' opacity='0.3'/>`,
    label: { x: 240, y: 250, w: 320, h: 300 },
  },
};

function label(product: ProductSeed): string {
  const { x, y, w, h } = OUTLINES[product.look.shape].label;
  const colour = product.look.colour;
  const cx = x + w / 2;
  const lines = wrap(
    product.title.replace(new RegExp(`^${product.brand} `), ''),
    product.look.shape === 'bar' ? 22 : Math.floor(w / 18),
  );
  const titleSize = product.look.shape === 'bar' ? 30 : 32;
  const bandHeight = 64;
  const brandSize = Math.min(30, Math.floor((w - 24) / (product.brand.length * 0.72)));
  const titleBlock = (lines.length - 1) * (titleSize + 6);
  const titleTop = y + bandHeight + (h - bandHeight - 40) / 2 - titleBlock / 2 + titleSize / 3;
  const titles = lines
    .map(
      (line, i) =>
        `<text x='${cx}' y='${titleTop + i * (titleSize + 6)}' font-size='${titleSize}' font-weight='bold' fill='#222' text-anchor='middle' ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  const rotate = product.look.shape === 'bar' ? `transform='rotate(-12 400 400)'` : '';
  return `<g ${rotate}>
    <rect x='${x}' y='${y}' width='${w}' height='${h}' rx='18' fill='#fffaf0' stroke='${shade(colour, -0.3)}' stroke-width='4'/>
    <rect x='${x}' y='${y}' width='${w}' height='64' rx='18' fill='${shade(colour, -0.25)}'/>
    <text x='${cx}' y='${y + 42}' font-size='${brandSize}' font-weight='bold' fill='${isLight(shade(colour, -0.25)) ? '#222' : '#fff'}' text-anchor='middle' letter-spacing='2' ${FONT}>${escapeXml(product.brand.toUpperCase())}</text>
    ${titles}
    <text x='${cx}' y='${y + h - 16}' font-size='22' fill='#555' text-anchor='middle' ${FONT}>${escapeXml(product.weight)}</text>
  </g>`;
}

/** Variant `a` is the front packshot; `b` the same pack on a warmer set with a badge. */
function packshotSvg(product: ProductSeed, variant: 'a' | 'b'): string {
  const colour = product.look.colour;
  const background =
    variant === 'a'
      ? `<rect width='800' height='800' fill='url(#bg)'/>`
      : `<rect width='800' height='800' fill='${shade(colour, 0.7)}'/><rect y='560' width='800' height='240' fill='${shade(colour, 0.45)}'/>`;
  const tilt = variant === 'b' ? `transform='rotate(-6 400 420) translate(30 10) scale(0.9)'` : '';
  const badge =
    variant === 'b'
      ? `<circle cx='640' cy='170' r='86' fill='${shade(colour, -0.4)}'/><text x='640' y='162' font-size='26' font-weight='bold' fill='#fff' text-anchor='middle' ${FONT}>MADE IN</text><text x='640' y='196' font-size='30' font-weight='bold' fill='#fff' text-anchor='middle' ${FONT}>UAE</text>`
      : '';
  return `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='800' viewBox='0 0 800 800'>
    ${gradients(colour)}${background}
    <ellipse cx='400' cy='690' rx='250' ry='34' fill='#000' opacity='0.28' filter='url(#soft)'/>
    <g ${tilt}>${OUTLINES[product.look.shape].body}${label(product)}</g>${badge}
  </svg>`;
}

/**
 * A banner: the title, subtitle and button on the reading side (left in English; right in Arabic,
 * where the picture is mirrored too).
 */
function bannerSvg(banner: BannerSeed, isRtl = false): string {
  const [dark, light] = banner.colours;
  const lines = wrap(banner.title, 26);
  const x = isRtl ? 1490 : 110;
  const anchor = isRtl ? `text-anchor='end'` : '';
  const title = lines
    .map(
      (line, i) =>
        `<text x='${x}' y='${230 + i * 78}' font-size='66' font-weight='bold' fill='#fff' ${anchor} ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  const mirror = isRtl ? `transform='translate(1600 0) scale(-1 1)'` : '';
  const badgeX = isRtl ? 240 : 1360;
  const badgeTurn = isRtl ? -7 : 7;
  const buttonX = isRtl ? 1490 - 240 : 110;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1600' height='600' viewBox='0 0 1600 600'>
    <defs><linearGradient id='sky' x1='0' x2='1' y1='0' y2='1'><stop offset='0' stop-color='${dark}'/><stop offset='1' stop-color='${light}'/></linearGradient></defs>
    <g ${mirror}>
    <rect width='1600' height='600' fill='url(#sky)'/>
    <circle cx='1280' cy='300' r='260' fill='#fff' opacity='0.12'/><circle cx='1380' cy='120' r='120' fill='#fff' opacity='0.08'/>
    <rect x='1120' y='170' width='200' height='280' rx='20' fill='${light}' stroke='#fff' stroke-width='6' transform='rotate(-8 1220 310)'/>
    <rect x='1260' y='200' width='200' height='260' rx='20' fill='${dark}' stroke='#fff' stroke-width='6' transform='rotate(7 1360 330)'/>
    <rect x='1275' y='280' width='170' height='90' rx='10' fill='#fffaf0' transform='rotate(7 1360 330)'/>
    </g>
    <text x='${badgeX}' y='335' font-size='26' font-weight='bold' fill='${dark}' text-anchor='middle' transform='rotate(${badgeTurn} ${badgeX} 330)' ${FONT}>OUTLET</text>
    ${title}
    <text x='${isRtl ? x : 112}' y='${270 + lines.length * 78}' font-size='32' fill='#fff' opacity='0.92' ${anchor} ${FONT}>${escapeXml(banner.subtitle)}</text>
    <rect x='${buttonX}' y='${310 + lines.length * 78}' width='240' height='64' rx='32' fill='#fff'/>
    <text x='${buttonX + 120}' y='${352 + lines.length * 78}' font-size='28' font-weight='bold' fill='${dark}' text-anchor='middle' ${FONT}>${isRtl ? 'تسوّق الآن' : 'SHOP NOW'}</text>
  </svg>`;
}

async function writeWebp(svg: string, relativePath: string): Promise<void> {
  const target = path.join(IMAGES_DIR, relativePath);
  mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(target);
}

async function main(): Promise<void> {
  const products = readJson<ProductSeed[]>('products.json');
  for (const product of products) {
    await writeWebp(packshotSvg(product, 'a'), product.img);
    await writeWebp(packshotSvg(product, 'b'), product.img2);
  }
  const banners = readJson<BannerSeed[]>('banners.json');
  for (const banner of banners) await writeWebp(bannerSvg(banner), banner.image);
  for (const { ar: arabic, ...english } of banners) {
    if (arabic) await writeWebp(bannerSvg({ ...english, ...arabic }, true), arabic.image);
  }
  console.log(`Wrote ${products.length * 2} packshots and the banners to ${IMAGES_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
