// Counts the files of a ZIP as its bytes arrive, by their local headers, so a streamed export can show
// how many invoices are done. Only entries under `prefix` count (the export's one PDF per invoice).
const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const HEADER_LENGTH = 30;

export interface ZipEntryCounter {
  /** Takes the next chunk; answers the number of matching entries begun so far. */
  push(chunk: Uint8Array): number;
}

export function createZipEntryCounter(prefix: string): ZipEntryCounter {
  const wanted = new TextEncoder().encode(prefix);
  const needed = HEADER_LENGTH + wanted.length;
  // The bytes not yet examined: fewer than a header and the prefix after the last position looked at.
  let carry = new Uint8Array(0);
  let count = 0;

  const isEntry = (bytes: Uint8Array, at: number) =>
    LOCAL_HEADER.every((byte, i) => bytes[at + i] === byte) &&
    (bytes[at + 26] ?? 0) + ((bytes[at + 27] ?? 0) << 8) >= wanted.length &&
    wanted.every((byte, i) => bytes[at + HEADER_LENGTH + i] === byte);

  return {
    push(chunk) {
      const bytes = new Uint8Array(carry.length + chunk.length);
      bytes.set(carry);
      bytes.set(chunk, carry.length);
      let at = 0;
      for (; at + needed <= bytes.length; at += 1) {
        if (bytes[at] === 0x50 && isEntry(bytes, at)) count += 1;
      }
      carry = bytes.slice(at);
      return count;
    },
  };
}
