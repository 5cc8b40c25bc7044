'use client';
// Who else is here: the names of the other staff who have the same project page (or the planner
// board) open. The page says it is here on opening and every PRESENCE_BEAT_MS, asks who is here
// at once when someone arrives or leaves (a `presence` note of the stream of changes), and says it
// left when it closes. A line that changes is read out politely by screen readers.
import { useEffect, useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { PRESENCE_BEAT_MS } from '@/lib/domain/live/presence-beat';
import { matchesChange, type TChangeMatch } from '@/lib/domain/live/changes';
import { listenToChanges } from '@/lib/client/live/change-stream';
import { beHere, leave, whoIsHere, type TPresencePlace } from '@/lib/client/live/presence-calls';

export function Presence({ place }: { place: TPresencePlace }) {
  const t = useTranslations('Presence');
  const format = useFormatter();
  const [names, setNames] = useState<string[]>([]);
  const deps = JSON.stringify(place);
  useEffect(() => {
    const where = JSON.parse(deps) as TPresencePlace;
    const notes: TChangeMatch[] = [
      where === 'board' ? { topics: ['presence'], key: 0 } : { topics: ['presence'], projectId: where.project },
    ];
    let gone = false;
    const show = (answer: Awaited<ReturnType<typeof beHere>>) => {
      if (answer && !gone) setNames(answer.others.map((p) => p.name));
    };
    const sayHere = () => beHere(where).then(show);
    void sayHere();
    const beat = setInterval(sayHere, PRESENCE_BEAT_MS);
    const stop = listenToChanges((change) => {
      if (!change || matchesChange(change, notes)) void whoIsHere(where).then(show);
    });
    const onHide = () => leave(where);
    window.addEventListener('pagehide', onHide);
    return () => {
      gone = true;
      clearInterval(beat);
      stop();
      window.removeEventListener('pagehide', onHide);
      leave(where);
    };
  }, [deps]);
  return (
    <p role="status" aria-live="polite" className="text-sm text-muted" data-testid="presence">
      {names.length > 0 ? t('alsoHere', { names: format.list(names) }) : null}
    </p>
  );
}
