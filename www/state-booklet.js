// Print booklet: puzzles made like New game's (the Next game choices), as many as asked (up to 100), laid out 1, 2, 4
// or 6 to an A4 or Letter page with each one's number, kind, level and game ID, the solutions small at the end. A
// booklet may mix kinds: "Add these, then choose more" keeps the puzzles the choices make now as a set of the
// booklet, and the choices can change before the next (up to 100 puzzles in all). The booklet opens as a preview
// over the page, from which the browser's print dialog prints it (or saves a PDF).
// State only: booklet.js draws the dialog, the preview and the pages; the puzzles are made in the worker.
import { EngineGame, engineReady } from './engine.js';
import { EngineFault } from './faults.js';
import { Owned } from './state-slice.js';
import { CancelledError } from './worker-client.js';
import { gameName, levelName, ruleName } from './kinds.js';
import { t } from './i18n.js';

/** The most puzzles a booklet holds, and the choices of the dialog. */
export const MAX_PUZZLES = 100;
export const PER_PAGE = [1, 2, 4, 6];
/** The papers, each with its name in the page's language when read. */
export const PAPERS = Object.freeze({ get a4() { return t('booklet-paper-a4'); }, get letter() { return t('booklet-paper-letter'); } });

export class Booklet {
  #own;
  #work; #choices; #newGames; #message; #seeds;

  constructor(changed, { work, choices, newGames, message, seeds }) {
    // open: the dialog; options: its choices; sets: the puzzles kept for the booklet before the ones the choices make
    // now ([{spec, count, what}]); made: the booklet in preview ({puzzles: [{number, info, level, cells (the givens),
    // solution}], options, title}) or null
    this.#own = new Owned({ open: false, options: { count: 12, perPage: 4, paper: 'a4', solutions: true }, sets: [], made: null }, changed);
    this.#work = work;
    this.#choices = choices;
    this.#newGames = newGames;
    this.#message = message;
    this.#seeds = seeds;
  }
  get state() { return this.#own.value; }

  /** Print booklet: the dialog, with what the Next game choices would make. */
  open() { this.#own.set({ open: true }); }
  close() { if (this.state.open) this.#own.set({ open: false }); }

  /** A choice of the dialog: count (clamped to 1..MAX_PUZZLES), perPage, paper, solutions. */
  choose(name, value) {
    const o = { ...this.state.options };
    if (name === 'count') o.count = Math.max(1, Math.min(MAX_PUZZLES, Math.round(Number(value)) || 1));
    else if (name === 'perPage') o.perPage = PER_PAGE.includes(Number(value)) ? Number(value) : o.perPage;
    else if (name === 'paper') o.paper = value in PAPERS ? value : o.paper;
    else if (name === 'solutions') o.solutions = !!value;
    this.#own.set({ options: o });
  }

  /** What the booklet's puzzles are, in words ("Sudoku 9×9, Hard"), from the Next game choices. */
  get what() {
    return described(this.#newGames.spec(this.#choices.state.options));
  }

  /** How many more puzzles the choices may add (the booklet holds MAX_PUZZLES in all). */
  get room() {
    return MAX_PUZZLES - this.state.sets.reduce((n, s) => n + s.count, 0);
  }

  /** Add these, then choose more: the puzzles the choices make now are kept as a set of the booklet, and the dialog
   *  closes so the Next game choices can change before the next set. */
  keep() {
    const count = Math.min(this.state.options.count, this.room);
    if (count < 1) return;
    const spec = this.#newGames.spec(this.#choices.state.options);
    const sets = [...this.state.sets, { spec, count, what: described(spec) }];
    this.#own.set({ sets, open: false });
    this.#message.say(t('booklet-kept', { count, what: described(spec) }));
  }

  /** Remove set `k` from the booklet. */
  drop(k) {
    this.#own.set({ sets: this.state.sets.filter((_, i) => i !== k) });
  }

  /**
   * Make booklet: the puzzles made one by one in the worker (the busy cover counts them; Cancel stops), each
   * read by the engine for its drawing and solution, then the preview. A puzzle that comes twice (a ready-made
   * set) is made again from another seed, a few times at most.
   */
  async make() {
    const { options } = this.state;
    const spec = this.#newGames.spec(this.#choices.state.options);
    const sets = [...this.state.sets, { spec, count: Math.min(options.count, this.room), what: this.what }].filter((s) => s.count > 0);
    const total = sets.reduce((n, s) => n + s.count, 0);
    this.#own.set({ open: false });
    const made = [];
    const seen = new Set();
    let job = 0;
    try {
      for (const set of sets) {
        const want = made.length + set.count;
        for (let tries = 0; made.length < want && tries < set.count * 3; tries++) {
          job = this.#work.begin(t('booklet-making', { number: made.length + 1, total }));
          const g = await this.#newGames.make(set.spec, this.#seeds.take());
          if (seen.has(g.gameId)) continue;
          seen.add(g.gameId);
          made.push(g);
        }
      }
      this.#work.end(job);
      await engineReady();
      const puzzles = made.map((g, k) => {
        const game = EngineGame.fromId(g.gameId);
        try {
          const info = game.info();
          const cells = [...game.snapshot().cells];
          game.reveal(-1);
          return { number: k + 1, info, level: g.level, cells, solution: [...game.snapshot().cells] };
        } finally { game.free(); }
      });
      const title = sets.length === 1 ? sets[0].what : sets.map((s) => t('booklet-set', { count: s.count, what: s.what })).join(' + ');
      this.#own.set({ made: { puzzles, options, title }, sets: [] });
      this.#message.say(made.length < total ? t('booklet-ready-fewer', { count: made.length }) : t('booklet-ready', { count: made.length }));
    } catch (e) {
      this.#work.end(job);
      if (e instanceof CancelledError) return; // Cancel said so
      if (e instanceof EngineFault) this.#message.say(t('booklet-fault', { fault: e.message }), 'error', e.details);
      else this.#message.say(t('booklet-failed', { reason: e.message }), 'error');
    }
  }

  /** Close booklet: back to the game. */
  closePreview() { if (this.state.made) this.#own.set({ made: null }); }
}

/** A puzzle spec in words: "Sudoku 9×9 (Thermometers), Hard". */
function described({ kind, size, level, rules }) {
  const args = { game: gameName(kind, size), level: levelName(level) };
  return rules ? t('booklet-described-rules', { ...args, rules: rules.split(',').map(ruleName).join(' + ') }) : t('booklet-described', args);
}
