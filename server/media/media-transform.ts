import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { variantKey, type MediaVariant } from './media-params';

/** Formats sharp can read and we resize; anything else (svg, ico, pdf) is served as it is. */
const RESIZABLE = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif', '.tif', '.tiff']);

export function isResizable(file: string): boolean {
  return RESIZABLE.has(extname(file).toLowerCase());
}

/** Bytes of resized variants kept on disk by default (TALAT_MEDIA_CACHE_MB overrides). */
export const DEFAULT_MEDIA_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * Resized variants, written once to `<cacheDir>/<hash>` and read from there afterwards. The key includes
 * the source's size and mtime, so replacing an image never serves the old variant. Concurrent requests for
 * the same variant share one sharp run. The folder is bounded: an LRU index of the files (filled from the
 * folder at start) deletes the least recently served variants once their total passes `maxBytes`.
 */
export class MediaTransformer {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly files: LRUCache<string, number>;
  private readonly indexed: Promise<void>;
  private readonly removals = new Set<Promise<void>>();

  constructor(
    private readonly cacheDir: string,
    private readonly maxBytes = DEFAULT_MEDIA_CACHE_BYTES,
  ) {
    this.files = new LRUCache<string, number>({
      maxSize: maxBytes,
      sizeCalculation: (size) => Math.max(1, size),
      dispose: (_size, file, reason) => {
        // Evicted (or replaced by a larger entry) means the file goes; a plain delete() was ours already.
        if (reason !== 'evict') return;
        const removal = unlink(file).catch(() => undefined);
        this.removals.add(removal);
        void removal.finally(() => this.removals.delete(removal));
      },
    });
    this.indexed = this.indexFolder();
  }

  /** Files already in the folder (from earlier runs) count against the bound, oldest first. */
  private async indexFolder(): Promise<void> {
    let entries: { file: string; size: number; mtime: number }[] = [];
    try {
      const names = await readdir(this.cacheDir, { recursive: true });
      const stats = await Promise.all(
        names.map(async (name) => {
          const file = join(this.cacheDir, name);
          const info = await stat(file).catch(() => null);
          return info?.isFile() ? { file, size: info.size, mtime: info.mtimeMs } : null;
        }),
      );
      entries = stats.filter((entry): entry is { file: string; size: number; mtime: number } => entry !== null);
    } catch {
      return; // No folder yet.
    }
    entries.sort((a, b) => a.mtime - b.mtime);
    for (const entry of entries) this.files.set(entry.file, entry.size);
  }

  /** Resolves when the evicted files are gone from the disk. */
  async settled(): Promise<void> {
    await Promise.all([...this.removals]);
  }

  /** Bytes of variants currently kept (for tests and the decision record's figures). */
  get cachedBytes(): number {
    return this.files.calculatedSize;
  }

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
    await this.indexed;
    try {
      const kept = await readFile(cached);
      this.files.get(cached); // Served: most recently used.
      return kept;
    } catch {
      // Not produced yet (or evicted).
    }
    let pipeline = sharp(source, { failOn: 'error' }).rotate();
    if (variant.width !== null || variant.height !== null) {
      pipeline = pipeline.resize({ width: variant.width ?? undefined, height: variant.height ?? undefined, fit: variant.fit, withoutEnlargement: true });
    }
    if (variant.format === 'webp') pipeline = pipeline.webp({ quality: variant.quality });
    else if (variant.format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
    else pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: variant.quality, progressive: variant.progressive, mozjpeg: true });
    const output = await pipeline.toBuffer();
    // A variant bigger than the whole cache is served but never kept.
    if (output.length > this.maxBytes) return output;
    await mkdir(dirname(cached), { recursive: true });
    // Write then rename: a reader never sees half a file, even with two processes.
    const temporary = `${cached}.${process.pid}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, cached);
    this.files.set(cached, output.length);
    return output;
  }
}
