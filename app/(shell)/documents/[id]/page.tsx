// /documents/{id}: one document to sign: the document itself, its signatories and their
// statuses (Ready to sign, On Going, Signed), and the caller's own signing when it is their turn.
// The server checks the turn again on every signing request, whatever this page shows.
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { getDocument } from '@/lib/bff/queries/paperwork';
import { loadById, pageRecord } from '@/lib/bff/load';
import { getRequestSession } from '@/lib/bff/render-context';
import { documentFileUrl, signedDocumentUrl } from '@/lib/client/api/paperwork';
import { isPlannerOrOffice } from '@/lib/domain/auth/rights-registry';
import { DownloadLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { Detail, DetailList } from '@/app/_components/ui/detail-list';
import { LoadError } from '@/app/_components/ui/load-error';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { SignDocument } from './sign-document';
import { WithdrawDocument } from './withdraw-document';

export const generateMetadata = () => titleMetadata('document');

export default async function DocumentPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t, tp, tRoot, format, session] = await Promise.all([
    params,
    getTranslations('DocumentPage'),
    getTranslations('Paperwork'),
    getTranslations(),
    getFormatter(),
    getRequestSession(),
  ]);
  const result = pageRecord(await loadById(id, getDocument));
  if (!result.ok)
    return <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(result.code))} code={result.code} />;
  const doc = result.data;
  const mine = doc.signatories.find((s) => s.isMe && s.status !== 'signed');
  const before = mine ? doc.signatories.find((s) => s.position < mine.position && s.status !== 'signed') : undefined;
  const types = session?.user.loginTypes ?? [];
  const office = isPlannerOrOffice(types);
  const anySigned = doc.signatories.some((s) => s.signatures.some((x) => x.signed));
  return (
    <div className="flex flex-col gap-4" data-testid="document-page">
      <Card id="document">
        <div className="mb-2 flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">{doc.title}</h2>
          <StatusBadge testId="document-status">{tp(`documentStatus.${doc.status}`)}</StatusBadge>
        </div>
        <DetailList>
          <Detail label={t('type')}>{doc.type.name}</Detail>
          {doc.person ? <Detail label={t('about')}>{doc.person.name}</Detail> : null}
          {doc.company ? <Detail label={t('company')}>{doc.company.name}</Detail> : null}
          {doc.contact ? <Detail label={t('contact')}>{doc.contact.name}</Detail> : null}
          <Detail label={t('order')}>{t(`orders.${doc.signingOrder}`)}</Detail>
          {doc.signedAt ? (
            <Detail label={t('signedAt')}>{format.dateTime(new Date(doc.signedAt), 'dayTime')}</Detail>
          ) : null}
        </DetailList>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <DownloadLink href={documentFileUrl(doc.id)} look="secondary" testId="document-file">
            {t('viewDocument')}
          </DownloadLink>
          {doc.signedUrl ? (
            <DownloadLink href={signedDocumentUrl(doc.id)} testId="document-signed">
              {t('downloadSigned')}
            </DownloadLink>
          ) : null}
        </div>
      </Card>
      <Card id="signatories" title={t('signatories')}>
        <ol className="flex flex-col gap-2" data-testid="signatory-list">
          {doc.signatories.map((s) => (
            <li
              key={s.id}
              data-testid={`signatory-${s.position}`}
              className="flex items-start justify-between gap-3 rounded-lg p-3 ring-1 ring-line"
            >
              <span className="flex flex-col">
                <span className="font-medium">
                  {doc.signingOrder === 'oneByOne' ? `${s.position}. ` : ''}
                  {s.person.name}
                  {s.isMe ? ` (${t('you')})` : ''}
                </span>
                <span className="text-sm text-muted">
                  {s.signatures
                    .map((x) =>
                      x.signed && x.signedAt
                        ? t('signatureSigned', {
                            label: x.label,
                            when: format.dateTime(new Date(x.signedAt), 'dayTime'),
                          })
                        : t('signatureOpen', { label: x.label }),
                    )
                    .join(' · ')}
                </span>
              </span>
              <StatusBadge testId={`signatory-${s.position}-status`}>{tp(`signatoryStatus.${s.status}`)}</StatusBadge>
            </li>
          ))}
        </ol>
      </Card>
      {mine && mine.canSign ? (
        <SignDocument documentId={doc.id} signatory={mine} />
      ) : mine ? (
        <p role="status" data-testid="not-your-turn" className="rounded-xl bg-soft p-4">
          {t('waitForTurn', { name: before?.person.name ?? '' })}
        </p>
      ) : null}
      {office && !anySigned ? <WithdrawDocument documentId={doc.id} /> : null}
    </div>
  );
}
