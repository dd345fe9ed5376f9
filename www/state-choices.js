// The Next game choices: Puzzle, Rules and Mixed with (a Sudoku's rule families), Size, Level, Symmetry and "proven" (New game at a size with a ready-made proven
// set draws from it). They follow the kind and size of each game that takes the board, keeping a level that
// size offers (kinds.js fitLevel).
import { Owned } from './state-slice.js';
import { DEFAULT_SIZE, fitLevel, mixAllowed, rulesChoice, sizesFor } from './kinds.js';

export class Choices {
  #own;

  constructor(changed) {
    this.#own = new Owned({ options: { kind: 'sudoku', rules: '', mix: '', size: 9, level: 'easy', symmetry: '', proven: false } }, changed);
  }
  get state() { return this.#own.value; }

  set(name, value) {
    const options = { ...this.state.options, [name]: value };
    // Mixed with adds a global rule to the Rules choice: none without one, never the same rule twice nor two that no
    // grid obeys together.
    if (!mixAllowed(options.rules, options.mix)) options.mix = '';
    const sizes = sizesFor(options);
    if (!sizes.includes(options.size)) options.size = sizes.includes(DEFAULT_SIZE[options.kind]) ? DEFAULT_SIZE[options.kind] : sizes[0];
    options.level = fitLevel(options);
    this.#own.set({ options }, 'controls');
  }

  /** The game `info` (engine.js) took the board: its kind and size are the next game's. */
  follow(info) {
    const kind = info.variant ?? info.kind;
    const rules = kind === 'sudoku' ? rulesChoice((info.rules ?? []).map((r) => r.name)) : { rules: '', mix: '' };
    const options = { ...this.state.options, kind, ...rules, size: info.side };
    options.level = fitLevel(options);
    this.#own.set({ options });
  }
}
