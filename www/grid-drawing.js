// The drawing of a puzzle's grid: rows of cells with block borders, Jigsaw region outlines, Killer cages with their
// sums, the rules' marks (render-rules.js), Tango's signs and the layer for hint pictures. The board (render-grid.js)
// draws it once per puzzle, to play on, and then patches it; the booklet (booklet.js) draws each printed puzzle with
// it, its givens (or its solution) written in. One drawing, so a puzzle prints as it shows.
import { isSudoku, symbolText } from './kinds.js';
import { cornerLayer } from './render-marks.js';
import { cageOutline, regionOutline } from './figure.js';
import { drawRules, OUTSIDE } from './render-rules.js';
import { t } from './i18n.js';

/** A span of class `cls` that screen readers skip (the cell or list item names what it shows). */
export function hiddenSpan(cls) {
  const el = document.createElement('span');
  el.className = cls;
  el.setAttribute('aria-hidden', 'true');
  return el;
}

/**
 * Tango's signs, on the borders between cells: one span each over the grid (the cells' descriptions say the same
 * in words). Returns [{el, a, b, eq}] and fills `words[cell]` with "= r1c2"-style notes.
 */
function buildSigns(info, grid, words) {
  const n = info.side, signs = info.signs ?? [], out = [];
  if (!signs.some((s) => s)) return out;
  const layer = document.createElement('div');
  layer.className = 'signs';
  layer.setAttribute('aria-hidden', 'true');
  const h = n * (n - 1);
  signs.forEach((s, k) => {
    if (!s) return;
    const across = k < h;
    const [r, c] = across ? [Math.floor(k / (n - 1)), k % (n - 1)] : [Math.floor((k - h) / n), (k - h) % n];
    const a = r * n + c, b = across ? a + 1 : a + n;
    const el = document.createElement('span');
    el.className = `sign ${s === 1 ? 'eq' : 'ne'} ${across ? 'across' : 'down'}`;
    el.textContent = s === 1 ? '=' : '×';
    el.style.setProperty('--x', String(across ? c + 1 : c + 0.5));
    el.style.setProperty('--y', String(across ? r + 0.5 : r + 1));
    layer.append(el);
    const name = (i) => `r${Math.floor(i / n) + 1}c${(i % n) + 1}`;
    words[a].push(`${el.textContent} ${name(b)}`);
    words[b].push(`${el.textContent} ${name(a)}`);
    out.push({ el, a, b, eq: s === 1 });
  });
  grid.append(layer);
  return out;
}

/** An SVG layer over the grid's cells (100 user units per cell), hidden from assistive technology. */
export function svgLayer(cls, n) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', cls);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('viewBox', `0 0 ${n * 100} ${n * 100}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  return svg;
}

/**
 * Cages (a Killer's, or the `cage` rule's): each cage's dashed outline (an SVG layer inside the cell borders, under
 * the hint pictures) and its sum, small in the top-left corner of its first cell (its top-left cell). Returns each
 * cell's words for its description ("in a 3-cell cage adding up to 17"), empty outside cages.
 */
function buildCages(info, cells, grid) {
  const n = info.side, of = info.cages ?? [];
  if (!of.length) return new Array(n * n).fill('');
  const layer = svgLayer('cage-overlay', n);
  layer.append(cageOutline(info));
  grid.append(layer);
  const size = new Array(info.cageSums.length).fill(0);
  for (const k of of) if (k >= 0) size[k]++;
  const seen = new Set();
  return of.map((k, cell) => {
    if (k < 0) return '';
    const sum = info.cageSums[k];
    if (!seen.has(k) && sum) {
      const label = hiddenSpan('cage-sum');
      label.textContent = String(sum);
      cells[cell].el.append(label);
      cells[cell].el.classList.add('cage-first');
    }
    seen.add(k);
    if (size[k] === 1) return sum ? t('cage-cell-single', { sum }) : t('cage-cell-single-no-sum');
    return sum ? t('cage-cell', { size: size[k], sum }) : t('cage-cell-no-sum', { size: size[k] });
  });
}

