import type { TodoTag } from '@saldo/contracts/todo';

/** The seed's colours of the tags. */
export const TAG_COLORS: Record<TodoTag, string> = {
  team: 'blue',
  low: 'green',
  medium: 'yellow',
  high: 'red',
  update: 'cyan',
};
