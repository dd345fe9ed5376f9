// What a screen reader hears of play (issue 29): each move's effect in one sentence ("r3c5, 7, clears 7 from 4
// notes"), a rule it breaks ("7 is already in row 3, at r3c9"), and a row, column or block read aloud ("row 3: 5,
// empty, 7, …"). Pure functions of the game's facts (engine.js info) and two snapshots; the page speaks them
// through a polite live region (render.js).
import { COLOURS, COLOUR_NAMES, listText, symbolWord } from './kinds.js';
import { language, t } from './i18n.js';

/** "a, b or c" in the page's language (Intl.ListFormat; English without the serial comma). */
export const orList = (items) => new Intl.ListFormat(language() === 'en' ? 'en-GB' : language(), { type: 'disjunction' }).format(items);

const name = (info, i) => `r${Math.floor(i / info.side) + 1}c${(i % info.side) + 1}`;
const bitsOf = (m, count) => { const out = []; for (let s = 1; s <= count; s++) if (m & (1 << s)) out.push(s); return out; };

/** The block (or Jigsaw region) of cell `i`, -1 when the puzzle has none. */
function blockOf(info, i) {
  if (info.regions?.length) return info.regions[i];
  if (!info.blockH) return -1;
  const r = Math.floor(i / info.side), c = i % info.side;
  return Math.floor(r / info.blockH) * (info.side / info.blockW) + Math.floor(c / info.blockW);
}

/** Where the same symbol as cell `i`'s already is, as a player says it: "7 is already in row 3, at r3c9", or ''
 *  when no rule names one (a binary line's rules, a cage's sum). */
function clashOf(info, snap, i) {
  const v = snap.cells[i], n = info.side, r = Math.floor(i / n), c = i % n;
  const units = [
    [(args) => t('said-clash-row', { ...args, row: r + 1 }), (j) => Math.floor(j / n) === r],
    [(args) => t('said-clash-column', { ...args, column: c + 1 }), (j) => j % n === c],
    [(args) => (info.regions?.length ? t('said-clash-region', args) : t('said-clash-block', args)),
      (j) => blockOf(info, j) >= 0 && blockOf(info, j) === blockOf(info, i)],
    [(args) => t('said-clash-cage', args), (j) => info.cages?.[i] >= 0 && info.cages[j] === info.cages[i]],
  ];
  for (const [said, holds] of units) {
    const j = [...snap.conflicts].find((k) => k !== i && snap.cells[k] === v && holds(k));
    if (j !== undefined) return said({ symbol: symbolWord(info, v), cell: name(info, j) });
  }
  return '';
}

/**
 * One sentence for what changed from snapshot `a` to `b` (a move, an Undo, a hint carried out): the cells
 * entered or cleared, notes changed, notes cleared from other cells, and a rule now broken (unless `clashes` is
 * off: the player turned the conflicts off); '' for no change.
 */
