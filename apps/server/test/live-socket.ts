import { WebSocket } from 'ws';
import { liveMessageSchema, type LiveMessage } from '@saldo/contracts/notifications';

/**
 * A browser's socket on /api/live: the messages it got (those `keep` accepts), its close code, and
 * `ready` once the server confirmed the token. `token` is sent as the auth message; a token that is
 * already JSON is sent as it is (to test malformed auth), and null sends nothing.
 */
export function connectLive(
  url: string,
  token: string | null,
  keep: (message: LiveMessage) => boolean = () => true,
) {
  const socket = new WebSocket(`${url}/api/live`);
  const messages: LiveMessage[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = liveMessageSchema.parse(JSON.parse(String(data)));
      if (message.type === 'ready') resolve();
      else if (keep(message)) messages.push(message);
    });
    socket.on('close', (code) => reject(new Error(`closed ${code}`)));
  });
  ready.catch(() => {});
  socket.on('open', () => {
    if (token !== null) socket.send(token.startsWith('{') ? token : JSON.stringify({ type: 'auth', token }));
  });
  return { socket, messages, closed, ready };
}

/** Waits until `check` holds, polling every 20 ms; fails after `ms`. */
export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
