'use client';
// What happened to a receipt or invoice, newest first, worded per kind; and a note to add, for
// those who may write.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Card } from '@/app/_components/ui/card';
import type { TDocumentActivity } from '@/lib/domain/money';
import { LazyNoteForm } from './lazy-forms';

type Props = {
  activities: TDocumentActivity[];
  /** Words a status code the record's own way. */
  statusLabel: (status: string) => string;
  addNote: ((body: string) => Promise<TDocumentActivity[]>) | null;
  onChanged: (activities: TDocumentActivity[]) => Promise<unknown>;
};

export function ActivitiesPanel({ activities, statusLabel, addNote, onChanged }: Props) {
  const t = useTranslations('MoneyParts');
  const format = useFormatter();

  const sentence = (a: TDocumentActivity) => {
    const name = a.person?.name ?? t('someone');
    const detail = a.detail ?? '';
    switch (a.kind) {
      case 'status':
        return t('activity.status', { name, status: statusLabel(detail) });
      case 'note':
        return t('activity.note', { name });
      default:
        return t(`activity.${a.kind}`, { name, detail });
    }
  };

  return (
    <Card id="activities" title={t('activities')}>
      {activities.length === 0 ? (
        <p className="text-muted">{t('noActivities')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="activities">
          {activities.map((a) => (
            <li key={a.id} className="border-l-2 border-line pl-3" data-testid="activity" data-kind={a.kind}>
              <p className="text-sm">{sentence(a)}</p>
              {a.kind === 'note' ? <p className="whitespace-pre-wrap">{a.detail}</p> : null}
              <p className="text-xs text-muted">{format.dateTime(new Date(a.createdAt), 'dayTime')}</p>
            </li>
          ))}
        </ol>
      )}
      {addNote ? <LazyNoteForm addNote={addNote} onChanged={onChanged} /> : null}
    </Card>
  );
}
