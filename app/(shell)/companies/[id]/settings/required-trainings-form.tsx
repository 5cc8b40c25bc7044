'use client';
// The trainings each function requires, below the working-time rules: planners tick them per
// function; every booking is checked against them (services/planning/bookings.ts). Each function
// is saved on its own, so that ticking one never sends another's list.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { EmptyState } from '@/app/_components/ui/empty-state';
import { useRefusal } from '@/app/_components/form/use-refusal';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { saveRequiredTrainings } from '@/lib/client/api/required-trainings';
import { toast } from '@/lib/client/toast-store';
import type { TRequiredTrainings } from '@/lib/domain/planning/required-trainings';

type TFunction = TRequiredTrainings['functions'][number];

export function RequiredTrainingsForm({ initial }: { initial: TRequiredTrainings }) {
  const t = useTranslations('RequiredTrainings');
  const [data, setData] = useState(initial);
  // Its code comes in a chunk of its own (lazy-forms.tsx): a tick before it has hydrated is the
  // browser's alone, so browser tests wait for the mark.
  const hydrated = useHydrated();
  return (
    <Card id="required-trainings" title={t('title')}>
      <div className="flex flex-col gap-3" data-testid="required-trainings" data-ready={hydrated || undefined}>
        <p className="text-sm">{t('intro')}</p>
        {data.functions.length === 0 ? (
          <EmptyState>{t('noFunctions')}</EmptyState>
        ) : data.trainings.length === 0 ? (
          <EmptyState>{t('noTrainings')}</EmptyState>
        ) : (
          data.functions.map((f) => (
            <FunctionTrainings key={f.id} fn={f} trainings={data.trainings} onSaved={setData} />
          ))
        )}
      </div>
    </Card>
  );
}

function FunctionTrainings({
  fn,
  trainings,
  onSaved,
}: {
  fn: TFunction;
  trainings: TRequiredTrainings['trainings'];
  onSaved: (data: TRequiredTrainings) => void;
}) {
  const t = useTranslations('RequiredTrainings');
  const refused = useRefusal();
  const saved = fn.trainings.map((x) => x.id);
  const [ticked, setTicked] = useState<number[]>(saved);
  const [busy, setBusy] = useState(false);
  const changed = ticked.length !== saved.length || ticked.some((id) => !saved.includes(id));
  const save = async () => {
    setBusy(true);
    try {
      onSaved(await saveRequiredTrainings(fn.id, ticked));
      toast.success(t('saved', { function: fn.name }));
    } catch (err) {
      await refused(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-line" data-testid={`required-trainings-${fn.id}`}>
      <legend className="px-1 font-medium">{fn.name}</legend>
      <div className="flex flex-col">
        {trainings.map((training) => {
          const id = `required-${fn.id}-${training.id}`;
          return (
            <label key={training.id} htmlFor={id} className="flex min-h-12 items-center gap-3 text-base">
              <input
                id={id}
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={ticked.includes(training.id)}
                onChange={(e) =>
                  setTicked((now) => (e.target.checked ? [...now, training.id] : now.filter((x) => x !== training.id)))
                }
              />
              <span>{training.name}</span>
            </label>
          );
        })}
      </div>
      <Button look="primary" busy={busy} disabled={!changed} onClick={() => void save()} className="mt-2">
        {t('save', { function: fn.name })}
      </Button>
    </fieldset>
  );
}
