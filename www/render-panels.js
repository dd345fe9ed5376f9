// The dialogs and panels around the board, one of the DOM writers (render.js calls them): Import (and a fault's
// Copy details, there and under the message), the statistics table, the replay panel, the tutorial (offer and
// dialog), the Continue list, Reveal all's question, the note about the replaced game, the technique library and
// the Learn panel.
import { dom } from './elements.js';
import { ASSISTS, KIND_NAMES, LEVELS, andList, dateText, formatTime, levelName, listText, statsName, symbolWord } from './kinds.js';
import { LESSONS } from './tutorial.js';
import { reasoning } from './step-record.js';
import { weakSpots } from './storage.js';
import { formatNumber, language, t } from './i18n.js';

/**
 * A fault's Copy details button (shown when there are `details`: faults.js), "Details copied" once they are on
 * the clipboard, and the details themselves when the browser would not copy them (`open`).
 */
export function renderDetails(details, { copied, open }, button, pre) {
  button.hidden = !details;
  button.dataset.details = details ?? '';
  button.textContent = details && copied === details ? t('details-copied') : t('details-copy');
  pre.hidden = !details || open !== details;
  if (!pre.hidden && pre.textContent !== details) pre.textContent = details;
}

/** The Import dialog (state-newgame.js's fields): while the text is checked, Cancel (render.js adds the seconds);
 *  after a fault, Copy details (`copy`: the message slice's fields). */
export function renderImport({ importOpen, importDraft, importVerdict, importPending }, copy) {
  const d = dom.importDialog;
  if (importOpen && !d.open) { dom.importText.value = importDraft; d.showModal(); }
  if (!importOpen && d.open) d.close();
  dom.importVerdict.textContent = importVerdict?.text ?? '';
  dom.importVerdict.dataset.tone = importVerdict?.tone ?? 'info';
  dom.importAnyway.hidden = !importPending;
  const checking = !!importVerdict?.since;
  if (!checking && dom.importCancel.contains(document.activeElement)) dom.importText.focus();
  dom.importCancel.hidden = !checking;
  renderDetails(importVerdict?.details, copy, dom.importCopyDetails, dom.importFaultDetails);
}

/** Which assists the solves had on, over all rows: "conflicts marked 3, notes cleaned up 3, counts shown 2" ('' for none). */
function assistsText(rows) {
  const total = {};
  for (const r of rows) for (const [a, c] of Object.entries(r.assists ?? {})) total[a] = (total[a] ?? 0) + c;
  return listText(Object.keys(ASSISTS).filter((a) => total[a]).map((a) => t('stats-assist-count', { assist: ASSISTS[a], count: total[a] })));
}

