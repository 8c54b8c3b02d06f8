import { useCallback, useEffect, useRef, useState } from 'react';

/** Puts text on the clipboard, or rejects when the browser refuses (no permission, not a secure page). */
export type ClipboardWrite = (text: string) => Promise<void>;

export const browserClipboard: ClipboardWrite = (text) =>
  // `navigator.clipboard` is missing outside a secure context (plain http on another host than localhost).
  'clipboard' in navigator && typeof navigator.clipboard.writeText === 'function'
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('The clipboard API is not available here'));

export type CopyState = 'idle' | 'copied' | 'refused';

/**
 * Mantine's CopyButton without its blind spot: it shows "copied" or nothing, so a refused copy looks
 * like a button that does not work. Here a refusal is a state the caller shows (select and Ctrl+C).
 * "Copied" goes back to idle after `timeout` ms; a refusal stays until the next try.
 */
export function useCopy(write: ClipboardWrite = browserClipboard, timeout = 1500) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      window.clearTimeout(timer.current);
      try {
        await write(text);
        setState('copied');
        timer.current = window.setTimeout(() => setState('idle'), timeout);
      } catch {
        setState('refused');
      }
    },
    [write, timeout],
  );
  return { state, copy };
}
