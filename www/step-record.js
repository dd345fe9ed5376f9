// The engine's step record as the page reads it: the one record of a step that `deduce hint --json` prints and the
// teaching module hands the worker (src/step_json.rs; its fields in the README, "--json: one step per line"),
// parsed and used as it is. Symbols there are the game ID's characters; the page's moves and notes count symbols
// from 1 (`info.chars` maps one to the other), so the few places that need numbers ask here.

import { t } from './i18n.js';

/** The records a hint shows, in order: its mistake's alone (a mistake is no step: the engine's own record for
 *  it has `mistake` where a step's names its technique), else the steps of its proof. */
export const shownRecords = (hint) => (hint.mistake ? [hint.mistake] : hint.steps ?? []);

/** A record's reasoning as a panel shows it: the engine's plain sentence and, with the setting for experts on
 *  (`notation`), a chain's Eureka notation on a line of its own under it. */
export function reasoning(record, notation) {
  if (!record) return '';
  const { explanation, notation: chain } = record.text;
  return notation && chain ? `${explanation}\n${t('hint-chain', { chain })}` : explanation;
}

/** A record symbol ("7", "A", binary "0") as the page's symbol number (1-based, `info.chars`). */
export const symbolOf = (info, ch) => info.chars.indexOf(ch);

/** A record's `placements` or `eliminations` ([{cell, symbol}]) as [cell, symbol number] pairs. */
export const movesOf = (info, list) => list.map((m) => [m.cell, symbolOf(info, m.symbol)]);

/** The cells a record names (its figure's and its evidence), each once. */
export const cellsOf = (step) => [...new Set(step.cells.map((c) => c.cell))];

/** The record's units that its picture draws (those with a role of their own; `focus` ones only say where to look). */
export const drawnUnits = (step) => step.units.filter((u) => u.role !== 'focus');

/** The record's cells that its picture draws (those with a role; `evidence` ones are shaded, not drawn). */
export const drawnCells = (step) => step.cells.filter((c) => c.role !== 'evidence');
