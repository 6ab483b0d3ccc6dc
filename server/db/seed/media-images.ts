import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { productPictureSvg, type ImageShape } from './product-pictures';

export type { ImageShape } from './product-pictures';

/**
 * Demo images drawn at seed time (no downloads): an SVG with a gradient and simple shapes, rasterised by sharp.
 * Product pictures carry no words (product-pictures.ts: the kind of product, its name stays in the page's
 * text); category, brand and logo images keep an English caption. Products share a limited set of files (one
 * per product noun), so 100,000 products reuse the same few hundred images.
 */
export type ImageKind = 'product' | 'category' | 'icon' | 'brand' | 'logo' | 'banner';

export interface ImageJob {
  kind: ImageKind;
  /** Path under the media folder, e.g. catalog/product/j/a/jasmine-rice-0.jpg */
  file: string;
  title: string;
  hue: number;
  shape?: ImageShape;
  subtitle?: string;
}

/**
 * Drawing sizes; `scale` shrinks the output. Product images come out at 800×800 and category images at
 * 960×384: rasterising costs grow with area, and the first server start seeds on a 2-core machine.
 */
const SIZES: Record<ImageKind, { width: number; height: number; scale?: number }> = {
  product: { width: 1200, height: 1200, scale: 2 / 3 },
  category: { width: 1200, height: 480, scale: 0.8 },
  icon: { width: 80, height: 80 },
  brand: { width: 400, height: 400 },
  logo: { width: 534, height: 104 },
  banner: { width: 1600, height: 600 },
};

export class ImageQueue {
  private readonly jobs = new Map<string, ImageJob>();

  constructor(private readonly mediaDir: string) {}

  /** Queues a file once; a later job for the same path is ignored. */
  add(job: ImageJob): void {
    if (!this.jobs.has(job.file)) this.jobs.set(job.file, job);
  }

  get size(): number {
    return this.jobs.size;
  }

  /** The job that draws a file (a path under the media folder), if one was queued. */
  job(file: string): ImageJob | undefined {
    return this.jobs.get(file);
  }

  /** Renders every queued file that is not on disk yet, two at a time (the machine has two cores). */
  async render(): Promise<number> {
    const pending = [...this.jobs.values()];
    let rendered = 0;
    const worker = async () => {
      for (let job = pending.shift(); job; job = pending.shift()) {
        const target = join(this.mediaDir, job.file);
        if (await exists(target)) continue;
        await renderImage(job, target);
        rendered++;
      }
    };
    await Promise.all([worker(), worker()]);
    return rendered;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Draws one image into its file. Written under a name of its own and renamed into place, so a node serving
 * from a shared media folder never sends a half-written file while another node (or the seed) draws it.
 */
export async function renderImage(job: ImageJob, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
  try {
    await drawImage(job, target, partial);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}

/** `target` gives the format, `output` the file written. */
async function drawImage(job: ImageJob, target: string, output: string): Promise<void> {
  const { width, height, scale = 1 } = SIZES[job.kind];
  // The SVG is drawn in design units; its own width/height set the raster size.
  const svg = svgFor(job, width, height).replace(`width="${width}" height="${height}"`, `width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}"`);
  const image = sharp(Buffer.from(svg));
  if (target.endsWith('.png')) await image.png({ compressionLevel: 6 }).toFile(output);
  else if (target.endsWith('.webp')) await image.webp({ quality: 80 }).toFile(output);
  else await image.jpeg({ quality: 80 }).toFile(output);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Captions use DejaVu Sans (present with fontconfig); Thai glyphs are not needed: captions are English. */
function svgFor(job: ImageJob, width: number, height: number): string {
  const h = job.hue;
  const title = escapeXml(job.title);
  const subtitle = job.subtitle ? escapeXml(job.subtitle) : '';
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},65%,92%)"/><stop offset="1" stop-color="hsl(${h},55%,74%)"/></linearGradient></defs>`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${gradient}`;
  switch (job.kind) {
    case 'product':
      // No caption: job.title and job.subtitle name the picture in the plan only.
      return `${open}<rect width="${width}" height="${height}" fill="url(#g)"/>${productPictureSvg(job.shape ?? 'circle', h)}</svg>`;
    case 'banner':
      // Page Builder lays its own heading over banners: no caption here.
      return `${open}<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.38}" fill="hsl(${h},55%,48%)" opacity="0.8"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.16}" fill="hsl(${(h + 40) % 360},60%,55%)" opacity="0.7"/></svg>`;
    case 'category':
      return `${open}<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.38}" fill="hsl(${h},55%,48%)" opacity="0.8"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.16}" fill="hsl(${(h + 40) % 360},60%,55%)" opacity="0.7"/><text x="${width * 0.06}" y="${height * 0.52}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(height * 0.13)}" fill="hsl(${h},45%,20%)">${title}</text>${subtitle ? `<text x="${width * 0.06}" y="${height * 0.68}" font-family="DejaVu Sans" font-size="${Math.round(height * 0.07)}" fill="hsl(${h},35%,30%)">${subtitle}</text>` : ''}</svg>`;
    case 'icon':
      return `${open}<circle cx="40" cy="40" r="38" fill="hsl(${h},55%,45%)"/><text x="40" y="53" font-family="DejaVu Sans" font-weight="bold" font-size="36" text-anchor="middle" fill="#fff">${escapeXml(job.title.slice(0, 1))}</text></svg>`;
    case 'brand':
      return `${open}<rect width="400" height="400" fill="#fff"/><circle cx="200" cy="170" r="120" fill="hsl(${h},60%,42%)"/><text x="200" y="205" font-family="DejaVu Sans" font-weight="bold" font-size="96" text-anchor="middle" fill="#fff">${escapeXml(initials(job.title))}</text><text x="200" y="350" font-family="DejaVu Sans" font-weight="bold" font-size="${title.length > 16 ? 30 : 38}" text-anchor="middle" fill="hsl(${h},45%,25%)">${title}</text></svg>`;
    case 'logo':
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="16" fill="hsl(${h},60%,38%)"/><circle cx="52" cy="52" r="34" fill="#fff"/><path d="M34 60 Q52 26 70 60 Z" fill="hsl(${h},60%,38%)"/><text x="104" y="70" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="#fff">${title}</text></svg>`;
  }
}

function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
