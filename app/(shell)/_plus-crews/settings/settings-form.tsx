'use client';
// A plus crew's settings: the target border (a percentage of the month's target) and the team
// bonus, either a fixed amount or a percentage of the turnover above the border. Saved based on
// the plus crew's version: a change someone else saved meanwhile is shown, and what was typed is
// kept (useVersionedEdit).
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { ConflictNotice } from '@/app/_components/form/conflict-notice';
import { FormMessage } from '@/app/_components/form/form-message';
import { RadioGroupField } from '@/app/_components/form/radio-group-field';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { useVersionedEdit } from '@/app/_components/form/use-versioned-edit';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { saveSettings } from '@/lib/client/api/plus-crews';
import { toast } from '@/lib/client/toast-store';
import { centsToInput, decimalToInput } from '@/lib/domain/plus-crews/decimal';
import type { TPlusCrewSettings } from '@/lib/domain/plus-crews/figures';
import { settingsFromValues } from '@/lib/domain/plus-crews/settings';
import { usePlusCrew } from '../plus-crew-context';

const loadSchema = once(() => import('./settings-schema').then((m) => m.ZSettingsForm));

/** As typed, under the body's names (settings-schema.ts turns the amount into cents). */
type TSettingsValues = {
  targetBorderPercent: string;
  teamBonus: { kind: 'amount' | 'percentage'; amountCents: string; percent: string };
};

/** The settings at a version of the plus crew. */
type TVersionedSettings = { version: number; settings: TPlusCrewSettings | null };

function asText(settings: TPlusCrewSettings | null): TSettingsValues {
  const bonus = settings?.teamBonus;
  return {
    targetBorderPercent: settings ? decimalToInput(settings.targetBorderPercent) : '',
    teamBonus: {
      kind: bonus?.kind ?? 'amount',
      amountCents: bonus?.kind === 'amount' ? centsToInput(bonus.amountCents) : '',
      percent: bonus?.kind === 'percentage' ? decimalToInput(bonus.percent) : '',
    },
  };
}

export function SettingsForm({ settings }: { settings: TPlusCrewSettings | null }) {
  const t = useTranslations('PlusCrewSettings');
  const locale = useLocale();
  const router = useRouter();
  const ready = useHydrated();
  const { crew } = usePlusCrew();
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: asText(settings),
    messages: {
      targetBorderPercent: {
        format: t('percentFormat'),
        tooSmall: t('borderRange'),
        greaterThan: t('borderRange'),
        tooBig: t('borderRange'),
      },
      'teamBonus.amountCents': {
        format: t('amountFormat'),
        tooSmall: t('amountPositive'),
        greaterThan: t('amountPositive'),
      },
      'teamBonus.percent': {
        format: t('percentFormat'),
        tooSmall: t('bonusPercentRange'),
        greaterThan: t('bonusPercentRange'),
        tooBig: t('bonusPercentRange'),
      },
    },
  });
  const kind = form.watch('teamBonus.kind');
  const sign =
    new Intl.NumberFormat(locale, { style: 'currency', currency: crew.currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? crew.currency;
  const edit = useVersionedEdit({
    record: { version: crew.version, settings },
    valuesOf: (r: TVersionedSettings) => asText(r.settings),
    reset: form.reset,
    fields: { targetBorderPercent: t('border'), teamBonus: t('bonusKind') },
    shown: (field, now) => {
      const v = asText(now.settings);
      if (field === 'targetBorderPercent') return `${v.targetBorderPercent}%`;
      return v.teamBonus.kind === 'amount' ? `${sign} ${v.teamBonus.amountCents}` : `${v.teamBonus.percent}%`;
    },
    // The page reads the plus crew and its settings again; the form keeps what was typed.
    onStale: async () => router.refresh(),
  });
  const onSubmit = form.submit(async (values) => {
    const wrote = await edit.save(async (version): Promise<TVersionedSettings> => {
      const saved = await saveSettings(crew.number, values, version);
      return { version: saved.version, settings: settingsFromValues(saved.values) };
    });
    if (!wrote) return;
    form.reset(form.getValues());
    toast.success(t('saved'));
    // The dashboard's forecast follows the new settings.
    router.refresh();
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="settings-form"
      data-ready={ready || undefined}
    >
      <ConflictNotice edit={edit} busy={form.busy} onApply={() => void onSubmit()} />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <TextField
        form={form}
        name="targetBorderPercent"
        label={t('border')}
        hint={t('borderHint')}
        inputMode="decimal"
        autoComplete="off"
      />
      <RadioGroupField
        form={form}
        name="teamBonus.kind"
        id="bonus-kind"
        label={t('bonusKind')}
        options={[
          { value: 'amount', label: t('kind.amount') },
          { value: 'percentage', label: t('kind.percentage') },
        ]}
      />
      {kind === 'amount' ? (
        <TextField
          key="amount"
          form={form}
          name="teamBonus.amountCents"
          label={t('amount', { currency: sign })}
          hint={t('amountHint')}
          inputMode="decimal"
          autoComplete="off"
        />
      ) : (
        <TextField
          key="percent"
          form={form}
          name="teamBonus.percent"
          label={t('percent')}
          hint={t('percentHint')}
          inputMode="decimal"
          autoComplete="off"
        />
      )}
      <SubmitButton busy={form.busy}>{form.busy ? t('saving') : t('save')}</SubmitButton>
    </form>
  );
}
