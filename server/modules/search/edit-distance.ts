/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early once it
 * exceeds `max`. Typos shoppers make are one slip per short word: a dropped, doubled, wrong or swapped letter.
 */
export function editDistanceWithin(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) return null;
  if (a === b) return 0;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return null;
    previousPrevious = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? max + 1;
  return distance <= max ? distance : null;
}

/** How many slips a word of this length may carry: none below 3 letters, one up to 5, then two. */
export function allowedTypos(length: number): number {
  if (length < 3) return 0;
  return length <= 5 ? 1 : 2;
}
