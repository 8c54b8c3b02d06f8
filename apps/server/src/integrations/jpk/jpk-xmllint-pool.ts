// Long-lived xmllint threads for the JPK check. xmllint-wasm's own validateXML starts a thread per call,
// compiles libxml2's WebAssembly in it and throws both away afterwards: on a 100 000-row month that was
// half of the CPU (the bench, issue 20), and the code never reached V8's optimizing tier before it was
// dropped. Here the module is compiled once per thread, each thread keeps its optimized code between
// checks, and every check still runs in a fresh instance (a fresh libxml2 with its own memory), exactly
// as the xmllint command line would.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface XmllintFile {
  readonly fileName: string;
  readonly contents: Uint8Array | string;
}

export interface XmllintRun {
  /** The command line's arguments after the program name ("--schema", "a.xsd", "--noout", "a.xml"). */
  readonly args: readonly string[];
  readonly files: readonly XmllintFile[];
  /** 64 KiB WebAssembly pages. */
  readonly maxMemoryPages: number;
}

export interface XmllintExit {
  readonly exitCode: number;
  readonly stderr: string;
}

/** A thread without work for this long is stopped, so an idle server holds no WebAssembly memory. */
const IDLE_MS = 60_000;
const INITIAL_MEMORY_PAGES = 256;

// The thread runs xmllint-wasm's Emscripten module directly (its factory is the package's
// xmllint-node.js), instantiating it from the module it compiled when it started.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Module = require(workerData.glue);
const wasm = new WebAssembly.Module(require('node:fs').readFileSync(workerData.wasmFile));
parentPort.on('message', (job) => {
  if (!job || job.saldoXmllint !== true) return;
  let stderr = '';
  let done = false;
  const finish = (exitCode) => {
    if (done) return;
    done = true;
    parentPort.postMessage({ saldoXmllint: true, exitCode, stderr });
  };
  Promise.resolve(
    Module({
      inputFiles: job.files,
      arguments: job.args,
      print() {},
      printErr(text) { stderr += text + '\\n'; },
      onExit: finish,
      onAbort(reason) { stderr += 'WASM Abort: ' + reason + '\\n'; finish(-1); },
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance));
        return {};
      },
      wasmMemory: new WebAssembly.Memory({ initial: job.initialMemory, maximum: job.maxMemory }),
    }),
  ).catch((error) => { stderr += String(error) + '\\n'; finish(-1); });
});
`;

interface Slot {
  readonly worker: Worker;
  busy: boolean;
  idle: NodeJS.Timeout | null;
}

const require = createRequire(import.meta.url);
const glue = join(dirname(require.resolve('xmllint-wasm')), 'xmllint-node.js');
const slots: Slot[] = [];
const waiting: ((slot: Slot) => void)[] = [];

function drop(slot: Slot): void {
  const index = slots.indexOf(slot);
  if (index !== -1) slots.splice(index, 1);
  if (slot.idle !== null) clearTimeout(slot.idle);
  void slot.worker.terminate();
}

function release(slot: Slot): void {
  const next = waiting.shift();
  if (next !== undefined) {
    next(slot);
    return;
  }
  slot.busy = false;
  slot.idle = setTimeout(() => drop(slot), IDLE_MS);
  slot.idle.unref();
  // An idle thread must not keep a script (a test, the bench) alive.
  slot.worker.unref();
}

async function acquire(threads: number): Promise<Slot> {
  const free = slots.find((slot) => !slot.busy);
  if (free !== undefined) return take(free);
  if (slots.length < threads) {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { glue, wasmFile: join(dirname(glue), 'xmllint.wasm') },
    });
    const slot: Slot = { worker, busy: true, idle: null };
    slots.push(slot);
    return take(slot);
  }
  return new Promise((resolve) => waiting.push((slot) => resolve(take(slot))));
}

function take(slot: Slot): Slot {
  slot.busy = true;
  if (slot.idle !== null) clearTimeout(slot.idle);
  slot.idle = null;
  slot.worker.ref();
  return slot;
}

/** One xmllint command line in a pooled thread (at most `threads` at once); its exit code and messages. */
export async function runXmllint(run: XmllintRun, threads: number): Promise<XmllintExit> {
  const slot = await acquire(Math.max(1, threads));
  try {
    return await new Promise<XmllintExit>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (typeof message !== 'object' || message === null || !('saldoXmllint' in message)) return;
        const { exitCode, stderr } = message as unknown as XmllintExit;
        cleanup();
        resolve({ exitCode, stderr });
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        slot.worker.off('message', onMessage);
        slot.worker.off('error', onError);
      };
      slot.worker.on('message', onMessage);
      slot.worker.on('error', onError);
      slot.worker.postMessage({
        saldoXmllint: true,
        files: run.files,
        args: run.args,
        initialMemory: Math.min(INITIAL_MEMORY_PAGES, run.maxMemoryPages),
        maxMemory: run.maxMemoryPages,
      });
    });
  } catch (error) {
    // A thread that failed (out of memory, a crash) is not reused.
    drop(slot);
    throw error;
  } finally {
    if (slots.includes(slot)) release(slot);
  }
}
