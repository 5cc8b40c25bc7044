'use client';
// A client asks for crew on an open row: one of the people who worked on their projects before.
// The row then shows them as "client requested" and the planners get a to-do.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { askForCrew, useRegularCrew } from '@/lib/client/api/planning';
import { errorCodeOf } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import type { TPersonRef } from '@/lib/domain/planning';
import type { TRowTarget } from '@/app/(shell)/_staffing/request-person-dialog';
import { Button } from '@/app/_components/ui/buttons';
import { PersonSearch } from '@/app/_components/ui/person-search';
import { FormMessage } from '@/app/_components/form/form-message';

export function AskForCrewDialog({
  projectId,
  target,
  onClose,
  onDone,
}: {
  projectId: number;
  target: TRowTarget | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const t = useTranslations('ProjectPage');
  const tRoot = useTranslations();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const regulars = useRegularCrew(projectId, target ? search : '');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (target && !dialog.open) {
      setProblem(null);
      dialog.showModal();
    } else if (!target && dialog.open) dialog.close();
  }, [target]);

  const ask = async (person: TPersonRef) => {
    if (!target) return;
    setBusy(person.id);
    try {
      await askForCrew(target.itemId, person.id);
      toast.success(t('asked', { name: person.name }));
      await onDone();
      onClose();
    } catch (err) {
      setProblem(tRoot(errorMessageKey(errorCodeOf(err))));
    } finally {
      setBusy(null);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="ask-for-crew-dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (busy === null) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-1rem))] rounded-xl bg-app p-0 text-ink shadow-box backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-3 p-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('askTitle')}
        </h2>
        <p className="text-sm text-muted">{target?.label}</p>
        <p className="text-sm">{t('askHint')}</p>
        {problem ? <FormMessage kind="error">{problem}</FormMessage> : null}
        <PersonSearch label={t('askSearch')} onSearch={setSearch} result={regulars} nobody={t('askNobody')}>
          {(data) => (
            <ul className="flex max-h-[50dvh] flex-col gap-1 overflow-y-auto">
              {data.map((p) => (
                <li key={p.id}>
                  <Button
                    className="w-full justify-start"
                    busy={busy === p.id}
                    disabled={busy !== null}
                    onClick={() => void ask(p)}
                    data-testid="regular-crew-person"
                  >
                    {p.name}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </PersonSearch>
        <Button disabled={busy !== null} onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </dialog>
  );
}
