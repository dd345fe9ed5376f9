// Turns pointer and keyboard events into named actions on the store. One delegated listener per container.
import { dom, focusCell } from './render.js';
import { MAX_IMPORT_CHARS } from './state.js';

const FORM_FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
// Space presses a focused button or opens a <details>: there it is not the Notes shortcut.
const SPACE_TAKERS = 'button, summary, a[href], [role=button]';

/** The symbol character a key press means, ignoring Shift (Shift+1 reads as '1', not '!'). */
function keyChar(e) {
  if (/^Digit\d$/.test(e.code)) return e.code.slice(5);
  if (/^Numpad\d$/.test(e.code)) return e.code.slice(6);
  return e.key.length === 1 ? e.key.toUpperCase() : '';
}

export function bindInput(store) {
  const st = () => store.state;

  dom.grid.addEventListener('click', (e) => {
    const el = e.target.closest('[data-cell]');
    if (!el) return;
    const cell = Number(el.dataset.cell);
    if (st().info?.kind === 'binary') store.cycle(cell); else store.tapCell(cell, { shift: e.shiftKey });
  });

  // Tabbing into the grid selects the cell that takes focus.
  dom.grid.addEventListener('focusin', (e) => {
    const el = e.target.closest('[data-cell]');
    if (el && Number(el.dataset.cell) !== st().selected) store.select(Number(el.dataset.cell));
  });

  dom.keypad.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (!b) return;
    if (b.dataset.action === 'erase') store.erase();
    else if (b.dataset.symbol) store.key(Number(b.dataset.symbol), { shift: e.shiftKey });
  });

  const tools = {
    notes: () => store.toggleNotes(), fillNotes: () => store.fillNotes(), undo: () => store.undo(),
    redo: () => store.redo(), hint: () => store.hint(), check: () => store.check(),
    reveal: () => store.reveal(false), revealAll: () => store.reveal(true), restart: () => store.restart(),
    share: () => store.share(), import: () => store.openImport(true), cancel: () => store.cancel(),
  };
  for (const [name, fn] of Object.entries(tools)) dom[name].addEventListener('click', fn);
  dom.statsReset.addEventListener('click', () => store.resetStats());
  dom.daily.addEventListener('click', () => store.newGame({ daily: true }));
  dom.pause.addEventListener('click', () => store.togglePause());
  dom.resume.addEventListener('click', () => store.togglePause());

  dom.options.addEventListener('submit', (e) => { e.preventDefault(); store.newGame(); });
  dom.options.addEventListener('change', (e) => {
    const t = e.target;
    if (t.name === 'size') store.setOption('size', Number(t.value));
    else if (t.name === 'kind') store.switchKind(t.value);
    else if (t.name === 'proven') store.setOption('proven', t.checked);
    else if (t.name) store.setOption(t.name, t.value);
  });

  const settings = [[dom.theme, 'theme', 'value'], [dom.setTimer, 'showTimer', 'checked'],
    [dom.setAutoClean, 'autoClean', 'checked'], [dom.setPeers, 'highlightPeers', 'checked'],
    [dom.setSame, 'highlightSame', 'checked'], [dom.setAutoCheck, 'autoCheck', 'checked'],
    [dom.setDigitFirst, 'digitFirst', 'checked']];
  for (const [el, name, prop] of settings) el.addEventListener('change', () => store.setSetting(name, el[prop]));

  dom.importForm.addEventListener('submit', (e) => { e.preventDefault(); store.importText(dom.importText.value); });
  // A huge paste is refused before the browser lays out megabytes of text in the box.
  dom.importText.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (text.length > MAX_IMPORT_CHARS) { e.preventDefault(); store.refuseLongImport(text.length); }
  });
  dom.importClose.addEventListener('click', () => store.openImport(false));
  dom.importAnyway.addEventListener('click', () => store.playAnyway());
  dom.importDialog.addEventListener('close', () => { if (st().importOpen) store.openImport(false); });

  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || FORM_FIELDS.has(e.target.tagName) || e.target.closest?.('dialog')) return;
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && !e.altKey) {
      const k = e.key.toLowerCase();
      if (k === 'z') { e.preventDefault(); if (e.shiftKey) store.redo(); else store.undo(); }
      else if (k === 'y') { e.preventDefault(); store.redo(); }
      return;
    }
    if (e.altKey || !st().info) return;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key in arrows) {
      e.preventDefault();
      const inGrid = dom.grid.contains(document.activeElement) || document.activeElement === document.body;
      store.moveSelection(...arrows[e.key]);
      if (inGrid && st().selected >= 0) focusCell(st().selected);
      return;
    }
    if (e.key === 'Backspace' || e.key === 'Delete') { e.preventDefault(); store.erase(); return; }
    // Shortcuts that no puzzle uses as a symbol (25×25 types A to P): Space for Notes, ? for a hint.
    if (e.key === ' ') {
      if (e.target.closest?.(SPACE_TAKERS)) return;
      e.preventDefault(); store.toggleNotes(); return;
    }
    if (e.key === '?') { e.preventDefault(); store.hint(); return; }
    const ch = keyChar(e);
    if (!ch) return;
    const sym = st().info.chars.indexOf(ch);
    if (sym > 0) { e.preventDefault(); store.input(sym, { shift: e.shiftKey }); return; }
    if (ch === '0' || ch === '.') { e.preventDefault(); store.erase(); return; }
    // H and N still work where they are not symbols (up to 16×16), as they always did.
    if (ch === 'H') { e.preventDefault(); store.hint(); return; }
    if (ch === 'N') { e.preventDefault(); store.toggleNotes(); }
  });
}

/** The saved-games controls: the Continue list, the note about the game a new one replaced, Reveal all's question. */
export function bindSaves(store) {
  dom.continue.addEventListener('click', () => store.openGames(true));
  dom.gamesClose.addEventListener('click', () => store.openGames(false));
  dom.gamesDialog.addEventListener('close', () => { if (store.state.gamesOpen) store.openGames(false); });
  dom.gamesDialog.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-game]');
    if (b?.dataset.action === 'continue') store.continueGame(b.dataset.game);
    else if (b?.dataset.action === 'remove') store.removeSaved(b.dataset.game);
  });
  dom.replacedBack.addEventListener('click', () => store.returnToPrevious());
  dom.replacedDismiss.addEventListener('click', () => store.dismissReplaced());
  dom.revealConfirm.addEventListener('click', () => store.answerRevealAll(true));
  dom.revealCancel.addEventListener('click', () => store.answerRevealAll(false));
  dom.revealDialog.addEventListener('close', () => { if (store.state.revealAsk) store.answerRevealAll(false); });
}
