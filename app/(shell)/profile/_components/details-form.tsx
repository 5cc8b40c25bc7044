'use client';
// The profile's own fields (rules §3 "Profile"): address, time zone and map service the person
// keeps; name, email and birthday only a planner changes (they feed contracts and payroll). Saved
// based on the version they were read at: a change a planner saved meanwhile is shown, and what
// was typed is kept (useVersionedEdit).
import { useRouter } from 'next/navigation';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { ConflictNotice } from '@/app/_components/form/conflict-notice';
import { CustomField } from '@/app/_components/form/custom-field';
import { INPUT_CLASS } from '@/app/_components/form/input-class';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SelectField } from '@/app/_components/form/select-field';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { useVersionedEdit } from '@/app/_components/form/use-versioned-edit';
import { Detail, DetailList } from '@/app/_components/ui/detail-list';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { updateProfile } from '@/lib/client/api/self-service';
import { toast } from '@/lib/client/toast-store';
import { calendarDate } from '@/lib/i18n/formats';
import { MAP_SERVICES, type TMapService } from '@/lib/domain/people/map-services';
import { fullName } from '@/lib/domain/people/names';
import type { TPerson } from '@/lib/domain/people/persons';
import type { TCountry } from '@/lib/domain/catalog/reference';

const loadSchema = once(() =>
  import('@/lib/domain/people').then((m) =>
    m.ZPersonUpdate.pick({
      phone: true,
      address: true,
      postalCode: true,
      city: true,
      countryCode: true,
      timezone: true,
      mapService: true,
    }),
  ),
);

type TValues = {
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  countryCode: string | null;
  timezone: string | null;
  mapService: TMapService;
};

/** The zones the browser knows, for the time zone field's suggestions. */
const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

const valuesOf = (p: TPerson): TValues => ({
  phone: p.phone ?? '',
  address: p.address ?? '',
  postalCode: p.postalCode ?? '',
  city: p.city ?? '',
  countryCode: p.countryCode,
  timezone: p.timezone,
  mapService: p.mapService,
});

export function DetailsForm({ person, countries }: { person: TPerson; countries: TCountry[] }) {
  const t = useTranslations('ProfilePage.details');
  const format = useFormatter();
  const router = useRouter();
  const hydrated = useHydrated();
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: valuesOf(person),
    messages: { timezone: { invalid: t('timezoneInvalid') } },
  });
  const edit = useVersionedEdit({
    record: person,
    valuesOf,
    reset: form.reset,
    fields: {
      phone: t('phone'),
      address: t('address'),
      postalCode: t('postalCode'),
      city: t('city'),
      countryCode: t('country'),
      timezone: t('timezone'),
      mapService: t('mapService'),
    },
    shown: (field, now) => {
      if (field === 'countryCode') return countries.find((c) => c.code === now.countryCode)?.name ?? t('none');
      if (field === 'mapService') return t(`maps.${now.mapService}`);
      return valuesOf(now)[field] || t('none');
    },
    // The page reads the profile again; the form keeps what was typed.
    onStale: async () => router.refresh(),
  });
  const onSubmit = form.submit(async (values) => {
    if (!(await edit.save((version) => updateProfile({ id: person.id, version }, values)))) return;
    toast.success(t('saved'));
    router.refresh();
  });

  return (
    <div className="flex flex-col gap-4">
      <DetailList>
        <Detail label={t('name')}>
          <span data-testid="profile-name">{fullName(person)}</span>
        </Detail>
        <Detail label={t('email')}>{person.email ?? t('none')}</Detail>
        <Detail label={t('birthday')}>
          {person.birthday ? format.dateTime(calendarDate(person.birthday), 'calendarDayYear') : t('none')}
        </Detail>
      </DetailList>
      <p className="text-xs text-muted">{t('plannerFields')}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-3"
        data-testid="details-form"
        data-ready={hydrated || undefined}
      >
        <ConflictNotice edit={edit} busy={form.busy} onApply={() => void onSubmit()} />
        {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
        <TextField form={form} name="phone" type="tel" autoComplete="tel" label={t('phone')} />
        <TextField form={form} name="address" autoComplete="street-address" label={t('address')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField form={form} name="postalCode" autoComplete="postal-code" label={t('postalCode')} />
          <TextField form={form} name="city" autoComplete="address-level2" label={t('city')} />
        </div>
        <CustomField
          form={form}
          name="countryCode"
          render={({ value, onChange, ...input }) => (
            <>
              <label htmlFor={input.id} className="text-sm font-medium">
                {t('country')}
              </label>
              <select
                {...input}
                className={INPUT_CLASS}
                value={value ?? ''}
                onChange={(e) => onChange(e.target.value || null)}
              >
                <option value="">{t('none')}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </>
          )}
        />
        <CustomField
          form={form}
          name="timezone"
          hint={t('timezoneHint')}
          render={({ value, onChange, ...input }) => (
            <>
              <label htmlFor={input.id} className="text-sm font-medium">
                {t('timezone')}
              </label>
              <input
                {...input}
                list="profile-zones"
                autoComplete="off"
                className={INPUT_CLASS}
                value={value ?? ''}
                onChange={(e) => onChange(e.target.value.trim() || null)}
              />
              <datalist id="profile-zones">
                {(hydrated ? zones() : []).map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
            </>
          )}
        />
        <SelectField
          form={form}
          name="mapService"
          label={t('mapService')}
          options={MAP_SERVICES.map((s) => ({ value: s, label: t(`maps.${s}`) }))}
        />
        <SubmitButton busy={form.busy}>{form.busy ? t('saving') : t('save')}</SubmitButton>
      </form>
    </div>
  );
}
