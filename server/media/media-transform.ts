import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { variantKey, type MediaVariant } from './media-params';

/** Formats sharp can read and we resize; anything else (svg, ico, pdf) is served as it is. */
const RESIZABLE = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif', '.tif', '.tiff']);

export function isResizable(file: string): boolean {
  return RESIZABLE.has(extname(file).toLowerCase());
}

/**
 * Resized variants, written once to `<cacheDir>/<hash>` and read from there afterwards. The key includes
 * the source's size and mtime, so replacing an image never serves the old variant. Concurrent requests for
 * the same variant share one sharp run.
 */
export class MediaTransformer {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly cacheDir: string) {}

  async variant(source: string, variant: MediaVariant): Promise<Buffer> {
    const info = await stat(source);
    const hash = createHash('sha256').update(`${source}\0${info.size}\0${info.mtimeMs}\0${variantKey(variant)}`).digest('hex');
    const cached = join(this.cacheDir, hash.slice(0, 2), `${hash}.${variant.format}`);
    const running = this.inFlight.get(cached);
    if (running) return running;
    const job = this.produce(source, cached, variant).finally(() => this.inFlight.delete(cached));
    this.inFlight.set(cached, job);
    return job;
  }

  private async produce(source: string, cached: string, variant: MediaVariant): Promise<Buffer> {
    try {
      return await readFile(cached);
    } catch {
      // Not produced yet.
    }
    let pipeline = sharp(source, { failOn: 'error' }).rotate();
    if (variant.width !== null || variant.height !== null) {
      pipeline = pipeline.resize({ width: variant.width ?? undefined, height: variant.height ?? undefined, fit: variant.fit, withoutEnlargement: true });
    }
    if (variant.format === 'webp') pipeline = pipeline.webp({ quality: variant.quality });
    else if (variant.format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
    else pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: variant.quality, progressive: variant.progressive, mozjpeg: true });
    const output = await pipeline.toBuffer();
    await mkdir(dirname(cached), { recursive: true });
    // Write then rename: a reader never sees half a file, even with two processes.
    const temporary = `${cached}.${process.pid}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, cached);
    return output;
  }
}
