import { titleMetadata } from '@/lib/i18n/page-title';
import type { TForm, TFormResult } from '@/lib/domain/field-work';
import { CrewFrame, LoadFailed } from '@/app/(shell)/_crew/crew-frame';
import { loadCrewPage, loadFromBackend, workDateOf } from '@/app/(shell)/_crew/crew-page';
import { SecurityCheckForm } from '@/app/(shell)/_crew/security-check/security-check-form';

export const generateMetadata = () => titleMetadata('securityCheck');

type Props = { params: Promise<{ id: string; formId: string; date: string; shift: string }> };

export default async function SecurityCheckPage({ params }: Props) {
  const p = await params;
  const shift = decodeURIComponent(p.shift).trim();
  const [page, { date }] = await Promise.all([loadCrewPage(p.id), workDateOf(p.date)]);
  const formId = Number(p.formId);
  // A date in the path that is not a real date (SPEC §5) or a bad form id is "not found", not today.
  const valid = date === p.date && Number.isInteger(formId) && formId > 0 && shift.length > 0 && shift.length <= 40;
  if (!page.crew.ok || !valid) {
    return (
      <CrewFrame page={page} current="securityCheck" date={date}>
        {valid ? null : <LoadFailed code="NOT_FOUND" />}
      </CrewFrame>
    );
  }
  const crewId = page.crew.data.id;
  const [form, existing] = await Promise.all([
    loadFromBackend<TForm>(`/forms/${formId}`),
    loadFromBackend<TFormResult | null>(
      `/projectCrews/${crewId}/securityChecks?${new URLSearchParams({ formId: String(formId), date, shift })}`,
    ),
  ]);
  const failed = !form.ok ? form : !existing.ok ? existing : null;
  return (
    <CrewFrame page={page} current="securityCheck" date={date}>
      {form.ok && existing.ok ? (
        <SecurityCheckForm crewId={crewId} form={form.data} date={date} shift={shift} initial={existing.data} />
      ) : (
        <LoadFailed code={failed?.code ?? 'UNKNOWN'} />
      )}
    </CrewFrame>
  );
}
