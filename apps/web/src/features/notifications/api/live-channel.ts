import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveMessageSchema, type LiveMessage } from '@saldo/contracts/notifications';
import { api, API_BASE } from '../../../lib/api-client.ts';
import { getSession, useSession } from '../../../lib/session.ts';
import { useAfterFirstPaint } from '../../../lib/after-first-paint.ts';
import { notificationKeys } from './notifications-api.ts';

/** The server closes with this when the token is missing, forged or expired. */
const CLOSE_UNAUTHORIZED = 4401;
const MAX_RETRY_MS = 30_000;
/** Pushes that come close together (a burst) cause one refetch, not one each. */
const REFETCH_AFTER_MS = 250;

/** Other features' listeners on the one channel (the chat): every message, `ready` included. */
const listeners = new Set<(message: LiveMessage) => void>();
let openSocket: WebSocket | undefined;

/** Hears every message of the live channel until the returned function is called. */
export function subscribeLive(listener: (message: LiveMessage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends on the live channel if it is open and authenticated; false when it is not. */
export function sendLive(message: { type: string } & Record<string, unknown>): boolean {
  if (openSocket?.readyState !== WebSocket.OPEN) return false;
  openSocket.send(JSON.stringify(message));
  return true;
}

function liveUrl(): string {
  const url = new URL(`${API_BASE}/live`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Keeps the live channel (/api/live) open while a user is signed in. A push, and every (re)connection,
 * refetches the bell, so events that came while the socket was down are not lost. A 4401 close asks
 * the API client for a fresh token (one authenticated request refreshes it) before reconnecting.
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  const { accessToken } = useSession();
  // Opened a moment after the page: the socket's set-up ran inside the first commit (issue 18).
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted || !accessToken || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;

    const refetch = () => {
      if (refetchTimer) return;
      refetchTimer = setTimeout(() => {
        refetchTimer = undefined;
        void client.invalidateQueries({ queryKey: notificationKeys.all });
      }, REFETCH_AFTER_MS);
    };
    const retry = () => {
      if (stopped) return;
      attempts += 1;
      retryTimer = setTimeout(connect, Math.min(MAX_RETRY_MS, 500 * 2 ** attempts));
    };
    function connect() {
      const token = getSession().accessToken;
      if (stopped || !token) return;
      const current = new WebSocket(liveUrl());
      socket = current;
      current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
      current.onmessage = (event) => {
        const parsed = liveMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (!parsed.success) return;
        if (parsed.data.type === 'ready') {
          attempts = 0;
          openSocket = current;
        }
        for (const listener of listeners) listener(parsed.data);
        // The chat's pushes are the chat's business; the bell refetches on its own and on (re)connection.
        if (parsed.data.type === 'ready' || parsed.data.type === 'notifications') refetch();
      };
      current.onclose = (event) => {
        if (openSocket === current) openSocket = undefined;
        if (stopped || socket !== current) return;
        if (event.code === CLOSE_UNAUTHORIZED)
          // A request through the API client refreshes an expired token (or ends the session).
          void api.get('/notifications', { query: { limit: 1 } }).then(retry, retry);
        else retry();
      };
    }
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(refetchTimer);
      socket?.close();
    };
  }, [painted, accessToken, client]);
}
