import { titleMetadata } from '@/lib/i18n/page-title';
import { ZSecurityCheckQuery } from '@/lib/domain/field-work';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { getForm, getSecurityCheck } from '@/lib/bff/queries/field-work';
import { CrewFrame } from '@/app/(shell)/_crew/crew-frame';
import { loadCrewPage, workDateOf } from '@/app/(shell)/_crew/crew-context';
import { SecurityCheckForm } from '@/app/(shell)/_crew/lazy-forms';

export const generateMetadata = () => titleMetadata('securityCheck');

type Props = { params: Promise<{ id: string; formId: string; date: string; shift: string }> };

/** A path segment as text; one that is not valid percent-encoding stays as it came. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default async function SecurityCheckPage({ params }: Props) {
  const p = await params;
  // The same rule as the backend's: a real date (rules §5), a form id and a shift name, or "not found".
  const query = ZSecurityCheckQuery.safeParse({ formId: p.formId, date: p.date, shift: decodeSegment(p.shift) });
  const [page, { date }] = await Promise.all([loadCrewPage(p.id), workDateOf(p.date)]);
  if (!page.crew.ok || !query.success) {
    return (
      <CrewFrame page={page} current="securityCheck" date={date}>
        {query.success ? null : <LoadFailed code="NOT_FOUND" />}
      </CrewFrame>
    );
  }
  const crewId = page.crew.data.id;
  const [form, existing] = await Promise.all([getForm(query.data.formId), getSecurityCheck(crewId, query.data)]);
  const failed = !form.ok ? form : !existing.ok ? existing : null;
  return (
    <CrewFrame page={page} current="securityCheck" date={date}>
      {form.ok && existing.ok ? (
        <SecurityCheckForm
          crewId={crewId}
          form={form.data}
          date={query.data.date}
          shift={query.data.shift}
          initial={existing.data}
        />
      ) : (
        <LoadFailed code={failed?.code ?? 'UNKNOWN'} />
      )}
    </CrewFrame>
  );
}