/** The statistics table: one row per puzzle kind, size and level solved in this browser. */
let lastStats = null, lastStatsLang = '';
export function renderStats({ rows, resetArmed, streak }) {
  dom.statsReset.textContent = resetArmed ? t('stats-reset-armed') : t('stats-reset-button');
  // "Today's Sudoku: 3 days in a row (best 5 days)."
  dom.statsStreak.hidden = !streak?.best;
  dom.statsStreak.textContent = streak?.best ? t('stats-streak', { current: streak.current, best: streak.best }) : '';
  if (lastStats === rows && lastStatsLang === language()) return;
  lastStats = rows;
  lastStatsLang = language();
  // which assists the solves had on (Settings), as counts of solves
  const assists = assistsText(rows);
  dom.statsAssists.hidden = !assists;
  dom.statsAssists.textContent = assists ? t('stats-assists', { assists }) : '';
  dom.statsEmpty.hidden = rows.length > 0;
  dom.statsTable.hidden = rows.length === 0;
  dom.statsReset.disabled = rows.length === 0;
  dom.statsBody.replaceChildren(...rows.map((r) => {
    const tr = document.createElement('tr');
    const level = r.level ? levelName(r.level) : '—';
    // "5 (2 with no assists)": solves made with every assist of Settings off
    const solved = r.unassisted ? t('stats-solved-unassisted', { solved: r.solved, unassisted: r.unassisted }) : formatNumber(r.solved);
    for (const text of [statsName(r.kind, r.size), level, solved,
      r.best === null ? '—' : formatTime(r.best)]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  }));
}

/**
 * The replay of a solve: the Replay button under a finished grid (beside Next puzzle, which New game's form does), and the panel that steps through the engine's
 * solve path (the grid itself is drawn by renderCells and renderFigure from the replay's view). While it is
 * open the keypad and tools give way to it (html[data-replay]). Share result and Share replay beside them, unless the
 * solution was revealed. The same panel steps through a replay link's moves (`r.moves`). `board`: the board's state; `busy`: a new game is being made.
 */
export function renderReplay({ replay: r }, { snap, help }, busy, notation = false) {
  dom.replay.hidden = !snap?.solved || !!r || busy;
  dom.nextPuzzle.hidden = dom.replay.hidden;
  dom.shareResult.hidden = dom.replay.hidden || !!help?.revealedAll;
  dom.shareReplay.hidden = dom.shareResult.hidden;
  const open = !!r;
  const was = !dom.replayPanel.hidden;
  dom.replayPanel.hidden = !open;
  if (open) document.documentElement.dataset.replay = 'true'; else delete document.documentElement.dataset.replay;
  if (!open) {
    if (was && dom.replayPanel.contains(document.activeElement) || was && document.activeElement === document.body) dom.replay.focus();
    return;
  }
  dom.replayPanel.setAttribute('aria-busy', String(!!r.loading));
  let counter, title = '', text = '', summary = '';
  if (r.moves) {
    // a player's own moves, from a replay link
    summary = t('replay-moves-summary');
    if (r.index === 0) {
      counter = t('replay-moves-start', { total: r.total });
      text = t('replay-moves-next');
    } else {
      counter = t('replay-moves-counter', { index: r.index, total: r.total });
      const move = r.move?.text ?? '';
      text = r.index !== r.total ? move : r.view.snap.solved ? t('replay-moves-solved', { move, total: r.total }) : t('replay-moves-last', { move });
    }
  } else if (r.loading) {
    counter = t('replay-loading');
    text = r.side >= 16 ? t('replay-loading-big', { side: r.side }) : '';
  } else if (r.index === 0) {
    counter = t('replay-start', { total: r.total });
    text = t('replay-start-text');
  } else if (r.index > r.total) {
    counter = t('replay-solved', { total: r.total });
    text = t('replay-solved-text');
  } else {
    counter = t('replay-counter', { index: r.index, total: r.total });
    title = r.level ? t('replay-step-title', { title: r.step.text.title, level: levelName(r.level) }) : r.step.text.title;
    text = reasoning(r.step, notation);
  }
  if (r.hardest) summary = t('replay-hardest', { number: r.hardest.number, name: r.hardest.name, level: levelName(r.hardest.level) });
  dom.replayCounter.textContent = counter;
  dom.replayTitle.textContent = title;
  dom.replayText.textContent = text;
  dom.replaySummary.textContent = summary;
  dom.replayPrev.disabled = !!r.loading || r.index === 0;
  dom.replayNext.disabled = !!r.loading || r.index > r.total || (!!r.moves && r.index === r.total);
  // focus: Close while the path is worked out, then Next step; a button that turns disabled hands it on
  const a = document.activeElement;
  const lost = !dom.replayPanel.contains(a) || a.disabled || (replayWasLoading && !r.loading);
  replayWasLoading = !!r.loading;
  if (lost) (r.loading ? dom.replayClose : dom.replayNext.disabled ? dom.replayPrev : dom.replayNext).focus();
}
let replayWasLoading = false;

/**
 * The tutorial: the offer under the header on a first visit, and the dialog with its own small grid (cells are
 * buttons named like the main grid's cells), keypad, the step's text, feedback on a move, Skip and Next.
 */
let tutorialBuilt = null; // {id, cells: [button], last: [string]}
export function renderTutorial({ offer, view }) {
  dom.tutorialOffer.hidden = !offer;
  if (offer) dom.tutorialOfferText.textContent = LESSONS[offer].offer();
  const d = dom.tutorialDialog;
  if (!view) { if (d.open) d.close(); tutorialBuilt = null; return; }
  if (!d.open) d.showModal();
  dom.tutorialTitle.textContent = view.title;
  dom.tutorialProgress.textContent = view.progress;
  dom.tutorialText.textContent = view.text;
  dom.tutorialText.hidden = !view.text; // the last screen has no step text: no blank space kept for one
  dom.tutorialFeedback.textContent = view.feedback?.text ?? '';
  dom.tutorialFeedback.dataset.tone = view.feedback?.tone ?? 'ok';
  const { info, snap } = view;
  const n = info.side;
  if (tutorialBuilt?.id !== info.id) {
    const cells = [];
    dom.tutorialGrid.style.setProperty('--tside', String(n));
    dom.tutorialGrid.dataset.kind = info.kind;
    dom.tutorialGrid.replaceChildren(...Array.from({ length: n * n }, (_, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 't-cell';
      b.dataset.cell = String(i);
      const r = Math.floor(i / n), c = i % n;
      if (info.blockW && c > 0 && c % info.blockW === 0) b.classList.add('block-left');
      if (info.blockH && r > 0 && r % info.blockH === 0) b.classList.add('block-top');
      if (info.givens[i]) b.classList.add('given');
      cells.push(b);
      return b;
    }));
    dom.tutorialKeys.replaceChildren(...[...info.chars.slice(1)].map((ch) => {
      const k = document.createElement('button');
      k.type = 'button';
      k.className = 't-key';
      k.dataset.symbol = ch;
      k.textContent = ch;
      return k;
    }));
    const erase = document.createElement('button');
    erase.type = 'button';
    erase.className = 't-key';
    erase.dataset.action = 'erase';
    dom.tutorialKeys.append(erase);
    tutorialBuilt = { id: info.id, cells, erase };
  }
  const eraseLabel = t('keypad-erase');
  if (tutorialBuilt.erase.textContent !== eraseLabel) tutorialBuilt.erase.textContent = eraseLabel;
  tutorialBuilt.cells.forEach((b, i) => {
    const v = snap.cells[i];
    const text = v ? info.chars[v] : '';
    if (b.textContent !== text) b.textContent = text;
    const said = [t('view-cell-said', { cell: `r${Math.floor(i / n) + 1}c${(i % n) + 1}`, what: symbolWord(info, v) })];
    if (info.givens[i]) said.push(t('grid-cell-given'));
    if (view.marked.has(i)) said.push(t('tutorial-cell-marked'));
    b.setAttribute('aria-label', listText(said));
    b.classList.toggle('marked', view.marked.has(i));
    b.classList.toggle('selected', i === view.selected);
    b.classList.toggle('conflict', snap.conflicts.has(i));
    b.setAttribute('aria-pressed', String(i === view.selected));
  });
  tutorialBuilt.erase.hidden = !view.alone; // in the lesson a wrong move is taken back: nothing to erase
  dom.tutorialKeys.hidden = view.finished; // solved: nothing left to enter
  dom.tutorialSkip.hidden = view.finished;
  dom.tutorialNext.textContent = view.finished ? t('tutorial-button-finish') : t('tutorial-button-next');
  dom.tutorialNext.disabled = !view.canNext;
  const a = document.activeElement;
  if (!d.contains(a) || a.disabled || a.hidden) {
    (view.canNext ? dom.tutorialNext : tutorialBuilt.cells[view.selected] ?? tutorialBuilt.cells[[...view.marked].find((i) => !info.givens[i]) ?? 0]).focus();
  }
}

/** "5 minutes ago", "yesterday", "3 Nov": when a saved game was last played. */
function ago(ms, now = Date.now()) {
  const min = Math.round((now - ms) / 60_000);
  if (min < 1) return t('games-ago-now');
  if (min < 60) return t('games-ago-minutes', { count: min });
  const h = Math.round(min / 60);
  if (h < 24) return t('games-ago-hours', { count: h });
  const d = Math.round(h / 24);
  if (d < 7) return d === 1 ? t('games-ago-yesterday') : t('games-ago-days', { count: d });
  const date = new Date(ms);
  const year = date.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric';
  return dateText(date, { day: 'numeric', month: 'short', year });
}

function span(cls, text) {
  const el = document.createElement('span');
  el.className = cls;
  el.textContent = text;
  return el;
}

/** A saved game's Remove button (a second press removes it: the first arms it); `what` names the game. */
function removeButton({ removeArmed }, id, what) {
  const del = document.createElement('button');
  del.type = 'button';
  del.className = 'saved-remove';
  del.dataset.game = id;
  del.dataset.action = 'remove';
  const armed = removeArmed === id;
  del.textContent = armed ? t('games-remove-armed') : t('games-remove');
  del.classList.toggle('armed', armed);
  del.setAttribute('aria-label', armed ? t('games-remove-armed-label', { game: what }) : t('games-remove-label', { game: what }));
  return del;
}

/**
 * The Continue list: one item per unfinished saved game, most recent first. Its button (named by what it shows:
 * kind, size, level, progress, time played, when) opens the game; a second button removes the save.
 */
let lastGames = null, lastGamesLang = '';
export function renderGames(saves) {
  const d = dom.gamesDialog;
  const { gamesOpen } = saves;
  if (gamesOpen && !d.open) d.showModal();
  if (!gamesOpen && d.open) d.close();
  if ((lastGames === saves.games && lastGamesLang === language()) || !saves.games) { lastGames = saves.games; return; }
  lastGames = saves.games;
  lastGamesLang = language();
  const { games, damaged } = saves.games;
  dom.gamesEmpty.hidden = games.length > 0;
  const focused = document.activeElement?.dataset?.game ? { ...document.activeElement.dataset } : null;
  dom.gamesList.replaceChildren(...games.map((g) => {
    const li = document.createElement('li');
    li.className = 'saved-game';
    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'saved-open';
    open.dataset.game = g.id;
    open.dataset.action = 'continue';
    const pct = g.open ? Math.round((100 * g.filled) / g.open) : 0;
    const bar = span('saved-bar', '');
    bar.setAttribute('aria-hidden', 'true');
    bar.style.setProperty('--done', `${pct}%`);
    // the game's words (state-saves.js describeGame): its name and level (and the daily's date), then, after the
    // language's list separator, its progress
    const sep = listText(['', '']), at = g.what.lastIndexOf(sep);
    const name = at < 0 ? g.what : g.what.slice(0, at);
    const progress = at < 0 ? '' : g.what.slice(at + sep.length);
    const meta = [progress, t('games-played', { time: formatTime(g.elapsedMs) }), ago(g.updated)].filter(Boolean).join(' · ');
    open.append(span('saved-title', name), span('saved-meta', meta), bar);
    open.setAttribute('aria-label', t('games-continue-label', { game: name, meta }));
    li.append(open, removeButton(saves, g.id, listText([name, ago(g.updated)])));
    return li;
  }));
  dom.gamesDamaged.hidden = damaged.length === 0;
  dom.gamesDamaged.replaceChildren(...damaged.map((g) => {
    const li = document.createElement('li');
    li.className = 'saved-game damaged';
    const text = document.createElement('p');
    text.className = 'saved-damaged';
    text.append(span('saved-title', t('games-damaged')), span('saved-meta', ` ${g.reason}`));
    li.append(text, removeButton(saves, g.id, t('games-damaged-name', { reason: g.reason })));
    return li;
  }));
  // focus stays on the pressed button when it is still there; a removed item's goes to the list's first button
  if (focused && d.open && !d.contains(document.activeElement)) {
    const same = [...d.querySelectorAll('button[data-game]')].find((b) => b.dataset.game === focused.game && b.dataset.action === focused.action);
    (same ?? d.querySelector('button[data-game]') ?? dom.gamesClose).focus();
  }
}

/** Import backup: the question before it replaces this browser's games ("3 games, statistics and settings, made 28 Nov 2026"). */
export function renderBackupAsk({ ask }) {
  const d = dom.backupDialog;
  if (ask) {
    dom.backupText.textContent = ask.made
      ? t('backup-ask-made', { summary: ask.summary, date: dateText(new Date(ask.made), { day: 'numeric', month: 'short', year: 'numeric' }) })
      : t('backup-ask', { summary: ask.summary });
    if (!d.open) d.showModal();
  } else if (d.open) d.close();
}

/** Reveal all: the confirmation dialog. */
export function renderRevealAsk({ revealAsk }) {
  const d = dom.revealDialog;
  if (revealAsk && !d.open) d.showModal();
  if (!revealAsk && d.open) d.close();
}

/** The note after a new game replaced one with entries: it is saved, and a button brings it back. */
export function renderReplaced({ replaced: r }) {
  dom.replaced.classList.toggle('active', !!r);
  const text = r ? t('replaced-text', { game: r.what }) : '';
  if (dom.replacedText.textContent !== text) dom.replacedText.textContent = text;
  dom.replacedBack.hidden = !r;
  dom.replacedDismiss.hidden = !r;
}

/** The library's families, as its headings name them. */
const FAMILY = {
  sudoku: () => t('library-family-sudoku'), killer: () => t('library-family-killer'), binary: () => t('library-family-binary'),
  tango: () => t('library-family-tango'),
};

/** "Practised 3 times, 2 right" for a technique, or ''. */
function tally({ practice }, kind, id) {
  const done = practice[`${kind}:${id}`];
  return done?.attempts ? t('library-tally', { attempts: done.attempts, successes: done.successes }) : '';
}

/**
 * The technique library (Learn): per family and level, each technique with its description, its practice
 * tally, and Example, Practise and Puzzle (a whole puzzle that needs it) buttons (data-learn holds the mode, data-kind, data-id and
 * data-name the technique).
 */
let lastLibrary = null, lastLibraryLang = '';
export function renderLibrary(state) { // Learning's fields (state-learn.js)
  const d = dom.libraryDialog;
  if (state.libraryOpen && !d.open) d.showModal();
  if (!state.libraryOpen && d.open) d.close();
  if (!state.libraryOpen || !state.library) return;
  const key = state.practice;
  if (lastLibrary === key && lastLibraryLang === language()) return;
  lastLibrary = key;
  lastLibraryLang = language();
  const sections = [];
  const weak = weakSection(state);
  if (weak) sections.push(weak);
  for (const kind of ['sudoku', 'killer', 'binary', 'tango']) {
    if (!state.library[kind]) continue;
    const sec = document.createElement('section');
    sec.className = 'library-family';
    const h = document.createElement('h3');
    h.textContent = FAMILY[kind]();
    sec.append(h);
    for (const level of LEVELS) {
      const list = state.library[kind].filter((t) => t.level === level);
      if (!list.length) continue;
      const h4 = document.createElement('h4');
      h4.textContent = levelName(level);
      const ul = document.createElement('ul');
      ul.className = 'library-level';
      ul.setAttribute('aria-label', listText([FAMILY[kind](), levelName(level)]));
      for (const tech of list) {
        const li = document.createElement('li');
        li.className = 'technique';
        const name = document.createElement('p');
        name.className = 'technique-name';
        name.textContent = tech.name;
        const desc = document.createElement('p');
        desc.className = 'technique-desc';
        desc.textContent = tech.description;
        const meta = span('technique-tally', tally(state, kind, tech.id));
        const buttons = document.createElement('div');
        buttons.className = 'technique-buttons';
        // the technique as the buttons name it: with its family beside it, but for Sudoku's
        const named = kind === 'sudoku' ? tech.name
          : t('library-technique-family', { name: tech.name, family: kind === 'binary' ? t('library-family-binary-short') : KIND_NAMES[kind] });
        buttons.append(learnButton('example', t('library-example'), t('library-example-label', { name: named }), kind, tech),
          learnButton('practice', t('library-practise'), t('library-practise-label', { name: named }), kind, tech),
          learnButton('puzzle', t('library-puzzle'), t('library-puzzle-label', { name: named }), kind, tech));
        // a technique whose every instance the engine lists (Sudoku kinds): find them all in a position
        if (tech.lists && kind !== 'binary' && kind !== 'tango') {
          buttons.append(learnButton('findall', t('library-findall'), t('library-findall-label', { name: named }), kind, tech));
        }
        li.append(name, desc, meta, buttons);
        ul.append(li);
      }
      sec.append(h4, ul);
    }
    sections.push(sec);
  }
  dom.libraryList.replaceChildren(...sections);
  filterLibrary(dom.librarySearch.value);
}

/** A library button (data-learn: its mode; data-kind, data-id, data-name: the technique). */
function learnButton(mode, label, aria, kind, tech) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  Object.assign(b.dataset, { learn: mode, kind, id: tech.id, name: tech.name });
  b.setAttribute('aria-label', aria);
  return b;
}

