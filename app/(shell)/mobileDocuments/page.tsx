// /mobileDocuments (rules §2, right mobileDocuments READ): the documents the caller has to sign
// (now, or after the signatories before them), those signed, and the forms to fill in. Planners
// and office also make documents for signing from a PDF, and see a company's documents with the
// ZIP of its crew's signed documents.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getRequestSession } from '@/lib/bff/render-context';
import { isPlannerOrOffice } from '@/lib/domain/auth/rights-registry';
import {
  getCompanies,
  getCompanyDocuments,
  getDocumentsToSign,
  getFormsToPerform,
  getPersonDocuments,
} from '@/lib/bff/queries/paperwork';
import { failed } from '@/lib/bff/load';
import { crewDocumentsZipUrl } from '@/lib/client/api/paperwork';
import { exportUrl } from '@/lib/client/api/exports';
import { exportPaths } from '@/lib/domain/exports';
import { ExportLinks } from '@/app/_components/ui/export-links';
import { formSlug } from '@/lib/domain/paperwork';
import { DownloadLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { DataSection } from '@/app/_components/ui/data-section';
import { INPUT_CLASS } from '@/app/_components/form/input-class';
import { DocumentList } from '../_paperwork/document-list';
import { ListLink } from '../_paperwork/list-link';
import { NewDocument } from './new-document';

export const generateMetadata = () => titleMetadata('mobileDocuments');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MobileDocumentsPage({ searchParams }: Props) {
  const [query, t, session] = await Promise.all([searchParams, getTranslations('DocumentsPage'), getRequestSession()]);
  const personId = session?.type === 'user' ? session.user.personId : null;
  const types = session?.user.loginTypes ?? [];
  const office = isPlannerOrOffice(types);
  const none = failed('FORBIDDEN', 403);
  const [toSign, signed, forms, companies] = await Promise.all([
    getDocumentsToSign(),
    personId !== null ? getPersonDocuments(personId, 'signed') : none,
    personId !== null ? getFormsToPerform(personId) : none,
    office ? getCompanies() : none,
  ]);
  const companyList = companies.ok ? companies.data : [];
  const chosen = companyList.find((c) => String(c.id) === query.company) ?? companyList[0];
  const companyDocs = office && chosen ? await getCompanyDocuments(chosen.id) : null;
  return (
    <div className="flex flex-col gap-4" data-testid="documents-page">
      <Card id="to-sign" title={t('toSign')}>
        <DocumentList result={toSign} empty={t('nothingToSign')} testId="documents-to-sign" />
      </Card>
      <Card id="signed" title={t('signed')}>
        <DocumentList result={signed} empty={t('notFound')} testId="documents-signed" />
      </Card>
      <DataSection id="forms" title={t('forms')} result={forms} empty={t('noForms')} failed={t('formsFailed')}>
        {(list) => (
          <ul className="flex flex-col gap-2">
            {list.map((f) => (
              <ListLink
                key={f.id}
                href={`/forms/${f.id}/${formSlug(f.name)}`}
                testId={`form-${f.id}`}
                title={f.name}
                status={t(`formStatuses.${f.status}`)}
              >
                {t('answered', { answered: f.answered, total: f.questions })}
              </ListLink>
            ))}
          </ul>
        )}
      </DataSection>
      {office ? <NewDocument /> : null}
      {office && chosen && companyDocs ? (
        <Card id="company-documents" title={t('companyDocuments')}>
          {companyList.length > 1 ? (
            <form method="get" className="mb-3 flex items-end gap-2">
              <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
                {t('company')}
                <select name="company" defaultValue={chosen.id} className={INPUT_CLASS}>
                  {companyList.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="min-h-12 rounded-lg px-4 font-medium ring-1 ring-line">
                {t('show')}
              </button>
            </form>
          ) : null}
          <DocumentList result={companyDocs} empty={t('notFound')} testId="company-documents-list" />
          <div className="mt-3 flex flex-col gap-3">
            <div className="flex">
              <DownloadLink href={crewDocumentsZipUrl(chosen.id)} look="secondary" testId="export-crew-documents">
                {t('exportZip')}
              </DownloadLink>
            </div>
            <ExportLinks
              what={t('exportList')}
              href={(format) => exportUrl(exportPaths.crewDocuments(chosen.id), format)}
              testId="export-crew-documents-list"
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
