'use client';
// One member's rating: 1–5 stars and an optional comment; rating again replaces the earlier one.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { CustomField } from '@/app/_components/form/custom-field';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { rateMember } from '@/lib/client/api/field-work';
import { toast } from '@/lib/client/toast-store';
import type { TCrewRating } from '@/lib/domain/field-work';
import type { TRatable } from './rating-members';
import { StarRating } from './star-rating';

// The person is the row's; the stars and the comment are what the user gives.
const loadSchema = once(() =>
  import('@/lib/domain/field-work').then((m) => m.ZRatingInput.pick({ rating: true, comment: true })),
);

type TRatingValues = { rating: number | null; comment: string };

export function RatingForm({
  crewId,
  member,
  saved,
  onSaved,
}: {
  crewId: number;
  member: TRatable;
  saved: TCrewRating | undefined;
  onSaved: () => void;
}) {
  const t = useTranslations('CrewChiefJob');
  const defaultValues: TRatingValues = { rating: saved?.rating ?? null, comment: saved?.comment ?? '' };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues,
    messages: { rating: { required: t('chooseStars', { name: member.name }) } },
  });
  const onSubmit = form.submit(async (values) => {
    await rateMember(crewId, { personId: member.personId, ...values });
    toast.success(t('saved', { name: member.name }));
    onSaved();
  });
  const id = `rating-${member.personId}`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2"
      data-testid="rating-form"
      data-person-id={member.personId}
    >
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <CustomField
        form={form}
        name="rating"
        id={`${id}-stars`}
        render={({ value, onChange, ref, ...aria }) => (
          <StarRating
            label={t('ratingFor', { name: member.name })}
            value={value}
            onChange={onChange}
            disabled={form.busy}
            inputRef={ref}
            {...aria}
          />
        )}
      />
      <TextareaField form={form} name="comment" id={`${id}-comment`} label={t('comment')} rows={2} />
      <SubmitButton busy={form.busy}>{form.busy ? t('saving') : t('save')}</SubmitButton>
      {saved ? <p className="text-xs text-muted">{t('ratedBy', { name: saved.ratedByName })}</p> : null}
    </form>
  );
}
