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
    expect(vi.getTimerCount()).toBe(1);
    // A second call during the fade schedules no second removal.
    hideSplash();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(299);
    expect(document.getElementById('splash')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('splash')).toBeNull();
  });

  it('does nothing once the splash is gone (later layouts mount again)', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
    hideSplash();
    expect(vi.getTimerCount()).toBe(0);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
