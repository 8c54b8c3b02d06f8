import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client.ts';

/** The server's message is already in the UI language; a network failure gets the namespace's own. */
export function notifyFailure(error: unknown, fallback: string) {
  notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : fallback });
}

export const notifyDone = (message: string) => notifications.show({ color: 'teal', message });
