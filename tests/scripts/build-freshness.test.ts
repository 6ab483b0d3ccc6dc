// `npm start` builds when dist/ is missing, incomplete or older than its sources, whatever else touches dist/.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtAt, needsBuild } from '../../scripts/build-freshness';

let root: string;
let dist: string;
let source: string;

/** Writes a file with a given modification time (seconds). */
function write(path: string, seconds: number): void {
  writeFileSync(path, 'x');
  utimesSync(path, seconds, seconds);
}

function build(seconds: number): void {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, '.ssr'), { recursive: true });
  write(join(dist, 'index.html'), seconds);
  write(join(dist, '.vite', 'manifest.json'), seconds);
  write(join(dist, '.ssr', 'entry-server.js'), seconds + 5);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'talat-freshness-'));
  dist = join(root, 'dist');
  source = join(root, 'src');
  mkdirSync(source);
  write(join(source, 'main.tsx'), 1_000);
  // A folder's own time counts too (a file removed from it changes it).
  utimesSync(source, 1_000, 1_000);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('needsBuild', () => {
  it('builds when there is no build, or only part of one', () => {
    expect(needsBuild(dist, [source])).toBe(true);
    build(2_000);
    rmSync(join(dist, '.ssr', 'entry-server.js'));
    expect(builtAt(dist)).toBe(0);
    expect(needsBuild(dist, [source])).toBe(true);
  });

  it('keeps a build newer than its sources, and rebuilds once a source changes', () => {
    build(2_000);
    expect(needsBuild(dist, [source])).toBe(false);
    write(join(source, 'main.tsx'), 3_000);
    expect(needsBuild(dist, [source])).toBe(true);
  });

  it('is not fooled by a file under dist/ touched after the build (a journey staging a service worker release)', () => {
    build(2_000);
    write(join(source, 'main.tsx'), 3_000);
    write(join(dist, 'sw.js'), 4_000);
    expect(builtAt(dist)).toBe(2_000_000);
    expect(needsBuild(dist, [source])).toBe(true);
  });
});
