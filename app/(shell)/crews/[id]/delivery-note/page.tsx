import { titleMetadata } from '@/lib/i18n/page-title';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { getCrewDocument } from '@/lib/bff/queries/field-work';
import { CrewFrame } from '@/app/(shell)/_crew/crew-frame';
import { isLead, loadCrewPage, workDateOf } from '@/app/(shell)/_crew/crew-context';
import { DocumentTabs } from '@/app/(shell)/_crew/documents/document-tabs';

export const generateMetadata = () => titleMetadata('deliveryNote');

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ date?: string | string[] }> };

export default async function DeliveryNotePage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [page, { date }] = await Promise.all([loadCrewPage(id), workDateOf(query.date)]);
  if (!page.crew.ok) return <CrewFrame page={page} current="deliveryNote" date={date} />;
  const crewId = page.crew.data.id;
  const [note, sheet] = await Promise.all([
    getCrewDocument(crewId, 'deliveryNote', date),
    getCrewDocument(crewId, 'crewChiefSheet', date),
  ]);
  // The crew chief sheet is not the client's (403): the client gets the delivery note alone.
  const failure = !note.ok ? note : !sheet.ok && sheet.code !== 'FORBIDDEN' ? sheet : null;
  return (
    <CrewFrame page={page} current="deliveryNote" date={date}>
      {note.ok || sheet.ok ? (
        <DocumentTabs
          crewId={crewId}
          date={date}
          lead={page.roles ? isLead(page.roles) : false}
          documents={{
            ...(note.ok ? { deliveryNote: note.data } : {}),
            ...(sheet.ok ? { crewChiefSheet: sheet.data } : {}),
          }}
          failed={failure ? <LoadFailed code={failure.code} /> : null}
        />
      ) : (
        <LoadFailed code={failure?.code ?? 'UNKNOWN'} />
      )}
    </CrewFrame>
  );
}
