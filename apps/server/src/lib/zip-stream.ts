// A ZIP archive written as a Node stream, file by file, so a large export is never held in memory:
// each file's bytes go out as soon as it is added, and `add` waits while the reader is behind.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipStream {
  /** What to send as the response body. */
  readonly stream: PassThrough;
  /**
   * Adds one file. `compress: false` stores it as it is (PDFs are compressed already); otherwise it is
   * deflated. Resolves once the reader has room for more, so the producer slows to the reader's pace.
   */
  add(name: string, data: Uint8Array, options?: { compress?: boolean }): Promise<void>;
  /** Writes the central directory and ends the stream. */
  end(): Promise<void>;
  /** True once the reader has gone (the download was cancelled or the connection dropped). */
  readonly closed: boolean;
}

export function createZipStream(options: { highWaterMark?: number } = {}): ZipStream {
  const stream = new PassThrough({ highWaterMark: options.highWaterMark ?? 1024 * 1024 });
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      stream.destroy(error);
      return;
    }
    if (stream.destroyed) return;
    stream.write(chunk);
    if (final) stream.end();
  });

  async function drained() {
    if (failure) throw failure;
    if (stream.destroyed || !stream.writableNeedDrain) return;
    await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  }

  return {
    stream,
    get closed() {
      return stream.destroyed;
    },
    async add(name, data, { compress = true } = {}) {
      if (stream.destroyed) return;
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      file.mtime = new Date();
      zip.add(file);
      file.push(data, true);
      await drained();
    },
    async end() {
      if (stream.destroyed) return;
      zip.end();
      await drained();
    },
  };
}
