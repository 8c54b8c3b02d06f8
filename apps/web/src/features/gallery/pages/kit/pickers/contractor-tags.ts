import type { Contractor } from '@saldo/contracts/contractors';

/** Each tag the contractors carry, with how many carry it, most used first. */
export function contractorTags(contractors: readonly Contractor[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const contractor of contractors)
    for (const tag of contractor.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}
