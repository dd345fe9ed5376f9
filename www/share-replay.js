// A replay link: the player's own moves of a game, in order, carried in the URL fragment (`#replay/<data>`), so
// nothing leaves the browser. The data is the game's saved text cut to what a replay needs (version, game ID, the
// moves as the undo history, the notes clean-up setting; not the moves undone nor what hints ruled out),
// compressed by the browser's own deflate (CompressionStream) and written in base64url. Reading a link gives that
// text back, or a player-facing Error (in the page's language); the engine checks the text itself when it loads
// it (Game.load).
import { t } from './i18n.js';

/** What starts a replay link's fragment. */
export const REPLAY_PREFIX = 'replay/';
/** Longest replay data taken from a URL (a whole 25×25 game with notes compresses to well under this). */
export const MAX_REPLAY_CHARS = 500_000;
/** Longest text a link may inflate to (the engine refuses longer saves anyway): stops a link made to blow up. */
const MAX_TEXT_BYTES = 4_000_000;

/** The replay data of a URL fragment (`replay/<data>`), or null when it is not a replay link. */
export function replayData(hash) {
  return hash.startsWith(REPLAY_PREFIX) ? hash.slice(REPLAY_PREFIX.length) : null;
}

/** The saved text a replay needs: the header, the game ID, the undo history and the clean-up setting. */
export function replayText(save) {
  const lines = save.split('\n');
  return [lines[0], lines[1], ...lines.slice(2).filter((l) => /^(undo|clean)\b/.test(l))].join('\n') + '\n';
}

/** The data of a replay link for the game saved as `save` (Game.save's text). */
export async function replayLinkData(save) {
  const stream = new Blob([replayText(save)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** The saved text in a replay link's data; an Error saying why when the data is not one. */
export async function readReplayData(data) {
  const damaged = () => new Error(t('replay-link-damaged'));
  if (data.length > MAX_REPLAY_CHARS) throw new Error(t('replay-link-too-long', { length: data.length }));
  let bytes;
  try { bytes = fromBase64Url(data); } catch { throw damaged(); }
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const parts = [];
  let size = 0;
  const tooLarge = new Error(t('replay-link-too-large'));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_TEXT_BYTES) { reader.cancel().catch(() => {}); throw tooLarge; }
      parts.push(value);
    }
  } catch (e) {
    if (e === tooLarge) throw e;
    throw damaged();
  }
  let text;
  try { text = new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(parts).arrayBuffer()); } catch { throw damaged(); }
  if (!text.startsWith('deduce-save ')) throw damaged();
  return text;
}

function toBase64Url(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}
