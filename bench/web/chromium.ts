// Debian's Chromium for the PDF baseline and the web bench, launched the way the e2e tests launch it.
// Here rather than in bench/lib because the lib belongs to the orchestrator; bench/pdf imports it too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** A test tool's own browser download cannot work on our machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every headless Chromium of the project runs with (DEVELOPERS.md, browser tests). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
] as const;

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  }
}

export async function launchChromium(): Promise<Browser> {
  assertChromium();
  // playwright-core adds --headless itself for `headless: true`.
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags.filter((flag) => flag !== '--headless'),
  });
}

interface ProcStat {
  readonly pid: number;
  readonly ppid: number;
  /** utime + stime, in clock ticks. */
  readonly ticks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are plain.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // exited between listing and reading
  }
}

// Linux's USER_HZ; it has been 100 on every mainstream architecture for decades.
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used so far by a process and all its living descendants, and how many there are; Linux
 * only (/proc). Chromium runs a browser, a renderer, a GPU/utility and a network process, so the
 * browser's own process alone would undercount it.
 */
export function processTreeCpu(rootPid: number): { seconds: number; processes: number } {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null);
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const root = stats.find((stat) => stat.pid === rootPid);
  if (root === undefined) return { seconds: 0, processes: 0 };
  let ticks = 0;
  let processes = 0;
  const queue = [root];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    ticks += next.ticks;
    processes += 1;
    queue.push(...(children.get(next.pid) ?? []));
  }
  return { seconds: ticks / TICKS_PER_SECOND, processes };
}
