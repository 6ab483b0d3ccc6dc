import { stat } from 'node:fs/promises';
import { relative } from 'node:path';
import { renderImage, type ImageQueue } from '../db/seed/media-images';
import { planSeededImages } from '../db/seed/seeded-images';

/**
 * Draws a seeded image that is missing from this node's media folder when it is asked for: a node that did
 * not run the first seed (another node on the same PostgreSQL did) serves the same demo images without a
 * shared folder. With TALAT_MEDIA_DIR on a shared folder the files are there and this never runs. Only paths
 * the seed's own plan names are drawn; anything else stays a 404. The plan is made once, on the first miss.
 */
export class SeededMedia {
  private plan: Promise<ImageQueue> | null = null;
  private readonly drawing = new Map<string, Promise<boolean>>();

  constructor(private readonly mediaDir: string) {}

  /** Makes sure `source` (a resolved path in the media folder) exists if the seed draws it; true when it does. */
  async ensure(source: string): Promise<boolean> {
    if (await isFile(source)) return true;
    const file = relative(this.mediaDir, source).split('\\').join('/');
    let drawing = this.drawing.get(file);
    if (!drawing) {
      drawing = this.draw(file, source).finally(() => this.drawing.delete(file));
      this.drawing.set(file, drawing);
    }
    return drawing;
  }

  private async draw(file: string, source: string): Promise<boolean> {
    this.plan ??= planSeededImages(this.mediaDir);
    const job = (await this.plan).job(file);
    if (!job) return false;
    await renderImage(job, source);
    return true;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
