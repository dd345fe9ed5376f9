import { startAll, newPage } from '../helpers.mjs';
const env = await startAll();
for (const [name, viewport, colorScheme] of [['desk', { width: 1280, height: 800 }, 'light'], ['phone', { width: 390, height: 844 }, 'dark']]) {
  const t = await newPage(env, { viewport, colorScheme });
  await t.open('?seed=1', 'sudoku:3x3:.83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.');
  await t.page.locator('#puzzle-level').filter({ hasText: 'SE rating' }).waitFor();
  await t.page.screenshot({ path: `/tmp/se/${name}.png` });
  console.log(await t.page.locator('#puzzle-level').textContent());
  await t.close();
}
await env.close();
