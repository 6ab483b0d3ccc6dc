// Where a page opens (issue 31): a new page at its top, or at its #anchor; Back and Forward where the shopper was
// on that entry. The browser's own restoration is off (the app renders pages after the move, so it would restore
// into a page not there yet, and never resets a pushed page): positions are kept per history entry key.

export type NavigationKind = 'PUSH' | 'REPLACE' | 'POP';

export type ScrollTarget = { kind: 'top' } | { kind: 'anchor'; id: string } | { kind: 'restore'; y: number } | { kind: 'stay' };

export interface ScrollMove {
  kind: NavigationKind;
  /** The history entry moved to (React Router's location.key). */
  key: string;
  hash: string;
  /** True when the path changed (a replace on the same path, e.g. a listing's filter in the query, stays put). */
  pathChanged: boolean;
}

/** What to do after a move: pure, so it is tested without a browser. */
export function scrollTargetFor(move: ScrollMove, saved: ReadonlyMap<string, number>): ScrollTarget {
  if (move.kind === 'POP') {
    const y = saved.get(move.key);
    if (y !== undefined) return { kind: 'restore', y };
  }
  if (move.kind === 'REPLACE' && !move.pathChanged) return { kind: 'stay' };
  const id = decodeURIComponent(move.hash.replace(/^#/, ''));
  return id ? { kind: 'anchor', id } : { kind: 'top' };
}

/** Positions per history entry, capped so a long session does not grow without end. */
export class ScrollPositions {
  private readonly positions = new Map<string, number>();

  constructor(private readonly limit = 100) {}

  get all(): ReadonlyMap<string, number> {
    return this.positions;
  }

  remember(key: string, y: number): void {
    this.positions.delete(key);
    this.positions.set(key, y);
    if (this.positions.size > this.limit) {
      const oldest = this.positions.keys().next().value;
      if (oldest !== undefined) this.positions.delete(oldest);
    }
  }
}