/**
 * Your weak spots, above the library: the three techniques the player's games needed hints for most and whose
 * practice answers were not right (storage.js weakSpots), each with Practise, and "Practise my weak spots", a whole
 * puzzle that needs those of the weakest's family together (or, when that is too rare, the weakest). None: no
 * section.
 */
function weakSection(state) {
  const found = weakSpots(state.practice).map((w) => {
    // a Sudoku game's Killer technique is in the library's Killer list
    const kind = w.kind === 'sudoku' && !state.library.sudoku?.some((t) => t.id === w.id) ? 'killer' : w.kind;
    return { ...w, kind, t: state.library[kind]?.find((t) => t.id === w.id) };
  }).filter((w) => w.t);
  if (!found.length) return null;
  const sec = document.createElement('section');
  sec.className = 'library-weak';
  sec.setAttribute('aria-labelledby', 'library-weak-title');
  const h = document.createElement('h3');
  h.id = 'library-weak-title';
  h.textContent = t('weak-title');
  const note = span('library-note', t('weak-note'));
  const ul = document.createElement('ul');
  ul.className = 'weak-list';
  ul.setAttribute('aria-label', t('weak-title'));
  for (const w of found) {
    const li = document.createElement('li');
    li.className = 'weak-spot';
    const name = document.createElement('p');
    name.className = 'technique-name';
    name.textContent = w.t.name;
    const missed = [w.hints && t('weak-hints', { count: w.hints }), w.wrong && t('weak-wrong', { count: w.wrong })];
    const buttons = document.createElement('div');
    buttons.className = 'technique-buttons';
    buttons.append(learnButton('practice', t('library-practise'), t('weak-practise-label', { name: w.t.name }), w.kind, w.t));
    li.append(name, span('technique-tally', listText(missed.filter(Boolean))), buttons);
    ul.append(li);
  }
  // one puzzle needing the weak spots of the weakest's family together, else (too rare) the weakest alone
  const first = found[0];
  const together = found.filter((w) => w.kind === first.kind);
  const names = together.map((w) => w.t.name);
  const named = andList(names);
  const all = learnButton('puzzle', t('weak-puzzle'), t('weak-puzzle-label', { names: named }), first.kind,
    { id: together.map((w) => w.id).join(','), name: named });
  if (together.length > 1) Object.assign(all.dataset, { fallbackId: first.id, fallbackName: first.t.name });
  all.className = 'primary weak-puzzle';
  sec.append(h, note, ul, all);
  return sec;
}

