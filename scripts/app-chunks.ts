// Build step: where the app's own modules go in the browser's build (rolldown's codeSplitting groups).
//
// Rolldown's automatic splitting makes a small common chunk for every set of lazy chunks that share a few modules,
// which made a first visit 47 scripts. Copying those common chunks into their users instead (rolldown's
// experimentalInlineCommonChunks) needs strictExecutionOrder, which wraps every module in an init function and
// registers every copied chunk by name: ~16 KB gzip of a category page's 185 KB first visit was that wrapping
// (docs/decisions/app-chunks.md). So the app's chunks are laid out here instead, and no module is wrapped:
// - `boot`: what src/boot.ts (the page's entry) imports statically, beside the entry;
// - one chunk per step of the app's start (src/boot-steps.ts, which src/boot.ts runs one task at a time): each holds
//   our modules that step reaches by static imports and no earlier step did. Evaluating a step's chunk runs only
//   its own modules, so the start stays split into short tasks (docs/decisions/web-speed-hydration-tasks.md);
// - `catalog-shared`: our modules that the product page and at least one other catalogue page
//   (the page table's modules, src/pages/page-table.ts) import statically and no step holds, and `listing-shared`: those that
//   two or more catalogue pages import but the product page does not (the listing's filters, toolbar and chart).
//   A catalogue page's first visit is its page chunk and these; a product page's does not carry the listing's;
// - everything else (account, checkout, content blocks, lazy overlays) splits by rolldown's own rules.
// Each step's chunk captures its dependencies (rolldown's default): without that, a group whose modules import
// another group's could come out with exports it does not define.
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { PAGES, type PageRoute } from '../src/pages/page-table.ts';
import { APP_STEP_MODULES } from '../src/boot-steps.ts';

// Module ids are absolute paths; these are found from this file, wherever the build is started from.
const BOOT = fileURLToPath(new URL('../src/boot.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The catalogue pages' modules, as the page table names them (src/ui/shell/routing/catalog-pages.ts loads them). */
const PAGE_MODULES = Object.values(PAGES).flatMap((entry: PageRoute) => (entry.module ? [join(ROOT, entry.module)] : []));
const PRODUCT_PAGE = join(ROOT, PAGES.product.module);
/** The modules of the start's steps, in their order (src/boot-steps.ts). */
const STEP_MODULES = APP_STEP_MODULES.map((module) => join(ROOT, module));
/** More than src/boot-steps.ts has steps: a group that matches nothing makes no chunk. */
const MAX_STEPS = 12;

/** Every module reachable by static imports from `from` through modules `within` accepts. */
export function staticGraph(moduleInfo: (id: string) => { importedIds: readonly string[] } | null, from: string, within: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of moduleInfo(id)?.importedIds ?? []) if (within(imported)) queue.push(imported);
  }
  return seen;
}

/** Our own modules: not a package's, not a bundler's virtual module (\0…). */
const isOurs = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');

interface Layout {
  /** Module id → its step's index (0: the entry's static imports) and chunk name. */
  steps: Map<string, { index: number; name: string }>;
  /** Shared by the product page and another catalogue page. */
  catalogShared: Set<string>;
  /** Shared by two or more catalogue pages, not the product page. */
  listingShared: Set<string>;
}

/** The layout, worked out once per build from the module graph (the first group name call has the whole graph). */
export function appLayout(moduleInfo: (id: string) => { importedIds: readonly string[] } | null, stepModules: readonly string[] = STEP_MODULES): Layout {
  const steps = new Map<string, { index: number; name: string }>();
  for (const id of staticGraph(moduleInfo, BOOT, () => true)) if (id !== BOOT) steps.set(id, { index: 0, name: 'boot' });
  // The steps in their order (src/boot-steps.ts).
  stepModules.forEach((step, i) => {
    const name = basename(step).replace(/\.[cm]?[tj]sx?$/, '');
    for (const id of staticGraph(moduleInfo, step, isOurs)) if (!steps.has(id)) steps.set(id, { index: i + 1, name });
  });
  const pagesUsing = new Map<string, string[]>();
  for (const page of PAGE_MODULES) {
    for (const id of staticGraph(moduleInfo, page, (id) => isOurs(id) && !steps.has(id))) if (id !== page) pagesUsing.set(id, [...(pagesUsing.get(id) ?? []), page]);
  }
  const shared = [...pagesUsing].filter(([, pages]) => pages.length >= 2);
  return {
    steps,
    catalogShared: new Set(shared.filter(([, pages]) => pages.includes(PRODUCT_PAGE)).map(([id]) => id)),
    listingShared: new Set(shared.filter(([, pages]) => !pages.includes(PRODUCT_PAGE)).map(([id]) => id)),
  };
}

/**
 * The groups for `codeSplitting.groups`, after the vendor groups (which take priority 100): one per step, an
 * earlier step first (so a later step's chunk cannot capture an earlier one's modules as its dependencies), then
 * the catalogue pages' shared chunks.
 */
export function appChunkGroups(stepModules: readonly string[] = STEP_MODULES): CodeSplittingGroup[] {
  if (stepModules.length >= MAX_STEPS) throw new Error(`talat:app-chunks: src/boot-steps.ts has ${stepModules.length} steps; raise MAX_STEPS`);
  let layout: Layout | null = null;
  const layoutOf = (ctx: ChunkingContext) => (layout ??= appLayout((id) => ctx.getModuleInfo(id), stepModules));
  const steps = Array.from({ length: MAX_STEPS }, (_, index): CodeSplittingGroup => ({
    priority: 50 - index,
    name: (id, ctx) => {
      const step = layoutOf(ctx).steps.get(id);
      return step?.index === index ? step.name : null;
    },
  }));
  return [
    ...steps,
    { priority: 10, name: (id, ctx) => (layoutOf(ctx).catalogShared.has(id) ? 'catalog-shared' : null) },
    { priority: 9, name: (id, ctx) => (layoutOf(ctx).listingShared.has(id) ? 'listing-shared' : null) },
  ];
}
