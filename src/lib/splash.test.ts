// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideSplash } from './splash';

afterEach(() => vi.useRealTimers());

describe('hideSplash', () => {
  it('hides the splash at once and removes it after the fade', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="splash" aria-busy="true"></div><div id="root"></div>';
    hideSplash();
    expect(document.getElementById('splash')?.hidden).toBe(true);
    expect(document.getElementById('splash')?.getAttribute('aria-busy')).toBe('false');
    vi.advanceTimersByTime(300);
    expect(document.getElementById('splash')).toBeNull();
    expect(() => hideSplash()).not.toThrow();
  });
});
