// The engine's download. Issue 5's target was at most 150 KB gzipped; issues 12 and 16 (about 40 named
// techniques with their pictures, placement-seeking hints, pasted grids) took it to about 216 KB; issue 13's
// technique library and practice, binary hint pictures, mistakes explained by chains, the solve replay and
// Franken/mutant fish (6 KB of it) took it to about 237 KB; issue 14's variants (the geometry, X-Sudoku, Jigsaw,
// Tango's signs, techniques and generator) to about 258 KB, and the limit is 300 KB for issue 14's variants, so that growth stays deliberate (README.md,
// "Wasm size", says what it costs and what would bring it back down: a second, lazily loaded wasm for the
// teaching engine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';

test('the wasm engine is at most 300 KB gzipped', () => {
  const wasm = fs.readFileSync(new URL('../www/pkg/deduce_bg.wasm', import.meta.url));
  const gz = zlib.gzipSync(wasm, { level: 9 }).length;
  assert.ok(gz <= 300_000, `www/pkg/deduce_bg.wasm is ${gz} bytes gzipped`);
});
