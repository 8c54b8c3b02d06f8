import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { Namespace } from '@saldo/i18n/namespaces';
import { preloadNamespaces } from '../../lib/i18n.ts';
import { yieldToMain } from '../../lib/yield-to-main.ts';

/** Spec section 9: a page chunk that has not arrived after this long is given up on. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A route or layout chunk that failed to download or took too long (spec section 8). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

// What browsers say when a dynamic import() fails: Chrome, Firefox, Safari, and Vite's preload helper.
const chunkFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailure.test(error.message);
}

/** Rejects with a ChunkLoadError when `promise` settles neither way within `ms`, or fails to load. */
export function withChunkTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a page chunk timed out after ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(error)
            ? new ChunkLoadError(error instanceof Error ? error.message : 'Loading a page chunk failed', {
                cause: error,
              })
            : error,
        );
      },
    );
  });
}

/**
 * A chunk with the time-out, fetched together with the translation namespaces its components will
 * ask for: one asked for first after mounting suspends everything up to the nearest boundary.
 */
export async function withNamespaces<T>(chunk: Promise<T>, namespaces: readonly Namespace[]): Promise<T> {
  const [module] = await Promise.all([withChunkTimeout(chunk), preloadNamespaces(namespaces)]);
  return module;
}

/**
 * A route's `lazy` that loads a page module's default export with the chunk time-out, and with it
 * the translation namespaces its components ask for only once their data has arrived (otherwise the
 * page suspends again, after its first paint, for each).
 */
export function lazyPage(
  importer: () => Promise<{ default: ComponentType }>,
  namespaces: readonly Namespace[] = [],
): LazyRouteFunction<RouteObject> {
  return async () => {
    // The router asks for the first page while it is being made, at start-up: the chunk's preloads
    // start in a task of their own rather than adding to that one (issue 18: total blocking time).
    await yieldToMain();
    const module = await withNamespaces(importer(), namespaces);
    return { Component: module.default };
  };
}
