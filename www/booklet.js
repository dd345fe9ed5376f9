// Print booklet's drawing (render.js calls it): the dialog's fields, and the booklet made (state-booklet.js) as
// pages of puzzles drawn as on screen (grid-drawing.js), each with its number, kind, level and game ID, then the
// solutions small, twelve to a page. While the booklet is open it covers the page (html[data-booklet]) and is
// what prints: style.css gives each page its paper (A4 or Letter) and keeps every grid whole on its sheet.
import { dom } from './elements.js';
import { drawGrid } from './grid-drawing.js';
import { levelName, puzzleTitle } from './kinds.js';
import { language, t, tAttr } from './i18n.js';

/** Solutions to a page, small. */
export const SOLUTIONS_PER_PAGE = 12;

let drawn = null; // the booklet whose pages are in the DOM
let drawnIn = ''; // the language they were drawn in (another one draws them again)

/** The dialog (its fields from `state.options`; `what()`: the puzzles it makes, in words; the sets kept for a
 *  booklet mixing kinds, each with Remove) and the preview. */
export function renderBooklet(state, what) {
  const d = dom.bookletDialog;
  renderSets(state.sets);
  if (state.open && !d.open) {
    const o = state.options;
    dom.bookletWhat.textContent = t('booklet-what', { what: what() });
    dom.bookletCount.value = String(o.count);
    dom.bookletPerPage.value = String(o.perPage);
    dom.bookletPaper.value = o.paper;
    dom.bookletSolutions.checked = o.solutions;
    d.showModal();
  }
  if (!state.open && d.open) d.close();
  const made = state.made;
  const was = !dom.booklet.hidden;
  dom.booklet.hidden = !made;
  if (made) document.documentElement.dataset.booklet = made.options.paper;
  else delete document.documentElement.dataset.booklet;
  // on a narrow screen the sheets shrink to its width (print takes them at their size)
  if (made) dom.bookletPages.style.setProperty('--fit', String(Math.min(1, (innerWidth - 26) / (made.options.paper === 'a4' ? 794 : 816))));
  if (made === drawn && drawnIn === language()) return;
  const fresh = made !== drawn;
  drawn = made;
  drawnIn = language();
  dom.bookletPages.replaceChildren();
  if (!made) {
    if (was) dom.bookletOpen.focus();
    return;
  }
  const pages = drawPages(made);
  const args = { count: made.puzzles.length, title: made.title, perPage: made.options.perPage, pages: pages.length,
                 paper: made.options.paper === 'a4' ? t('booklet-paper-a4') : t('booklet-paper-letter') };
  dom.bookletSummary.textContent = made.options.solutions ? t('booklet-summary-solutions', args) : t('booklet-summary', args);
  dom.bookletPages.append(...pages);
  if (fresh) dom.bookletPrint.focus();
}

let setsDrawn = null; // the kept sets whose list is in the DOM
let setsIn = ''; // the language it was drawn in

/** The sets kept for the booklet ("4 × Killer Sudoku 9×9, Hard"), each with its Remove button. */
function renderSets(sets) {
  if (sets === setsDrawn && setsIn === language()) return;
  setsDrawn = sets;
  setsIn = language();
  dom.bookletKept.hidden = sets.length === 0;
  dom.bookletSets.replaceChildren(...sets.map((s, k) => {
    const li = document.createElement('li');
    li.textContent = `${t('booklet-set', { count: s.count, what: s.what })} `;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.dataset.set = String(k);
    remove.textContent = t('booklet-remove-set');
    remove.setAttribute('aria-label', tAttr('booklet-remove-set', 'aria-label', { count: s.count, what: s.what }));
    li.append(remove);
    return li;
  }));
}

/** The booklet's pages: the puzzles, `perPage` to a page, then (if asked) their solutions. */
function drawPages({ puzzles, options, title }) {
  const pages = [];
  const total = Math.ceil(puzzles.length / options.perPage) + (options.solutions ? Math.ceil(puzzles.length / SOLUTIONS_PER_PAGE) : 0);
  const page = (cls, per) => {
    const el = document.createElement('div');
    el.className = `booklet-page ${cls}`;
    el.dataset.perPage = String(per);
    const head = document.createElement('p');
    head.className = 'booklet-head';
    head.textContent = t('booklet-page-head', { title, page: pages.length + 1, total });
    el.append(head);
    pages.push(el);
    return el;
  };
  for (let k = 0; k < puzzles.length; k += options.perPage) {
    const el = page('puzzles', options.perPage);
    for (const p of puzzles.slice(k, k + options.perPage)) {
      el.append(figure(p, p.cells, `${p.number}`, t('booklet-caption', { game: puzzleTitle(p.info), level: levelName(p.level) }), p.info.id));
    }
  }
  if (options.solutions) {
    for (let k = 0; k < puzzles.length; k += SOLUTIONS_PER_PAGE) {
      const el = page('solutions', SOLUTIONS_PER_PAGE);
      for (const p of puzzles.slice(k, k + SOLUTIONS_PER_PAGE)) el.append(figure(p, p.solution, t('booklet-solution', { number: p.number }), '', ''));
    }
  }
  return pages;
}

/** One puzzle: its grid with `values` written in, and its caption (number, what it is, its game ID). */
function figure(p, values, number, about, id) {
  const fig = document.createElement('figure');
  fig.className = 'booklet-puzzle';
  const board = document.createElement('div');
  board.className = 'board booklet-board';
  const grid = document.createElement('div');
  grid.className = 'grid';
  board.append(grid);
  drawGrid(grid, board, p.info, { play: false, values });
  const caption = document.createElement('figcaption');
  const num = document.createElement('b');
  num.textContent = number;
  caption.append(num);
  if (about) caption.append(` · ${about}`);
  if (id) {
    const code = document.createElement('span');
    code.className = 'booklet-id';
    code.textContent = id;
    caption.append(code);
  }
  fig.append(board, caption);
  return fig;
}
