import type { ChatStatus } from '@saldo/contracts/chat';

export const statusColors: Record<ChatStatus, string> = {
  online: 'green.9',
  busy: 'red.9',
  away: 'yellow.9',
  offline: 'gray.7',
};
