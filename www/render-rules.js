// A Sudoku's rules on the board: the units they add (X-Sudoku's diagonals as bands, Windoku's windows tinted, as
// cell classes) and their instances drawn the way players know them, in an SVG layer over the cells and under
// the digits' ink (translucent): thermometers (a grey bulb and a thick rounded line), German whisper lines (green),
// renban lines (purple), arrows (a circle and a thin line with its head),
// Kropki dots (white and black) and X and V on the edge between two cells, even cells (a grey square) and odd
// cells (a grey circle), little killer clues
// (a total and an arrow outside the grid) and sandwich totals (left of a row, above a column), these two in their
// own layer round the grid. Each cell gets words for its description
// ("on a thermometer, its bulb", "white dot with r1c2"). The rule data comes from the engine (engine.js info:
// ruleUnits, ruleMarks). Cages, a Killer's or fewer, are the grid's drawing (grid-drawing.js), as info.cages.

import { el as node } from './figure.js';
import { t } from './i18n.js';
import { listText } from './kinds.js';

/** How far outside the grid little killer clues sit, in cells (the board's frame: style.css `--outside`). */
export const OUTSIDE = 0.7;

const U = 100;

const centre = (n, c) => [(c % n) * U + U / 2, Math.floor(c / n) * U + U / 2];
const cellName = (n, c) => `r${Math.floor(c / n) + 1}c${(c % n) + 1}`;

/**
 * Marks the rules on the board built for `info`: unit classes on `cells` (the grid's cell records), the instances in
 * `layer` (an empty SVG with a viewBox of side × 100 units), the clues outside the grid in `outside` (an empty SVG
 * whose viewBox reaches OUTSIDE cells beyond the grid's on every side). Returns each cell's words for its
 * description.
 */
export function drawRules(info, cells, layer, outside) {
  const n = info.side;
  const words = cells.map(() => []);
  for (const u of info.ruleUnits ?? []) {
    const cls = u.type === 'diagonal' ? (u.index ? 'diag-anti' : 'diag-main') : u.type;
    for (const c of u.cells) {
      cells[c].el.classList.add(cls);
      words[c].push(unitWords(u));
    }
  }
  const marks = info.ruleMarks ?? [];
  // Shapes in cells first, lines over them, edge marks on top.
  for (const m of marks) {
    if (m.name !== 'even' && m.name !== 'odd') continue;
    for (const c of m.cells) {
      const [x, y] = centre(n, c);
      layer.append(m.name === 'even'
        ? node('rect', { x: x - 34, y: y - 34, width: 68, height: 68, rx: 4 }, 'rule-parity')
        : node('circle', { cx: x, cy: y, r: 36 }, 'rule-parity'));
      words[c].push(m.name === 'even' ? t('rule-cell-even') : t('rule-cell-odd'));
    }
  }
  for (const m of marks) {
    if (m.name !== 'thermo' && m.name !== 'whisper' && m.name !== 'renban') continue;
    const points = m.cells.map((c) => centre(n, c).join(',')).join(' ');
    if (m.name === 'thermo') {
      const [x, y] = centre(n, m.cells[0]);
      layer.append(node('circle', { cx: x, cy: y, r: 34 }, 'rule-thermo-bulb'));
      layer.append(node('polyline', { points }, 'rule-thermo'));
      m.cells.forEach((c, i) => words[c].push(i ? t('rule-cell-thermo', { step: i + 1 }) : t('rule-cell-thermo-bulb')));
    } else {
      layer.append(node('polyline', { points }, `rule-${m.name}`));
      for (const c of m.cells) words[c].push(m.name === 'renban' ? t('rule-cell-renban') : t('rule-cell-whisper'));
    }
  }
  // Arrows: a circle round the first cell, a line from its edge along the path, a head at the end.
  for (const m of marks) {
    if (m.name !== 'arrow' || m.cells.length < 2) continue;
    const pts = m.cells.map((c) => centre(n, c));
    const [cx, cy] = pts[0], R = 38;
    layer.append(node('circle', { cx, cy, r: R }, 'rule-arrow-circle'));
    const [x1, y1] = pts[1], d = Math.hypot(x1 - cx, y1 - cy);
    pts[0] = [cx + (x1 - cx) * R / d, cy + (y1 - cy) * R / d];
    // the head stops short of the last cell's centre, beside its digit rather than over it
    const [xp, yp] = pts[pts.length - 2], [xl, yl] = pts[pts.length - 1], dl = Math.hypot(xl - xp, yl - yp);
    pts[pts.length - 1] = [xl - (xl - xp) * 22 / dl, yl - (yl - yp) * 22 / dl];
    layer.append(node('polyline', { points: pts.map((p) => p.join(',')).join(' ') }, 'rule-arrow'));
    const [xa, ya] = pts[pts.length - 2], [xb, yb] = pts[pts.length - 1];
    const a = Math.atan2(yb - ya, xb - xa), L = 24;
    const head = [[xb - L * Math.cos(a - 0.55), yb - L * Math.sin(a - 0.55)], [xb, yb], [xb - L * Math.cos(a + 0.55), yb - L * Math.sin(a + 0.55)]];
    layer.append(node('polyline', { points: head.map((p) => p.join(',')).join(' ') }, 'rule-arrow'));
    const circle = cellName(n, m.cells[0]);
    m.cells.forEach((c, i) => words[c].push(i ? t('rule-cell-arrow', { cell: circle }) : t('rule-cell-arrow-circle')));
  }
  // a mark on the edge between two cells, as each of them says it (with the other's name)
  const EDGE = { white: (cell) => t('rule-cell-white-dot', { cell }), black: (cell) => t('rule-cell-black-dot', { cell }),
    x: (cell) => t('rule-cell-x', { cell }), v: (cell) => t('rule-cell-v', { cell }) };
  for (const m of marks) {
    if (!EDGE[m.name]) continue;
    const [a, b] = m.cells;
    const [xa, ya] = centre(n, a), [xb, yb] = centre(n, b);
    const x = (xa + xb) / 2, y = (ya + yb) / 2;
    if (m.name === 'white' || m.name === 'black') {
      layer.append(node('circle', { cx: x, cy: y, r: 11 }, `rule-dot ${m.name}`));
    } else {
      layer.append(node('rect', { x: x - 16, y: y - 19, width: 32, height: 38, rx: 6 }, 'rule-xv-bg'));
      const label = node('text', { x, y }, 'rule-xv');
      label.textContent = m.name.toUpperCase();
      layer.append(label);
    }
    words[a].push(EDGE[m.name](cellName(n, b)));
    words[b].push(EDGE[m.name](cellName(n, a)));
  }
  drawLittleKillers(n, marks.filter((m) => m.name === 'littlekiller'), outside, words);
  drawSandwiches(n, marks.filter((m) => m.name === 'sandwich'), outside, words);
  return words.map(listText);
}