/**
 * Draws `info`'s grid into `grid` (emptied first; its frame `board` takes the clues outside the grid). To play on
 * (`play`), each cell is a grid cell for assistive technology with spans for its notes and corner marks; for print,
 * plain boxes with `values` (symbols per cell, 0 empty) written in. Returns the cells' records and the layers the
 * board patches: {cells: [{el, val, notes, notesEl, corner, r, c}], compact, overlay, signs, signWords, cageWords,
 * ruleWords}.
 */
export function drawGrid(grid, board, info, { play = true, values = null } = {}) {
  const { side: n, blockH, blockW, symbolCount, kind } = info;
  grid.replaceChildren();
  // The family (data-kind: sudoku or binary) decides play; the variant (jigsaw, tango, …) what else is drawn.
  grid.dataset.kind = kind;
  grid.dataset.variant = info.variant ?? kind;
  grid.style.setProperty('--side', String(n));
  board.style.setProperty('--side', String(n));
  grid.style.setProperty('--note-cols', String(blockW || Math.ceil(Math.sqrt(symbolCount))));
  const cells = [];
  // 16×16 and 25×25: a cell is too small for every candidate, so notes show up to four of them, or a count
  const compact = n >= 16;
  for (let r = 0; r < n; r++) {
    const row = document.createElement('div');
    row.className = 'row';
    if (play) row.setAttribute('role', 'row');
    if (blockH && r > 0 && r % blockH === 0) row.classList.add('block-top');
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      const el = document.createElement('div');
      el.className = 'cell';
      if (blockW && c > 0 && c % blockW === 0) el.classList.add('block-left');
      if (info.givens[i]) el.classList.add('given');
      const val = hiddenSpan('val');
      const notesEl = hiddenSpan('notes');
      const notes = [];
      let corner = null;
      if (play) {
        el.setAttribute('role', 'gridcell');
        el.dataset.cell = String(i);
        el.tabIndex = -1;
        if (info.givens[i]) el.setAttribute('aria-readonly', 'true');
        for (let s = 0; isSudoku(kind) && s < (compact ? 4 : symbolCount); s++) {
          const m = document.createElement('span');
          notesEl.append(m);
          notes.push(m);
        }
        if (compact && isSudoku(kind)) notesEl.classList.add('compact');
        corner = cornerLayer();
        el.append(val, notesEl, corner);
      } else {
        const v = values?.[i] ?? 0;
        val.textContent = v ? symbolText(info, v) : '';
        el.classList.toggle('filled', v !== 0);
        el.append(val);
      }
      row.append(el);
      cells.push({ el, val, notes, notesEl, corner, r, c });
    }
    grid.append(row);
  }
  // Tier-2 hint pictures (figure.js): an SVG over the cells, hidden from assistive technology (the hint
  // panel says the same in words).
  const overlay = svgLayer('figure-overlay', n);
  grid.append(overlay);
  // Jigsaw: the region outlines replace the block borders (thick lines in their own layer under the figures).
  if (info.regions?.length) {
    const outline = svgLayer('region-overlay', n);
    outline.append(regionOutline(info));
    grid.append(outline);
  }
  const cageWords = buildCages(info, cells, grid);
  // The rules: their units as cell classes, their instances (thermometers, dots, …) in their own layer.
  const rulesLayer = svgLayer('rules-overlay', n);
  const outside = svgLayer('outside-overlay', n);
  const o = OUTSIDE * 100;
  outside.setAttribute('viewBox', `${-o} ${-o} ${n * 100 + 2 * o} ${n * 100 + 2 * o}`);
  const ruleWords = drawRules(info, cells, rulesLayer, outside);
  if (rulesLayer.childNodes.length) grid.append(rulesLayer);
  // Clues outside the grid (little killers): a frame round it holds them.
  for (const el of board.querySelectorAll('.outside-overlay')) el.remove();
  board.classList.toggle('with-outside', outside.childNodes.length > 0);
  if (outside.childNodes.length) board.insertBefore(outside, board.firstChild);
  const signWords = Array.from({ length: n * n }, () => []);
  const signs = buildSigns(info, grid, signWords);
  return { cells, compact, overlay, signs, signWords, cageWords, ruleWords };
}
