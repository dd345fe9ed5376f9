// The whole browser suite (`npm run e2e`): its two halves, e2e/shard-1.mjs and e2e/shard-2.mjs, run at the same
// time, each in one process sharing one static server and one Chromium (helpers.mjs startAll). One process alone
// left a core of the 2-core CI machine idle most of the time (the tests wait on the page far more than they
// compute), so two halves at once take about half the time. A single file still runs alone with
// `node --test e2e/<file>.test.mjs`. A test file in neither half, or in both, stops the run before it starts.
import fs from 'node:fs';
import { spawn } from 'node:child_process';

const SHARDS = ['shard-1.mjs', 'shard-2.mjs'];
const dir = new URL('.', import.meta.url);
const listed = SHARDS.flatMap((s) => fs.readFileSync(new URL(s, dir), 'utf8').match(/(?<=import '\.\/)[\w-]+\.test\.mjs/g));
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.test.mjs'));
const missing = files.filter((f) => !listed.includes(f));
const twice = listed.filter((f, i) => listed.indexOf(f) !== i);
if (missing.length || twice.length) {
  console.error(`e2e: ${missing.length ? `in no shard: ${missing.join(', ')}` : ''}${twice.length ? ` in two shards: ${twice.join(', ')}` : ''}`);
  process.exit(1);
}
const args = ['--test', `--test-concurrency=${SHARDS.length}`, '--test-reporter=spec', ...SHARDS.map((s) => `e2e/${s}`)];
const child = spawn(process.execPath, args, { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
