// The binary-puzzle tutorial's content (www/tutorial.js runs it): a 6×6 lesson whose moves the player makes, one rule
// at a time, then a small puzzle to solve alone. Cells are 0-based, row-major; symbols are the characters typed. The
// words are the `view` part's messages (www/locales), looked up when they are shown.
import { t } from './i18n.js';

export default {
  kind: 'binary',
  title: () => t('tutorial-binary-title'),
  offer: () => t('tutorial-binary-offer'),
  lesson: 'binary:6:11.100100.010110100011011100100010..',
  steps: [
    { text: () => t('tutorial-binary-rules') },
    { text: () => t('tutorial-binary-pair'),
      marked: [0, 1, 2], moves: [[2, '0']],
      why: () => t('tutorial-binary-pair-why') },
    { text: () => t('tutorial-binary-between'),
      marked: [8, 9, 10], moves: [[9, '1']],
      why: () => t('tutorial-binary-between-why') },
    { text: () => t('tutorial-binary-full'),
      marked: [30, 31, 32, 33, 34, 35], moves: [[34, '1'], [35, '1']],
      why: () => t('tutorial-binary-full-why') },
  ],
  alone: {
    id: 'binary:6:..00...1........11.0.0.......10.....',
    text: () => t('tutorial-binary-alone'),
  },
  done: () => t('tutorial-binary-done'),
};
