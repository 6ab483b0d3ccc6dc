// The app's chunk layout (scripts/app-chunks.ts), worked out from a module graph as rolldown reports it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { appChunkGroups, appLayout, staticGraph } from '../../scripts/app-chunks';
import { APP_STEP_MODULES } from '../../src/boot-steps';
import { STEP_RUNS } from '../../src/boot-step-runs';

const src = (path: string) => resolve('src', path);
const pkg = (name: string) => resolve('node_modules', name, 'index.js');

/** A module graph: id → its static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[] }>) {
  return (id: string) => {
    const module = modules[id];
    return module ? { importedIds: module.imports ?? [], dynamicallyImportedIds: module.dynamic ?? [] } : null;
  };
}

/** The start's steps of this graph, in their order (src/boot-steps.ts in the real build). */
const STEPS = [src('boot-libraries.ts'), src('ui/cart/cart-provider.tsx'), src('main.tsx')];

const shop = graph({
  [src('boot.ts')]: { imports: [src('lib/store-path.ts'), '\0vite/preload-helper.js'], dynamic: [src('boot-libraries.ts'), src('ui/cart/cart-provider.tsx'), src('main.tsx')] },
  [src('lib/store-path.ts')]: {},
  [src('boot-libraries.ts')]: { imports: [pkg('react-dom')] },
  [src('ui/cart/cart-provider.tsx')]: { imports: [src('machines/cart.machine.ts'), src('lib/store-path.ts'), pkg('xstate')] },
  [src('machines/cart.machine.ts')]: { imports: [pkg('xstate')] },
  [src('main.tsx')]: { imports: [src('ui/cart/cart-provider.tsx'), src('ui/app.tsx')] },
  [src('ui/app.tsx')]: { imports: [src('machines/cart.machine.ts'), src('ui/shell/routing/catalog-pages.ts')] },
  [src('ui/shell/routing/catalog-pages.ts')]: { dynamic: [src('ui/catalog/category-page.tsx'), src('ui/catalog/product-page.tsx'), src('ui/catalog/search-page.tsx')] },
  [src('ui/catalog/category-page.tsx')]: { imports: [src('ui/catalog/product-card.tsx'), src('ui/catalog/filter-panel.tsx'), src('ui/app.tsx')] },
  [src('ui/catalog/product-page.tsx')]: { imports: [src('ui/catalog/product-card.tsx'), src('ui/catalog/gallery.tsx')] },
  [src('ui/catalog/search-page.tsx')]: { imports: [src('ui/catalog/product-card.tsx'), src('ui/catalog/filter-panel.tsx')] },
  [src('ui/catalog/product-card.tsx')]: { imports: [pkg('react-aria')] },
  [src('ui/catalog/filter-panel.tsx')]: {},
  [src('ui/catalog/gallery.tsx')]: {},
});

describe('staticGraph', () => {
  it('follows static imports only, through the modules it is allowed into', () => {
    const reached = staticGraph(shop, src('main.tsx'), (id) => !id.includes('node_modules'));
    expect(reached).toContain(src('machines/cart.machine.ts'));
    expect(reached).toContain(src('ui/shell/routing/catalog-pages.ts'));
    expect(reached).not.toContain(src('ui/catalog/category-page.tsx'));
    expect(reached).not.toContain(pkg('xstate'));
  });
});

describe("the start's steps (src/boot-steps.ts)", () => {
  it('each import the module they name, which exists', () => {
    for (const module of APP_STEP_MODULES) {
      expect(existsSync(module)).toBe(true);
      // The import as written ("./ui/cart/cart-provider") or as the test runner rewrote it ("/src/ui/cart/cart-provider.tsx").
      const path = module.replace(/^src\//, '').replace(/\.tsx?$/, '');
      expect(STEP_RUNS[module as keyof typeof STEP_RUNS].toString()).toMatch(new RegExp(`["'](\\./|/src/)${path}(\\.tsx?)?["']`));
    }
  });
});

describe('appLayout', () => {
  const { steps, catalogShared, listingShared } = appLayout(shop, STEPS);

  it("puts the entry's static imports beside it, bundler modules included", () => {
    expect(steps.get(src('lib/store-path.ts'))).toEqual({ index: 0, name: 'boot' });
    expect(steps.get('\0vite/preload-helper.js')).toEqual({ index: 0, name: 'boot' });
    expect(steps.has(src('boot.ts'))).toBe(false);
  });

  it('gives each step of the start the modules it reaches first, in the order of the steps', () => {
    expect(steps.get(src('boot-libraries.ts'))).toEqual({ index: 1, name: 'boot-libraries' });
    expect(steps.get(src('ui/cart/cart-provider.tsx'))).toEqual({ index: 2, name: 'cart-provider' });
    // Reached by the main step too, but the cart step reached it first.
    expect(steps.get(src('machines/cart.machine.ts'))).toEqual({ index: 2, name: 'cart-provider' });
    expect(steps.get(src('ui/app.tsx'))).toEqual({ index: 3, name: 'main' });
  });

  it("leaves packages to the vendor groups and lazy modules to the pages' chunks", () => {
    expect(steps.has(pkg('xstate'))).toBe(false);
    expect(steps.has(pkg('react-dom'))).toBe(false);
    expect(steps.has(src('ui/catalog/category-page.tsx'))).toBe(false);
  });

  it('shares what two or more catalogue pages import and no step holds: what the product page uses apart from the rest', () => {
    expect(catalogShared).toEqual(new Set([src('ui/catalog/product-card.tsx')]));
    // Category and search use the filters; the product page does not, so it does not load them.
    expect(listingShared).toEqual(new Set([src('ui/catalog/filter-panel.tsx')]));
  });
});

describe('appChunkGroups', () => {
  // The one part of rolldown's context the layout reads.
  const ctx = { getModuleInfo: shop } as unknown as ChunkingContext;
  const groups = appChunkGroups(STEPS);
  const chunkOf = (id: string) => groups.map((group) => (typeof group.name === 'function' ? group.name(id, ctx) : group.name)).find((name) => name) ?? null;

  it('names one chunk per step and the catalogue pages’ shared chunks, an earlier step at a higher priority', () => {
    expect(chunkOf(src('machines/cart.machine.ts'))).toBe('cart-provider');
    expect(chunkOf(src('ui/app.tsx'))).toBe('main');
    expect(chunkOf(src('ui/catalog/product-card.tsx'))).toBe('catalog-shared');
    expect(chunkOf(src('ui/catalog/filter-panel.tsx'))).toBe('listing-shared');
    expect(chunkOf(src('ui/catalog/gallery.tsx'))).toBeNull();
    const priorities = groups.map((group) => group.priority ?? 0);
    expect([...priorities].sort((a, b) => b - a)).toEqual(priorities);
  });
});
