import fs from 'node:fs';
import { startAll, newPage } from './helpers.mjs';
const BIG = JSON.parse(fs.readFileSync(new URL('./fixtures/big-sudoku.json', import.meta.url), 'utf8'));
const env = await startAll();
const t = await newPage(env);
const p = t.page;
await t.open('?seed=1', BIG[process.env.KEY ?? '25unique']);
const cdp = await t.context.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
// first hint (worker start) outside the profile
await p.evaluate(() => document.getElementById('hint').click());
await p.locator('#hint-next').filter({ hasText: /Press Hint again to see/ }).waitFor({ timeout: 60000 });
await p.evaluate(() => { document.getElementById('hint').click(); document.getElementById('hint').click(); });
await cdp.send('Profiler.start');
for (let i = 0; i < 20; i++) {
  await p.evaluate(() => document.getElementById('hint').click());
  await p.locator('#hint-next').filter({ hasText: /Press Hint again to see/ }).waitFor({ timeout: 60000 });
  await p.evaluate(() => document.getElementById('hint').click());
  await p.locator('#hint-next').filter({ hasText: /Press Hint again to (apply|fill)/ }).waitFor({ timeout: 60000 });
  await p.evaluate(() => document.getElementById('hint').click());
}
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const dt = profile.timeDeltas; const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const t2 = new Map();
profile.samples.forEach((id, i) => { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; t2.set(k, (t2.get(k) ?? 0) + (dt[i] ?? 0)); });
const total = [...t2.values()].reduce((a, b) => a + b, 0);
console.log('total ms', (total / 1000).toFixed(0));
for (const [k, v] of [...t2].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(8), k);
await t.close(); await env.close();
