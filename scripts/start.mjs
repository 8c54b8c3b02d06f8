// `npm start`: install what is missing, build the web app and the server, then serve on
// http://localhost:3000 (the server migrates and seeds the database itself at start-up).
//
// A person trying Saldo needs three things from this screen: the address, the demo logins and where
// the data is kept. So the install and build speak only when they fail, and of the server's JSON log
// only the start-up lines and warnings or worse are shown (as plain text). With LOG_LEVEL set, the
// log is passed through untouched, for whoever asked for it.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a step with its output kept aside; prints it only when the step fails. */
function quietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      process.stderr.write(Buffer.concat(output));
      console.error(`\n${command} ${args.join(' ')} failed (exit ${code ?? signal}).`);
      process.exit(code ?? 1);
    });
  });
}

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing dependencies (npm ci)…');
  await quietly(npm, ['ci', '--no-audit', '--no-fund']);
}

console.log('Building the web app and the server…');
await quietly(npm, ['run', 'build']);

const passThrough = process.env.LOG_LEVEL !== undefined && process.env.LOG_LEVEL !== '';
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: ['inherit', passThrough ? 'inherit' : 'pipe', 'inherit'],
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
server.on('exit', (code, signal) => {
  // The log may have been filtered: an unasked-for end must at least say so.
  if (!stopping && code !== 0)
    console.error(`The server stopped (${code === null ? signal : `exit ${code}`}).`);
  process.exit(code ?? (signal ? 1 : 0));
});

const WARN = 40;
const levelNames = { 40: 'warning', 50: 'error', 60: 'fatal' };
if (!passThrough) {
  createInterface({ input: server.stdout }).on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      console.log(line);
      return;
    }
    if (entry.startup) console.log(`\n${entry.msg}\n`);
    else if (entry.level >= WARN) console.log(`${levelNames[entry.level] ?? 'error'}: ${entry.msg}`);
  });
}
