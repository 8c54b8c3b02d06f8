/**
 * A seeded linear congruential generator (Numerical Recipes' constants, 32-bit state), so that one
 * seed always gives the same data set: two runs of the generator, and a run on another machine, fill
 * the database with the same rows. Only the high bits are used, the low bits of an LCG being weak.
 */
export class Lcg {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (Math.imul(this.state, 1_664_525) + 1_013_904_223) >>> 0;
    return this.state / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** One of `items`, chosen with the probability of its weight. */
  weighted<T>(table: WeightedTable<T>): T {
    const target = this.next() * table.total;
    // Binary search over the running sums: catalogues have dozens of entries and this runs per line.
    let low = 0;
    let high = table.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((table.cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    const item = table.items[low];
    if (item === undefined) throw new Error('weighted pick from an empty table');
    return item;
  }
}

export interface WeightedTable<T> {
  items: readonly T[];
  cumulative: readonly number[];
  total: number;
}

export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  let total = 0;
  const cumulative: number[] = [];
  for (const [, weight] of entries) {
    total += weight;
    cumulative.push(total);
  }
  return { items: entries.map(([item]) => item), cumulative, total };
}
