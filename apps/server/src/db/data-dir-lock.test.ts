import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const folders: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'saldo-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes our pid into server.lock and removes it on release', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a folder held by a live process, naming the process and the file', () => {
    const dir = dataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${holder.pid}.*server\\.lock`, 's'));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that is gone (a server killed with SIGKILL)', () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dir, 'server.lock'), gone.stdout.toString());
    lockDataDir(dir)();
  });

  it('takes over a lock under our own pid (a container restarted with the same pid) and an unreadable one', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    lockDataDir(dir)();
    writeFileSync(join(dir, 'server.lock'), 'garbage');
    lockDataDir(dir)();
  });
});