/**
 * Shows the library's techniques whose name or description holds every word of `query` (any case), with
 * their levels and families; the others, and levels and families left empty, are hidden. Nothing found: says so.
 */
export function filterLibrary(query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const li of dom.libraryList.querySelectorAll('li.technique')) {
    const text = li.textContent.toLowerCase();
    li.hidden = !words.every((w) => text.includes(w));
    if (!li.hidden) shown++;
  }
  for (const ul of dom.libraryList.querySelectorAll('ul.library-level')) {
    ul.hidden = !ul.querySelector('li.technique:not([hidden])');
    ul.previousElementSibling.hidden = ul.hidden; // its level's heading
  }
  for (const sec of dom.libraryList.querySelectorAll('section.library-family')) {
    sec.hidden = !sec.querySelector('ul.library-level:not([hidden])');
  }
  for (const sec of dom.libraryList.querySelectorAll('section.library-weak')) sec.hidden = words.length > 0;
  dom.libraryNone.hidden = shown > 0 || !words.length;
  dom.libraryNone.textContent = dom.libraryNone.hidden ? '' : t('library-none', { query: query.trim() });
}

/** The Learn panel beside the board: the technique of the example or practice position shown, and what next. */
export function renderLearn(state) { // Learning's fields (state-learn.js)
  const missing = state.learnMissing; // the last search found nothing: say so, offer to try again
  const l = missing ?? state.learn;
  dom.learnPanel.hidden = !l;
  if (!l) return;
  const practice = l.mode === 'practice' || l.mode === 'findall';
  const title = l.mode === 'findall' ? t('learn-panel-findall', { name: l.name }) : practice ? t('learn-panel-practise', { name: l.name })
    : t('learn-panel-example', { name: l.name });
  if (dom.learnTitle.textContent !== title) dom.learnTitle.textContent = title;
  dom.learnDesc.textContent = t('learn-panel-description', { level: levelName(l.level), description: l.description });
  const v = !missing && l.verdict;
  const text = missing ? missing.notFound : v ? v.text : practice ? t('learn-panel-answer') : '';
  if (dom.learnVerdict.textContent !== text) dom.learnVerdict.textContent = text;
  dom.learnVerdict.dataset.tone = missing ? 'error' : v?.outcome ?? 'info';
  dom.learnTally.textContent = practice ? tally(state, l.kind, l.id) : '';
  dom.learnStep.hidden = !!missing;
  dom.learnNext.textContent = missing ? t('learn-panel-again') : practice ? t('learn-panel-next') : t('learn-panel-another');
  dom.learnPractise.hidden = !!missing || practice;
  dom.learnPractise.setAttribute('aria-label', t('library-practise-label', { name: l.name }));
}
