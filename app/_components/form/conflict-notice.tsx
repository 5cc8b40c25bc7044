'use client';
// A change refused because someone else changed the record meanwhile (lib/client/versions.ts):
// who did and when, what they changed as the screen now shows it, and the user's choice. What the
// user typed stays in the form: they save it over the other change, or drop it and keep theirs.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import type { TVersionedEdit } from './use-versioned-edit';

/** Shown while the form's last save was refused (useVersionedEdit); nothing otherwise. */
export function ConflictNotice({ edit, busy, onApply }: { edit: TVersionedEdit; busy: boolean; onApply: () => void }) {
  const t = useTranslations('Conflict');
  const format = useFormatter();
  const { conflict, theirs: changes } = edit;
  if (!conflict) return null;
  const time = conflict.changedAt ? format.dateTime(new Date(conflict.changedAt), 'dayTime') : null;
  const who = conflict.changedBy?.name;
  return (
    <div
      role="alert"
      data-testid="conflict-notice"
      className="flex flex-col gap-2 rounded-lg bg-warning/10 p-3 text-sm"
    >
      <p className="font-semibold">{t('title')}</p>
      <p>
        {who && time ? t('changedBy', { name: who, time }) : who ? t('changedByNow', { name: who }) : t('changedAnon')}
      </p>
      {changes.length > 0 ? (
        <>
          <p>{t('theirChanges')}</p>
          <ul className="list-disc pl-5" data-testid="conflict-changes">
            {changes.map((c) => (
              <li key={c.label}>
                {c.label}: {c.value}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{t('yoursKept')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button look="primary" disabled={busy} onClick={onApply} className="flex-1" data-testid="conflict-apply">
          {t('apply')}
        </Button>
        <Button disabled={busy} onClick={edit.keepTheirs} className="flex-1" data-testid="conflict-drop">
          {t('drop')}
        </Button>
      </div>
    </div>
  );
}
