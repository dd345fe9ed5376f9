// A fault in the engine, as the player reads it and as a bug report keeps it: a trap in the wasm (an access out
// of bounds, a stack overflow, a panic's `unreachable`), a worker that died, or a request that ran past its time
// limit. Its message is a sentence in words (never the trap's own text); `details` keeps what happened for the
// "Copy details" button and the console. engine.js (the page's module) and worker-client.js (the workers) make
// them; after a fault the instance that had it is replaced. The sentence is in the page's language (i18n.js); the
// details stay in English, for whoever reads the bug report.
import { t } from './i18n.js';

/** A trap of the wasm engine (or the stack overflow of deep recursion): that instance is not to be trusted. */
export function isTrap(e) {
  return e instanceof WebAssembly.RuntimeError || e instanceof RangeError || e?.name === 'InternalError';
}

/** Requests about one puzzle (its count, grade, hints, solve path): a fault there is about that puzzle. */
const ABOUT_A_PUZZLE = new Set(['verdict', 'grade', 'rating', 'hint', 'solvePath', 'step', 'practiceCheck', 'page']);

/** The longest input kept in a fault's details (a 48×48 binary game ID is about 2,300 characters). */
const MAX_INPUT_CHARS = 4000;

export class EngineFault extends Error {
  /**
   * cause: 'trap' (raw: the error's name and text), 'timeout' (limitMs) or 'crash' (the worker died); op: the
   * request ('verdict', 'generate', …, or 'page' and `call` for the page's own module); input: the puzzle or
   * text it was about, when there is one.
   */
  constructor({ cause, op, call = '', raw = '', limitMs = 0, input = '' }) {
    const resources = cause === 'timeout' || (cause === 'trap' && /out of bounds|stack|recursion|memory/i.test(raw));
    const about = ABOUT_A_PUZZLE.has(op);
    const minutes = limitMs >= 120_000 ? Math.round(limitMs / 60_000) : 0, seconds = Math.round(limitMs / 1000);
    let text;
    if (cause === 'crash') text = t('fault-crash');
    else if (about && resources) {
      text = cause !== 'timeout' ? t('fault-too-large')
        : minutes ? t('fault-too-large-minutes', { minutes }) : t('fault-too-large-seconds', { seconds });
    } else if (about) text = t('fault-puzzle');
    else if (cause === 'timeout') text = minutes ? t('fault-timeout-minutes', { minutes }) : t('fault-timeout-seconds', { seconds });
    else text = t('fault-engine');
    super(text);
    this.name = 'EngineFault';
    Object.assign(this, { cause, op, call, raw, limitMs, input: String(input), at: new Date().toISOString() });
    /** The fault is the size of the puzzle (memory, stack or time), not a plain bug. */
    this.tooLarge = about && resources;
  }

  /** What a bug report needs: what failed, how, on which input, where and when. */
  get details() {
    const input = this.input.length > MAX_INPUT_CHARS ? `${this.input.slice(0, MAX_INPUT_CHARS)}… (${this.input.length} characters)` : this.input;
    return [
      'Deduce: a fault in the puzzle engine',
      `request: ${this.op}${this.call ? ` (${this.call})` : ''}`,
      `what happened: ${this.cause === 'timeout' ? `no answer within ${this.limitMs} ms` : this.cause === 'crash' ? 'the worker stopped' : this.raw}`,
      ...(input ? [`input: ${input}`] : []),
      `page: ${globalThis.location?.origin ?? ''}${globalThis.location?.pathname ?? ''}`,
      `browser: ${globalThis.navigator?.userAgent ?? ''}`,
      `time: ${this.at}`,
    ].join('\n');
  }

  /** Keeps the fault in the console for a bug report (the page shows only its words). */
  log() { console.error(this.details); }
}
