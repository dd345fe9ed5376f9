// Big sizes stay readable and usable from a 360×640 phone to a desktop, in both themes; contrast is checked.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, shot, generatedId, loadGame, BIG, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const GAMES = { 9: CLASSIC_ID, 16: BIG['16'], 25: BIG['25'] };
const SYMBOLS = { 9: '123456789', 16: '123456789ABCDEFG', 25: '123456789ABCDEFGHIJKLMNOP' };
const VIEWPORTS = { phone: { width: 360, height: 640 }, desktop: { width: 1280, height: 800 } };

for (const [vname, viewport] of Object.entries(VIEWPORTS)) {
  test(`${vname}: 9×9, 16×16 and 25×25 are readable and usable, light and dark`, async () => {
    for (const colorScheme of ['light', 'dark']) {
      const t = await newPage(env, { viewport, colorScheme });
      const p = t.page;
      await t.open('?seed=1', CLASSIC_ID);
      for (const n of [9, 16, 25]) {
        if (n !== 9) await loadGame(p, GAMES[n]);
        const keypad = p.getByRole('group', { name: 'Keypad' });
        const names = await keypad.getByRole('button').allTextContents();
        assert.deepEqual(names, [...SYMBOLS[n], 'Erase'], `keypad ${n}`);
        for (const box of await keypad.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON()))) {
          assert.ok(box.width >= 40 && box.height >= 40, `touch target ${box.width}×${box.height} at ${n}×${n} ${vname}`);
        }
        // notes on, then one entry in the last cell of the first row (off screen on a phone at 25×25)
        await p.getByRole('button', { name: 'Fill notes' }).click();
        const last = p.getByRole('gridcell').nth(n - 1);
        await last.click();
        const empty = (await last.getAttribute('aria-label')).endsWith('empty');
        // a candidate of that cell, so the screenshot shows no made-up conflict
        const sym = ((await last.getAttribute('aria-description')) ?? '').match(/notes (\S)/)?.[1] ?? SYMBOLS[n].at(-1);
        if (empty) await keypad.getByRole('button', { name: sym, exact: true }).click();
        if (empty) assert.equal(await last.getAttribute('aria-label'), `r1c${n}, ${sym}`);
        const m = await p.evaluate(() => {
          const c = document.querySelector('[role=gridcell]:not(.filled)') ?? document.querySelector('[role=gridcell]');
          const r = c.getBoundingClientRect();
          const notes = c.querySelector('.notes');
          return { cell: r.width, font: parseFloat(getComputedStyle(c).fontSize),
                   notesFont: parseFloat(getComputedStyle(notes).fontSize), pageWidth: document.documentElement.scrollWidth };
        });
        assert.ok(m.pageWidth <= viewport.width, `no sideways page scroll at ${n}×${n} ${vname}: ${m.pageWidth}`);
        assert.ok(m.cell >= (n === 25 ? 24 : 20), `cell ${m.cell}px at ${n}×${n} ${vname}`);
        assert.ok(m.font >= 12, `digits ${m.font}px at ${n}×${n} ${vname}`);
        assert.ok(m.notesFont >= 6.5, `notes ${m.notesFont}px at ${n}×${n} ${vname}`);
        await p.evaluate(() => document.querySelector('.board-area').scrollTo(0, 0));
        await p.evaluate(() => window.scrollTo(0, 0));
        await shot(p, `size${n}-${vname}-${colorScheme}`);
      }
      assert.deepEqual(await t.problems(), []);
      await t.close();
    }
  });
}

test('16×16 and bigger: notes show up to four candidates or their count', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', GAMES[16]);
  await p.getByRole('button', { name: 'Fill notes' }).click();
  const info = await p.evaluate(() => [...document.querySelectorAll('[role=gridcell]:not(.filled)')].map((c) => ({
    shown: c.querySelector('.notes').textContent, desc: c.getAttribute('aria-description') ?? '' })));
  assert.ok(info.length > 0);
  for (const { shown, desc } of info) {
    const list = desc.replace(/^notes /, '').split(' ');
    assert.equal(shown, list.length > 4 ? `(${list.length})` : list.join(''), desc);
  }
  assert.ok(info.some((c) => c.shown.startsWith('(')));
  await t.close();
});

