/**
 * Ranking measures of one query's answer against its judgments (grades by product id: 2 fully relevant,
 * 1 partly). nDCG@10 uses the usual gain 2^grade - 1 and a log2 discount; recall@20 counts the relevant
 * products in the first 20 against all of them, capped at 20 (a brand with 87 products can at most show 20).
 */
export function ndcgAt(k: number, ranked: readonly number[], grades: ReadonlyMap<number, number>): number {
  const gain = (grade: number) => 2 ** grade - 1;
  let dcg = 0;
  ranked.slice(0, k).forEach((id, index) => {
    dcg += gain(grades.get(id) ?? 0) / Math.log2(index + 2);
  });
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, k);
  const idcg = ideal.reduce((sum, grade, index) => sum + gain(grade) / Math.log2(index + 2), 0);
  return idcg === 0 ? 0 : dcg / idcg;
}

export function recallAt(k: number, ranked: readonly number[], grades: ReadonlyMap<number, number>): number {
  const relevant = [...grades.values()].filter((grade) => grade > 0).length;
  if (relevant === 0) return 0;
  const found = ranked.slice(0, k).filter((id) => (grades.get(id) ?? 0) > 0).length;
  return found / Math.min(relevant, k);
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
