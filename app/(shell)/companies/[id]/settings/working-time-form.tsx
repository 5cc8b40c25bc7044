'use client';
// The tenant's working-time rules, below a company's paperwork settings: planners keep them for
// every company at once, and every booking is checked against them (services/planning/
// bookings.ts). Saved based on the version they were read at, as the settings are.
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { z } from 'zod';
import { ConflictNotice } from '@/app/_components/form/conflict-notice';
import { FormMessage } from '@/app/_components/form/form-message';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { useVersionedEdit } from '@/app/_components/form/use-versioned-edit';
import { Card } from '@/app/_components/ui/card';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { saveWorkingTimeRules } from '@/lib/client/api/working-time-rules';
import { toast } from '@/lib/client/toast-store';
import type { TWorkingTimeRules, TWorkingTimeRulesRecord } from '@/lib/domain/planning/working-time';
import type { ZWorkingTimeForm } from './working-time-schema';

const loadSchema = () => import('./working-time-schema').then((m) => m.ZWorkingTimeForm);

const FIELDS = [
  'minRestHours',
  'maxShiftHours',
  'maxAverageWeeklyHours',
  'referenceWeeks',
  'maxConsecutiveDays',
] as const satisfies ReadonlyArray<keyof TWorkingTimeRules>;
type TValues = Record<(typeof FIELDS)[number], string>;

const valuesOf = (r: TWorkingTimeRulesRecord): TValues =>
  Object.fromEntries(FIELDS.map((f) => [f, String(r[f])])) as TValues;

export function WorkingTimeRulesForm({ initial }: { initial: TWorkingTimeRulesRecord }) {
  const t = useTranslations('WorkingTimeRules');
  const tValidation = useTranslations('Validation');
  const hydrated = useHydrated();
  const notANumber = { format: tValidation('notANumber') };
  const form = useDomainForm<TValues, z.output<typeof ZWorkingTimeForm>>({
    schema: loadSchema,
    defaultValues: valuesOf(initial),
    messages: Object.fromEntries(FIELDS.map((f) => [f, notANumber])),
  });
  const router = useRouter();
  const edit = useVersionedEdit({
    record: initial,
    valuesOf,
    reset: form.reset,
    fields: Object.fromEntries(FIELDS.map((f) => [f, t(f)])),
    shown: (field, now) => valuesOf(now)[field],
    onStale: async () => router.refresh(),
  });

  const onSubmit = form.submit(async (input) => {
    const saved = await edit.save((version) => saveWorkingTimeRules(input, version));
    if (!saved) return;
    form.reset(valuesOf(saved));
    toast.success(t('saved'));
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="working-time-rules" data-ready={hydrated || undefined}>
      <Card id="working-time" title={t('title')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm">{t('intro')}</p>
          <p className="text-sm text-muted">{t('defaults')}</p>
          <ConflictNotice edit={edit} busy={form.busy} onApply={() => void onSubmit()} />
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <TextField key={f} form={form} name={f} label={t(f)} inputMode="decimal" />
            ))}
          </div>
          {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
          <SubmitButton busy={form.busy}>{t('save')}</SubmitButton>
        </div>
      </Card>
    </form>
  );
}