/** WCAG contrast ratio of two CSS rgb() colours. */
function ratio(a, b) {
  const lum = (s) => {
    const [r, g, bl] = s.match(/[\d.]+/g).slice(0, 3).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

for (const colorScheme of ['light', 'dark']) {
  test(`text contrast is at least 4.5:1 in the ${colorScheme} theme`, async () => {
    const t = await newPage(env, { colorScheme });
    const p = t.page;
    await t.open('?seed=1', CLASSIC_ID);
    // states to see: given, entry, selected entry, conflict, same digit, peer, hint evidence, notes
    const cellAt = (r, c) => p.getByRole('gridcell').nth((r - 1) * 9 + (c - 1));
    await cellAt(1, 3).click(); await p.keyboard.press('5');   // conflict with r1c1
    await cellAt(1, 4).click(); await p.keyboard.press('Control+2');
    await cellAt(3, 1).click(); await p.keyboard.press('1');   // wrong but legal
    await p.getByRole('button', { name: 'Hint' }).click();
    await p.getByRole('button', { name: 'Hint' }).click();
    await cellAt(3, 1).click();
    const pairs = await p.evaluate(() => {
      const out = [];
      const bgOf = (el) => {
        for (let e = el; e; e = e.parentElement) {
          const b = getComputedStyle(e).backgroundColor;
          if (b !== 'rgba(0, 0, 0, 0)' && b !== 'transparent') return b;
        }
        return getComputedStyle(document.body).backgroundColor;
      };
      const add = (what, el, fg = el) => { if (el && el.getClientRects().length) out.push({ what, fg: getComputedStyle(fg).color, bg: bgOf(el) }); };
      for (const c of document.querySelectorAll('[role=gridcell]')) {
        const kind = [...c.classList].filter((k) => k !== 'cell' && k !== 'block-left').join('.') || 'empty';
        if (c.textContent.trim()) add(`cell ${kind}`, c);
        const n = c.querySelector('.notes');
        if (!c.classList.contains('filled') && n.textContent.trim()) add(`notes ${kind}`, c, n);
      }
      for (const b of document.querySelectorAll('button:not(:disabled)')) add(`button ${b.textContent.trim()}`, b);
      for (const e of document.querySelectorAll('.game-info, .puzzle-level, .options-title, .timer, #message, .hint-panel p, summary, label')) add(e.className || e.tagName, e);
      return out;
    });
    const seen = new Map();
    for (const { what, fg, bg } of pairs) {
      const r = ratio(fg, bg);
      if (!seen.has(what) || seen.get(what).r > r) seen.set(what, { r, fg, bg });
    }
    const low = [...seen].filter(([, v]) => v.r < 4.5).map(([k, v]) => `${k}: ${v.r.toFixed(2)} (${v.fg} on ${v.bg})`);
    assert.deepEqual(low, []);
    assert.ok(seen.size > 15, `checked ${seen.size} kinds of text`);
    await t.close();
  });
}

// Binary puzzles: 10×10 and 20×20 on a phone and a desktop, light and dark. The counters sit beside and below
// the grid without covering it; cells stay tappable (a 20×20 grid scrolls sideways on a phone, the page does not);
// glyphs and counters keep 4.5:1 contrast on their tiles.
const BINARY = { 10: ['binary', 10, 'medium', 1], 20: ['binary', 20, 'easy', 1] };
for (const [vname, viewport] of Object.entries(VIEWPORTS)) {
  test(`${vname}: binary 10×10 and 20×20, light and dark: counters clear of the grid, readable`, async () => {
    const ids = {};
    for (const [n, args] of Object.entries(BINARY)) ids[n] = await generatedId(...args);
    for (const colorScheme of ['light', 'dark']) {
      const t = await newPage(env, { viewport, colorScheme });
      const p = t.page;
      await t.open('?seed=1', ids[10]);
      for (const n of [10, 20]) {
        if (n !== 10) await loadGame(p, ids[n]);
        // a few entries in the first row: one 0 and one 1 by tapping, so both tile colours show
        const names = await p.getByRole('gridcell', { name: /^r1c\d+, empty$/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
        const [a, b] = names.map((l) => p.getByRole('gridcell', { name: l.replace(', empty', ','), exact: false }));
        await a.click();
        await b.click(); await b.click();
        const m = await p.evaluate(() => {
          const box = (el) => el.getBoundingClientRect();
          const grid = box(document.querySelector('[role=grid]'));
          const rows = box(document.querySelector('.row-counts')), cols = box(document.querySelector('.column-counts'));
          const cell = box(document.querySelector('[role=gridcell]'));
          const count = document.querySelector('.count span');
          return { grid: grid.toJSON(), rows: rows.toJSON(), cols: cols.toJSON(), cell: cell.width,
                   countFont: parseFloat(getComputedStyle(count).fontSize),
                   font: parseFloat(getComputedStyle(document.querySelector('[role=gridcell]')).fontSize),
                   pageWidth: document.documentElement.scrollWidth };
        });
        assert.ok(m.rows.left >= m.grid.right - 0.5, `row counters right of the grid (${n}×${n} ${vname})`);
        assert.ok(m.cols.top >= m.grid.bottom - 0.5, `column counters below the grid (${n}×${n} ${vname})`);
        assert.ok(Math.abs(m.rows.top - m.grid.top) < 1 && Math.abs(m.rows.bottom - m.grid.bottom) < 1, 'rows aligned');
        assert.ok(Math.abs(m.cols.left - m.grid.left) < 1 && Math.abs(m.cols.right - m.grid.right) < 1, 'columns aligned');
        assert.ok(m.pageWidth <= viewport.width, `no sideways page scroll at ${n}×${n} ${vname}: ${m.pageWidth}`);
        assert.ok(m.cell >= 21, `cell ${m.cell}px at ${n}×${n} ${vname}`);
        assert.ok(m.font >= 12, `digits ${m.font}px at ${n}×${n} ${vname}`);
        assert.ok(m.countFont >= 12, `counters ${m.countFont}px at ${n}×${n} ${vname}`); // issue 29: 10 px on phones
        // contrast: each glyph on its tile (the tile is the cell's ::before), each counter on the page
        const pairs = await p.evaluate(() => {
          const out = [];
          const bgOf = (el) => {
            for (let e = el; e; e = e.parentElement) {
              const b = getComputedStyle(e).backgroundColor;
              if (b !== 'rgba(0, 0, 0, 0)' && b !== 'transparent') return b;
            }
            return getComputedStyle(document.body).backgroundColor;
          };
          for (const c of document.querySelectorAll('[role=gridcell].filled')) {
            const kind = [...c.classList].filter((k) => k !== 'cell' && k !== 'filled').join('.') || 'entry';
            out.push({ what: `cell ${kind} ${c.dataset.value}`, fg: getComputedStyle(c).color, bg: getComputedStyle(c, '::before').backgroundColor });
          }
          for (const s of document.querySelectorAll('.count span')) out.push({ what: `counter ${s.className}`, fg: getComputedStyle(s).color, bg: bgOf(s) });
          return out;
        });
        const low = pairs.map((x) => ({ ...x, r: ratio(x.fg, x.bg) })).filter((x) => x.r < 4.5)
          .map((x) => `${x.what}: ${x.r.toFixed(2)} (${x.fg} on ${x.bg})`);
        assert.deepEqual([...new Set(low)], [], `contrast at ${n}×${n} ${vname} ${colorScheme}`);
        await p.evaluate(() => document.querySelector('.board-area').scrollTo(0, 0));
        await p.evaluate(() => window.scrollTo(0, 0));
        await shot(p, `binary${n}-${vname}-${colorScheme}`);
      }
      assert.deepEqual(await t.problems(), []);
      await t.close();
    }
  });
}

test('phone 360×640: the grid, the keypad and Notes, Undo, Hint, Check are in view without scrolling; the hint shows under the grid', async () => {
  const t = await newPage(env, { viewport: { width: 360, height: 640 } });
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  const inView = async (loc) => {
    const b = await loc.boundingBox();
    return b && b.y >= 0 && b.y + b.height <= 640 && b.x >= 0 && b.x + b.width <= 360;
  };
  assert.ok(await inView(p.getByRole('grid')), 'grid');
  for (const name of ['1', '9', 'Erase']) assert.ok(await inView(p.getByRole('group', { name: 'Keypad' }).getByRole('button', { name, exact: true })), name);
  for (const name of ['Notes', 'Undo', 'Hint', 'Check']) assert.ok(await inView(p.getByRole('button', { name, exact: true })), name);
  // the next game's options come after the playing controls
  const next = p.getByRole('form', { name: 'Next game' });
  assert.ok((await next.boundingBox()).y > (await p.getByRole('button', { name: 'Hint' }).boundingBox()).y);
  await p.getByRole('button', { name: 'Hint' }).click();
  const panel = p.getByRole('region', { name: 'Hint' });
  const [grid, hint, keypad] = await Promise.all([p.getByRole('grid').boundingBox(), panel.boundingBox(),
    p.getByRole('group', { name: 'Keypad' }).boundingBox()]);
  assert.ok(hint.y >= grid.y + grid.height && hint.y + hint.height <= keypad.y, 'hint panel between the grid and the keypad');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