export function describeMove(info, a, b, { clashes = true } = {}) {
  const count = info.symbolCount;
  const parts = [];
  for (let i = 0; i < b.cells.length; i++) {
    const [v0, v1] = [a.cells[i], b.cells[i]];
    if (v0 !== v1) parts.push(v1 ? t('view-cell-said', { cell: name(info, i), what: symbolWord(info, v1) }) : t('said-cleared', { cell: name(info, i) }));
  }
  const entries = parts.length > 0;
  let cleared = 0, clearedSym = 0, sameSym = true;
  const noteCells = [];
  for (let i = 0; i < b.cells.length; i++) {
    const [m0, m1] = [a.marks[i], b.marks[i]];
    if (m0 !== m1 && !b.cells[i] && !a.cells[i]) {
      const gone = bitsOf(m0 & ~m1, count), added = bitsOf(m1 & ~m0, count);
      if (!added.length && gone.length === 1 && entries) {
        // a notes clean-up after an entry: counted, not listed
        cleared += 1;
        if (clearedSym && clearedSym !== gone[0]) sameSym = false;
        clearedSym = gone[0];
      } else noteCells.push({ i, added, gone });
    }
  }
  const word = (s) => info.chars[s];
  for (const { i, added, gone } of noteCells.slice(0, 3)) {
    const said = [added.length ? t('said-notes-added', { notes: added.map(word).join(' ') }) : '',
      gone.length ? t('said-notes-removed', { notes: gone.map(word).join(' ') }) : ''];
    parts.push(t('view-cell-said', { cell: name(info, i), what: listText(said.filter(Boolean)) }));
  }
  if (noteCells.length > 3) parts.push(t('said-more-note-cells', { count: noteCells.length - 3 }));
  // the player's own drawing: corner marks and colours, said per change (a mark or colour put in several cells
  // at once is said once, with how many cells)
  parts.push(...drawn(info, a.corner, b.corner, count, CORNER_SAID, (k) => ({ mark: word(k) })));
  parts.push(...drawn(info, a.colours, b.colours, COLOURS, COLOUR_SAID, (k) => ({ number: k, name: COLOUR_NAMES[k - 1] })));
  if (cleared) parts.push(sameSym ? t('said-clears', { symbol: word(clearedSym), count: cleared }) : t('said-clears-any', { count: cleared }));
  const entered = [];
  for (let i = 0; i < b.cells.length; i++) if (b.cells[i] && b.cells[i] !== a.cells[i]) entered.push(i);
  if (parts.length > 4) parts.splice(3, parts.length - 3, t('said-more-changes', { count: parts.length - 3 })); // two or more
  const text = listText(parts);
  if (!text) return '';
  const broken = clashes ? entered.filter((i) => b.conflicts.has(i)) : [];
  const clash = broken.map((i) => clashOf(info, b, i)).find(Boolean);
  if (clash) return t('said-move-clash', { moves: text, clash });
  if (broken.length) return t('said-move-broken', { moves: text });
  return t('said-move', { moves: text });
}

/** What a corner mark's or a colour's change says: in one cell (with the cell's name before it), or in several. */
const CORNER_SAID = {
  added: (args) => t('said-corner-added', args), removed: (args) => t('said-corner-removed', args),
  addedIn: (args) => t('said-corner-added-cells', args), removedIn: (args) => t('said-corner-removed-cells', args),
};
const COLOUR_SAID = {
  added: (args) => t('said-colour-added', args), removed: (args) => t('said-colour-removed', args),
  addedIn: (args) => t('said-colour-added-cells', args), removedIn: (args) => t('said-colour-removed-cells', args),
};

/** What changed between two layers of bits (corner marks, colours): "r1c3, corner mark 2 added", or "colour 1
 *  (orange) added in 3 cells"; [] when the layer is not there (binary) or did not change. `said`: the layer's
 *  messages (CORNER_SAID, COLOUR_SAID), `args(k)`: their words for bit `k`. */
function drawn(info, was, now, top, said, args) {
  if (!was || !now) return [];
  const changes = new Map(); // `${k}|added` -> cells
  for (let i = 0; i < now.length; i++) {
    if (was[i] === now[i]) continue;
    for (let k = 1; k <= top; k++) {
      const bit = 1 << k;
      if ((was[i] & bit) !== (now[i] & bit)) {
        const key = `${k}|${now[i] & bit ? 'added' : 'removed'}`;
        changes.set(key, [...(changes.get(key) ?? []), i]);
      }
    }
  }
  return [...changes].map(([key, cells]) => {
    const [k, how] = key.split('|');
    return cells.length === 1 ? t('view-cell-said', { cell: name(info, cells[0]), what: said[how](args(Number(k))) })
      : said[`${how}In`]({ ...args(Number(k)), count: cells.length });
  });
}

/** Row `r`, column `c` or the block holding cell `i`, read aloud: "row 3: 5, empty, 7, …". */
export function readUnit(info, snap, what, i) {
  const n = info.side, r = Math.floor(i / n), c = i % n;
  const cells = [];
  const said = () => listText(cells.map((k) => symbolWord(info, snap.cells[k])));
  if (what === 'row') {
    for (let k = 0; k < n; k++) cells.push(r * n + k);
    return t('said-row', { number: r + 1, cells: said() });
  }
  if (what === 'column') {
    for (let k = 0; k < n; k++) cells.push(k * n + c);
    return t('said-column', { number: c + 1, cells: said() });
  }
  const b = blockOf(info, i);
  if (b < 0) return '';
  for (let k = 0; k < n * n; k++) if (blockOf(info, k) === b) cells.push(k);
  return info.regions?.length ? t('said-region', { cell: name(info, i), cells: said() }) : t('said-block', { number: b + 1, cells: said() });
}
