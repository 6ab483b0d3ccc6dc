import { describe, expect, it } from 'vitest';
import { guardLabel, renderAll, staleFiles } from '../../scripts/machines-diagrams';
import { and, not, or } from 'xstate';

describe('docs/machines', () => {
  it('matches the machines (run `npm run machines:diagrams` after changing one)', async () => {
    expect(await staleFiles()).toEqual([]);
  });

  it('has a diagram and a definition for every machine, with its states and named guards and delays', async () => {
    const docs = await renderAll();
    const flows = ['connectivity', 'currency-switch', 'delivery-area', 'navigation-drawer', 'page-loading'];
    for (const flow of [...flows, 'route-resolution', 'store-switch', 'toasts']) {
      expect(docs.get(`${flow}.mmd`)).toMatch(/^%% Generated[^\n]*\nstateDiagram-v2\n/);
      expect(() => JSON.parse(docs.get(`${flow}.json`) ?? '')).not.toThrow();
    }
    expect(docs.get('page-loading.mmd')).toContain('pageLoading_done --> pageLoading_off : after doneHold (750 ms)');
    expect(docs.get('navigation-drawer.mmd')).toContain(
      'navigationDrawer_open_menu --> navigationDrawer_closed : drawer.back',
    );
    expect(docs.get('store-switch.mmd')).toContain('[isAvailableStore and isOtherStore]');
    expect(docs.get('toasts.mmd')).toContain('delay toastTimeout = computed per event');
  });

  it('spells out composed guards', () => {
    expect(guardLabel(and(['a', not('b')]))).toBe('a and not b');
    expect(guardLabel(or(['a', { type: 'b' }]))).toBe('a or b');
  });
});
