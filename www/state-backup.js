// Backup: every saved game, the statistics and the settings as one file to keep or carry to another device
// (Export backup), and such a file read back (Import backup), which asks first and then replaces what this
// browser holds. A file that is not a backup says why and changes nothing. storage.js reads and writes the items;
// the platform (main.js) saves the file and reloads the page.
import { Owned } from './state-slice.js';
import * as storage from './storage.js';
import { t } from './i18n.js';

export class Backup {
  #own;
  #message;
  #platform;
  #pending = null; // the items of the backup the question is about

  /** platform: {download(name, text), reload()} */
  constructor(changed, { message, platform }) {
    // ask: the question before an import replaces this browser's games ({summary, made}), or null
    this.#own = new Owned({ ask: null }, changed);
    this.#message = message;
    this.#platform = platform;
  }
  get state() { return this.#own.value; }

  /** Export backup: the file is saved (the browser's downloads), and the message says what it holds. */
  export(now = new Date()) {
    const { text, summary } = storage.backupFile(now);
    const date = now.toISOString().slice(0, 10);
    this.#platform.download(`deduce-backup-${date}.json`, text);
    this.#message.say(t('backup-saved', { file: `deduce-backup-${date}.json`, summary }));
  }

  /** A chosen file's text: a backup is asked about; anything else gets a message and changes nothing. */
  open(text) {
    let b;
    try { b = storage.readBackup(text); } catch (e) {
      this.#message.say(t('backup-not-read', { reason: e.message }), 'error');
      return;
    }
    this.#pending = b.items;
    this.#own.set({ ask: { summary: b.summary, made: b.made } });
  }

  /** The answer to the question: yes replaces this browser's games, statistics and settings and reloads. */
  answer(yes) {
    const items = this.#pending;
    this.#pending = null;
    this.#own.set({ ask: null });
    if (!yes || !items) return;
    if (!storage.restoreBackup(items)) {
      this.#message.say(t('backup-refused'), 'error');
      return;
    }
    this.#platform.reload();
  }
}
