// The first-visit tutorial: runs a family's lesson (www/tutorial-sudoku.js, www/tutorial-binary.js) on a small game of
// its own: each step marks the cells to look at and waits for the moves it names; a wrong move is taken back and
// explained (the engine's words for the rule it breaks, else the step's hint). Then the player solves a small
// puzzle alone. Nothing here touches the DOM (render.js draws `view()`); whether it was seen lives in storage.js.
// Its words are looked up when they are shown (a lesson's texts and the feedback are functions).
import { EngineGame } from './engine.js';
import sudoku from './tutorial-sudoku.js';
import binary from './tutorial-binary.js';
import { t } from './i18n.js';

export const LESSONS = { sudoku, binary };

export class Tutorial {
  #game = null;
  #lesson;

  constructor(kind) {
    this.#lesson = LESSONS[kind] ?? sudoku;
    this.kind = this.#lesson.kind;
    this.step = 0;          // 0..steps.length - 1: the lesson; steps.length: alone; steps.length + 1: solved
    this.selected = -1;
    this.feedback = null;   // {say: () => text, tone: 'ok' | 'error'}
    this.#load(this.#lesson.lesson);
  }

  #load(id) {
    this.#game?.free();
    this.#game = EngineGame.fromId(id);
    this.info = this.#game.info();
    this.selected = -1;
  }

  get lesson() { return this.#lesson; }
  get #current() { return this.#lesson.steps[this.step] ?? null; }
  get alone() { return this.step === this.#lesson.steps.length; }
  get finished() { return this.step > this.#lesson.steps.length; }
  /** Moves of this step still to make. */
  #open() {
    const cells = this.#game.snapshot().cells;
    return (this.#current?.moves ?? []).filter(([c, ch]) => this.info.chars[cells[c]] !== ch);
  }
  /** Next is pressed to go on: a step with no moves, or one whose moves are made. */
  get canNext() { return this.finished || (!this.alone && this.#open().length === 0); }

  next() {
    if (!this.canNext) return false;
    if (this.finished) return false;
    this.step++;
    this.feedback = null;
    if (this.alone) this.#load(this.#lesson.alone.id);
    return true;
  }

  select(cell) { if (cell >= 0 && cell < this.info.side ** 2) this.selected = cell; }

  /** Enters symbol character `ch` in the selected cell: right, or taken back and explained. */
  input(ch) {
    const cell = this.selected;
    const sym = this.info.chars.indexOf(ch);
    if (cell < 0 || sym <= 0 || this.finished) return;
    if (this.info.givens[cell]) { this.feedback = { say: () => t('tutorial-feedback-given'), tone: 'error' }; return; }
    if (this.alone) { this.#game.place([cell], sym); this.#afterAlone(); return; }
    const want = this.#open();
    const wanted = want.find(([c]) => c === cell);
    if (wanted && wanted[1] === ch) {
      this.#game.place([cell], sym);
      this.feedback = this.#open().length ? { say: () => t('tutorial-feedback-one-more'), tone: 'ok' }
        : { say: () => t('tutorial-feedback-right'), tone: 'ok' };
      return;
    }
    // a wrong move: tried on the game for the engine's words, then taken back
    const before = this.#game.snapshot().cells[cell];
    this.#game.place([cell], sym);
    const broken = this.#game.violations();
    if (before) this.#game.place([cell], before); else this.#game.erase([cell]);
    const step = this.#current;
    let say;
    if (!step?.moves) say = () => t('tutorial-feedback-nothing');
    else if (broken.length) say = () => t('tutorial-feedback-broken', { symbol: ch, rule: broken[0] });
    else if (!wanted) say = () => t('tutorial-feedback-not-cell', { why: step.why() });
    else say = () => t('tutorial-feedback-not-symbol', { symbol: ch, why: step.why() });
    this.feedback = { say, tone: 'error' };
  }

  erase() {
    const cell = this.selected;
    if (!this.alone || cell < 0 || this.info.givens[cell]) return;
    this.#game.erase([cell]);
    this.#afterAlone();
  }

  /** Binary, on your own: a click cycles the cell through 0, 1 and empty (in the lesson a click selects). */
  cycle(cell) {
    this.select(cell);
    if (!this.alone || this.info.givens[cell]) return;
    const v = this.#game.snapshot().cells[cell];
    if (v === this.info.symbolCount) { if (this.alone) { this.#game.erase([cell]); this.#afterAlone(); } return; }
    this.input(this.info.chars[v + 1]);
  }

  #afterAlone() {
    const snap = this.#game.snapshot();
    if (snap.solved) { this.step++; this.feedback = { say: this.#lesson.done, tone: 'ok' }; } else this.feedback = null;
  }

  /** What the dialog shows: texts (in the page's language when read), the grid, marked cells, buttons. */
  view() {
    const l = this.#lesson, n = l.steps.length;
    const step = this.#current, index = this.step, feedback = this.feedback;
    const finished = this.finished, alone = this.alone;
    return {
      kind: this.kind, info: this.info, snap: this.#game.snapshot(), selected: this.selected,
      marked: new Set(step?.marked ?? []), canNext: this.canNext, finished, alone,
      get title() { return l.title(); },
      get text() { return finished ? '' : alone ? l.alone.text() : step.text(); },
      get feedback() { return feedback && { text: feedback.say(), tone: feedback.tone }; },
      get progress() {
        return finished ? t('tutorial-progress-done') : alone ? t('tutorial-progress-alone') : t('tutorial-progress', { step: index + 1, steps: n });
      },
    };
  }

  free() { this.#game?.free(); this.#game = null; }
}
