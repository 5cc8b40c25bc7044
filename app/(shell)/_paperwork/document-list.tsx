// A list of documents to sign or signed: title, type, whose turn it is, and the status.
import { getTranslations } from 'next-intl/server';
import type { TLoaded } from '@/lib/bff/load';
import type { TDocumentListItem } from '@/lib/domain/paperwork';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { ListLink } from './list-link';

export async function DocumentList({
  result,
  empty,
  testId,
}: {
  result: TLoaded<TDocumentListItem[]>;
  empty: string;
  testId?: string;
}) {
  const t = await getTranslations('Paperwork');
  if (!result.ok) return <LoadFailed code={result.code} />;
  if (!result.data.length) return <p className="text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {result.data.map((d) => (
        <ListLink
          key={d.id}
          href={`/documents/${d.id}`}
          testId={`document-${d.id}`}
          title={d.title}
          status={
            d.status === 'signed' ? t('documentStatus.signed') : d.myTurn ? t('yourTurn') : t('documentStatus.pending')
          }
        >
          {d.type.name}
          {' · '}
          {d.status === 'signed'
            ? t('signedCount', { signed: d.signedSignatories, total: d.signatories })
            : d.waitingFor && !d.myTurn
              ? t('waitingFor', { name: d.waitingFor.name })
              : t('signedCount', { signed: d.signedSignatories, total: d.signatories })}
        </ListLink>
      ))}
    </ul>
  );
}
