import { titleMetadata } from '@/lib/i18n/page-title';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { getSignOff } from '@/lib/bff/queries/field-work';
import { CrewFrame } from '@/app/(shell)/_crew/crew-frame';
import { loadCrewPage, workDateOf } from '@/app/(shell)/_crew/crew-context';
import { SignOffPanel } from '@/app/(shell)/_crew/lazy-forms';

export const generateMetadata = () => titleMetadata('signOff');

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ date?: string | string[] }> };

/** Crew chief and planners only: the backend answers 403 to anyone else, shown translated. */
export default async function SignOffPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [page, { date }] = await Promise.all([loadCrewPage(id), workDateOf(query.date)]);
  const proposal = page.crew.ok ? await getSignOff(page.crew.data.id, date) : null;
  return (
    <CrewFrame page={page} current="signOff" date={date}>
      {page.crew.ok && proposal ? (
        proposal.ok ? (
          <SignOffPanel
            crewId={page.crew.data.id}
            date={date}
            initial={proposal.data}
            planner={page.roles?.planner ?? false}
          />
        ) : (
          <LoadFailed code={proposal.code} />
        )
      ) : null}
    </CrewFrame>
  );
}
