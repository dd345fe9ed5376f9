// The engine's download: issue 5's target is at most 150 KB gzipped (README.md, "Wasm size", says what it costs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';

test('the wasm engine is at most 150 KB gzipped', () => {
  const wasm = fs.readFileSync(new URL('../www/pkg/deduce_bg.wasm', import.meta.url));
  const gz = zlib.gzipSync(wasm, { level: 9 }).length;
  assert.ok(gz <= 150_000, `www/pkg/deduce_bg.wasm is ${gz} bytes gzipped`);
});
