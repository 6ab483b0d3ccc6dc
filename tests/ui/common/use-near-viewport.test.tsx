// A part below the first screen mounts when the shopper scrolls near it (the footer, its newsletter form, rich
// content): not before, at once where the caller says so, and at once without IntersectionObserver.
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport, type NearViewportOptions } from '../../../src/ui/common/use-near-viewport';
import { FakeObserver, stubIntersectionObserver } from './fake-intersection-observer';

function Part(options: NearViewportOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, options);
  return <div ref={ref}>{near ? <p>mounted</p> : null}</div>;
}

beforeEach(stubIntersectionObserver);
afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('mounts the part once it comes within 200 px, and stops watching', () => {
    render(<Part />);
    expect(screen.queryByText('mounted')).toBeNull();
    const observer = FakeObserver.instances[0]!;
    expect(observer.options.rootMargin).toBe('200px');
    act(() => observer.report(false));
    expect(screen.queryByText('mounted')).toBeNull();
    act(() => observer.report(true));
    expect(screen.getByText('mounted')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('mounts at once where the caller says so (a phone footer), without watching', () => {
    render(<Part atOnce={() => true} />);
    expect(screen.getByText('mounted')).toBeInTheDocument();
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('mounts at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('mounted')).toBeInTheDocument();
  });

  it('takes the caller margin', () => {
    render(<Part rootMargin="400px 0px 400px 0px" />);
    expect(FakeObserver.instances[0]?.options.rootMargin).toBe('400px 0px 400px 0px');
  });
});