/** A rule's unit as its cells say it: "on the main diagonal", "in window 3" (else the engine's name of it). */
function unitWords(u) {
  if (u.type === 'diagonal') return u.index ? t('rule-cell-anti-diagonal') : t('rule-cell-main-diagonal');
  if (u.type === 'window') return t('rule-cell-window', { number: u.index + 1 });
  return t('rule-cell-unit', { name: u.name });
}

/** Sandwich totals: left of their row or above their column, in the frame round the grid. */
function drawSandwiches(n, clues, outside, words) {
  const edge = OUTSIDE * U / 2;
  for (const m of clues) {
    const [a, b] = m.cells;
    const row = Math.floor(a / n) === Math.floor(b / n);
    const k = row ? Math.floor(a / n) : a % n;
    const total = m.total ?? 0; // the engine leaves out a total of 0 (the 1 and the 9 side by side)
    const label = node('text', row ? { x: -edge, y: (k + 0.5) * U } : { x: (k + 0.5) * U, y: -edge }, 'rule-lk rule-sandwich');
    label.textContent = String(total);
    outside.append(label);
    const said = row ? t('rule-cell-sandwich-row', { number: k + 1, total })
      : t('rule-cell-sandwich-column', { number: k + 1, total });
    for (const c of m.cells) words[c].push(said);
  }
}

/** Little killers: the total outside the grid, diagonally before the first cell, and an arrow pointing down the
 *  diagonal. */
function drawLittleKillers(n, clues, outside, words) {
  const edge = OUTSIDE * U / 2;
  for (const m of clues) {
    const [a, b] = m.cells;
    const r = Math.floor(a / n), c = a % n;
    const dr = Math.floor(b / n) - r, dc = (b % n) - c;
    // the clue's place: in the frame beside the edge it sits outside, level with the cell before the first
    const at = (k, d) => (k - d < 0 ? -edge : k - d >= n ? n * U + edge : (k + 0.5) * U - d * 0.8 * U);
    const x = at(c, dc), y = at(r, dr);
    const label = node('text', { x: x - dc * 10, y: y - dr * 10 }, 'rule-lk');
    label.textContent = String(m.total);
    outside.append(label);
    const [x1, y1] = [x + dc * 16, y + dr * 16], [x2, y2] = [x + dc * 34, y + dr * 34];
    const a1 = Math.atan2(dr, dc), L = 10;
    const head = [[x2 - L * Math.cos(a1 - 0.6), y2 - L * Math.sin(a1 - 0.6)], [x2, y2], [x2 - L * Math.cos(a1 + 0.6), y2 - L * Math.sin(a1 + 0.6)]];
    outside.append(node('polyline', { points: `${x1},${y1} ${x2},${y2}` }, 'rule-lk-arrow'));
    outside.append(node('polyline', { points: head.map((p) => p.join(',')).join(' ') }, 'rule-lk-arrow'));
    const from = cellName(n, a);
    const said = t('rule-cell-little-killer', { cell: from, total: m.total });
    for (const cell of m.cells) words[cell].push(said);
  }
}
