// The Sudoku tutorial's content (www/tutorial.js runs it): a 4×4 lesson whose moves the player makes, one rule at a
// time, then a small puzzle to solve alone. Cells are 0-based, row-major; symbols are the characters typed. The
// words are the `view` part's messages (www/locales), looked up when they are shown.
import { t } from './i18n.js';

export default {
  kind: 'sudoku',
  title: () => t('tutorial-sudoku-title'),
  offer: () => t('tutorial-sudoku-offer'),
  lesson: 'sudoku:2x2:123.34122143.32.',
  steps: [
    { text: () => t('tutorial-sudoku-rules') },
    { text: () => t('tutorial-sudoku-row'),
      marked: [0, 1, 2, 3], moves: [[3, '4']],
      why: () => t('tutorial-sudoku-row-why') },
    { text: () => t('tutorial-sudoku-column'),
      marked: [0, 4, 8, 12], moves: [[12, '4']],
      why: () => t('tutorial-sudoku-column-why') },
    { text: () => t('tutorial-sudoku-block'),
      marked: [10, 11, 14, 15], moves: [[15, '1']],
      why: () => t('tutorial-sudoku-block-why') },
  ],
  alone: {
    id: 'sudoku:2x2:...4.13.2.......',
    text: () => t('tutorial-sudoku-alone'),
  },
  done: () => t('tutorial-sudoku-done'),
};
