/**
 * Keys come from routes (e.g. `org-12/costs/345/9f3a…-scan.pdf`) and end up as paths on disk, so a key
 * that could name something outside the storage folder is a bug or an attack, never a file: refuse it.
 * `..` is refused as a path segment; inside a name ("scan..pdf") it is harmless and allowed.
 */
const MAX_KEY_BYTES = 1024; // S3's limit, and far below any file system's path limit

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

export function assertStorageKey(key: string): void {
  const refuse = (reason: string) => {
    throw new InvalidStorageKeyError(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
  };
  if (key === '') refuse('empty');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) refuse(`longer than ${MAX_KEY_BYTES} bytes`);
  if (key.startsWith('/')) refuse('starts with "/"');
  if (key.includes('\\')) refuse('contains a backslash');
  if (CONTROL_CHARACTERS.test(key)) refuse('contains a control character');
  for (const segment of key.split('/')) {
    if (segment === '') refuse('has an empty path segment');
    if (segment === '.' || segment === '..') refuse(`has a "${segment}" path segment`);
  }
}
