// The tab's one stream of changes: GET /api/v1/changes through the web app, as Server-Sent Events.
// It opens when the first live part of a screen listens and closes when the last one leaves. The
// browser's EventSource comes back by itself after a lost connection or an ended stream (a token
// that expired), sends Last-Event-ID, and the server catches it up. When it gives up (the server
// refused: the session ended, or the process serves no stream) it is opened again after a while,
// and every listener hears `null`: notes may have been missed, so read everything again. They
// hear `null` too when the server says `resync` (it could not catch the stream up in full). A
// catch-up may send notes again (the server looks back a little, for notes committed late): a
// note this tab has had is not handed on twice.
import type { TChange } from '../../domain/live/changes';
import { streamChanges } from '../../domain/live/endpoints';
import { apiUrl } from '../api/api-url';

/** A note, or null when notes may have been missed. */
export type TChangeListener = (change: TChange | null) => void;

/** How long after the server refused the stream it is asked again. */
export const REOPEN_MS = 30_000;

const listeners = new Set<TChangeListener>();
let source: EventSource | null = null;
let reopening: ReturnType<typeof setTimeout> | null = null;

/** The ids of the notes this tab has had lately. */
const heard = new Set<number>();
const HEARD_KEPT = 1000;

const tell = (change: TChange | null) => listeners.forEach((listener) => listener(change));

function hear(change: TChange) {
  if (heard.has(change.id)) return;
  heard.add(change.id);
  if (heard.size > HEARD_KEPT) heard.delete(heard.values().next().value!);
  tell(change);
}

function open(afterGap: boolean): EventSource {
  const stream = new EventSource(apiUrl(streamChanges.path));
  stream.addEventListener('change', (event) => hear(JSON.parse((event as MessageEvent<string>).data) as TChange));
  stream.addEventListener('resync', () => tell(null));
  if (afterGap) stream.addEventListener('open', () => tell(null), { once: true });
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED) return;
    source = null;
    reopening = setTimeout(() => {
      reopening = null;
      if (listeners.size > 0) source = open(true);
    }, REOPEN_MS);
  });
  return stream;
}

/** Hands every note this session may read to `listener` until the returned function is called. */
export function listenToChanges(listener: TChangeListener): () => void {
  listeners.add(listener);
  if (!source && !reopening) source = open(false);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    source?.close();
    source = null;
    if (reopening) clearTimeout(reopening);
    reopening = null;
  };
}
