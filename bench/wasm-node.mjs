// Counting speed of the wasm build in Node versus the native CLI on the same lists, in one run.
// Usage: node bench/wasm-node.mjs [--quick]   (after ./build.sh build and cargo build --release)
// DEDUCE_PKG=DIR times another build of the teaching module (a copy of www/pkg-teach), to compare builds.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = path.resolve(process.env.DEDUCE_PKG ?? path.join(root, 'www/pkg-teach'));
const { default: init, count_lines, solved_binary_grid, solved_binary_grid_len } = await import(path.join(pkg, 'deduce.js'));
const data = process.env.DEDUCE_DATA ?? path.resolve(root, '../shared/data/sudoku');
const quick = process.argv.includes('--quick');
const max = quick ? 2000 : 20000;
const lists = ['puzzles2_17_clue', 'puzzles3_magictour_top1465', 'puzzles5_forum_hardest_1905_11+'];

await init({ module_or_path: fs.readFileSync(path.join(pkg, 'deduce_bg.wasm')) });
const native = path.join(root, 'target/release/deduce');
// Besides the ratio to the native build as it runs (on x86-64 with AVX2/BMI when the CPU has them): "boundary"
// is the part of the wasm time that is not counting (the text copied into wasm, the lines split, the answers
// copied out), timed on the same text with every line made a comment; "portable" is the native build without
// those CPU features (DEDUCE_X86_PORTABLE=1), the fairer peer of wasm32, which has no such instructions.
console.log(`${'list'.padEnd(34)} ${'puzzles'.padStart(8)} ${'wasm µs'.padStart(10)} ${'native µs'.padStart(10)} ${'ratio'.padStart(7)} ${'boundary'.padStart(9)} ${'portable'.padStart(9)} ${'ratio'.padStart(7)}`);
for (const name of lists) {
  const file = path.join(data, name);
  if (!fs.existsSync(file)) { console.log(`${name}: not found (set DEDUCE_DATA)`); continue; }
  // At most `max` puzzles spread evenly over the list (the lists are sorted, so their first puzzles are not
  // typical); the native side reads exactly these lines.
  const all = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  const step = Math.max(1, Math.ceil(all.length / max));
  const lines = all.filter((_, i) => i % step === 0);
  const text = lines.join('\n');
  // Both sides time the same work (parse and count each line) in CPU time, so other jobs on a shared machine
  // do not inflate them: Node's process CPU time here (the call is synchronous; the best of several runs
  // leaves out V8's background compiling), the CLI's thread CPU time there.
  // The best process CPU time in µs of seven calls of count_lines on `t`.
  // The text goes in as UTF-8 bytes, encoded once outside the timing (the native side reads bytes too).
  const bestCpu = (text) => {
    const t = new TextEncoder().encode(text);
    let best = Infinity;
    for (let i = 0; i < 7; i++) {
      const t0 = process.cpuUsage();
      count_lines(t, 2);
      const d = process.cpuUsage(t0);
      best = Math.min(best, d.user + d.system);
    }
    return best;
  };
  count_lines(new TextEncoder().encode(text), 2); // warm-up
  const wasmUs = bestCpu(text) / lines.length;
  const boundaryUs = bestCpu(lines.map((l) => `#${l.slice(1)}`).join('\n')) / lines.length;
  const tmp = path.join(root, 'target', `bench-${name}.txt`);
  fs.writeFileSync(tmp, text);
  const nativeBest = (env) => {
    let us = Infinity;
    for (let i = 0; i < 3; i++) {
      const out = execFileSync(native, ['bench', '--repeat', '5', tmp], { encoding: 'utf8', env: { ...process.env, ...env } });
      us = Math.min(us, Number(out.trim().split('\n')[1].trim().split(/\s+/)[2]));
    }
    return us;
  };
  const nativeUs = nativeBest({});
  const portableUs = nativeBest({ DEDUCE_X86_PORTABLE: '1' });
  console.log(`${name.padEnd(34)} ${String(lines.length).padStart(8)} ${wasmUs.toFixed(2).padStart(10)} ${nativeUs.toFixed(2).padStart(10)} ${(wasmUs / nativeUs).toFixed(2).padStart(7)} ${boundaryUs.toFixed(2).padStart(9)} ${portableUs.toFixed(2).padStart(9)} ${(wasmUs / portableUs).toFixed(2).padStart(7)}`);
}

// Solved binary grids: wasm versus the native CLI timing the same calls the same way: after a warm-up, the mean
// of R calls cycling through seeds 1..7 (one cold call is mostly JIT and cache warm-up, not the engine).
// "wasm ms" is the same work as native (the grid built inside wasm; only its length comes back); "+ JS string"
// also hands the game ID to JavaScript as a string, which the page needs.
console.log(`\n${'solved binary grid'.padEnd(34)} ${'wasm ms'.padStart(10)} ${'native ms'.padStart(10)} ${'ratio'.padStart(7)} ${'+ JS string'.padStart(12)}`);
// Wall clock, best of three loops: Node's process CPU time also counts V8's compiler and GC threads.
const perCall = (f, calls) => {
  for (let i = 0; i < 200; i++) f(i % 7 + 1);
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t = performance.now();
    for (let i = 0; i < calls; i++) f(i % 7 + 1);
    best = Math.min(best, (performance.now() - t) / calls);
  }
  return best;
};
for (const n of [200, 400, 1000]) {
  const calls = Math.max(50, Math.round(4e7 / (n * n)));
  const wasmMs = perCall((seed) => solved_binary_grid_len(n, seed), calls);
  const withString = perCall((seed) => solved_binary_grid(n, seed), calls);
  const out = execFileSync(native, ['bench-solved', String(n), String(calls)], { encoding: 'utf8' });
  const nativeMs = Number(out.trim());
  console.log(`${(n + '×' + n).padEnd(34)} ${wasmMs.toFixed(4).padStart(10)} ${nativeMs.toFixed(4).padStart(10)} ${(wasmMs / nativeMs).toFixed(2).padStart(7)} ${withString.toFixed(4).padStart(12)}`);
}
