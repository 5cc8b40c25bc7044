'use client';
// A project's files: documents and attachments, newest first, each with its kind, size, who
// sent it and its approval (rules §4: uploaded files await approval). Planners upload several at
// once with their progress (type and size checked first, and again by the server), download,
// approve or reject, and delete after a question.
import { useId, useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { toast } from '@/lib/client/toast-store';
import { errorCodeOf } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { deleteProjectDocument, reviewProjectDocument, useProjectDocuments } from '@/lib/client/api/projects';
import { uploadProjectDocument } from '@/lib/client/api/project-uploads';
import { projectDocumentUrl } from '@/lib/client/api/project-files';
import {
  PROJECT_DOCUMENT_EXTENSIONS,
  PROJECT_DOCUMENT_KINDS,
  PROJECT_DOCUMENT_MAX_BYTES,
  PROJECT_DOCUMENT_TYPES,
  type TProjectDocumentKind,
} from '@/lib/domain/projects/document-limits';
import type { TProjectDocument } from '@/lib/domain/projects';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { FilePicker } from '@/app/_components/upload/file-picker';
import { UploadList } from '@/app/_components/upload/upload-list';
import { useUploads } from '@/app/_components/upload/use-uploads';

const ACCEPT = [...PROJECT_DOCUMENT_TYPES, ...Object.values(PROJECT_DOCUMENT_EXTENSIONS).map((e) => `.${e}`)].join(',');

export function DocumentsPanel({
  projectId,
  initial,
  planner,
}: {
  projectId: number;
  initial: TProjectDocument[];
  planner: boolean;
}) {
  const t = useTranslations('ProjectDocuments');
  const tRoot = useTranslations();
  const format = useFormatter();
  const hydrated = useHydrated();
  const kindId = useId();
  const { data: documents = initial, mutate } = useProjectDocuments(projectId, initial);
  const [kind, setKind] = useState<TProjectDocumentKind>('attachment');
  const { uploads, refused, start } = useUploads();

  function pick(list: FileList | null) {
    start(
      list,
      (file) => {
        const knownType = (PROJECT_DOCUMENT_TYPES as readonly string[]).includes(file.type);
        const knownName = Object.values(PROJECT_DOCUMENT_EXTENSIONS).some((e) =>
          file.name.toLowerCase().endsWith(`.${e}`),
        );
        // Phones do not always say what a file is; then its name decides, and the server looks inside.
        if (!knownType && !(file.type === '' && knownName)) return t('wrongType', { name: file.name });
        return file.size > PROJECT_DOCUMENT_MAX_BYTES ? t('tooLarge', { name: file.name }) : null;
      },
      (file, onProgress) =>
        uploadProjectDocument(projectId, file, kind, onProgress).then((doc) =>
          mutate((current) => [doc, ...(current ?? []).filter((d) => d.id !== doc.id)], { revalidate: false }),
        ),
      (err) => tRoot(errorMessageKey(errorCodeOf(err))),
    );
  }

  async function review(doc: TProjectDocument, action: 'approve' | 'reject') {
    try {
      const next = await reviewProjectDocument(doc.id, action);
      await mutate((current) => (current ?? []).map((d) => (d.id === next.id ? next : d)), { revalidate: false });
      toast.success(t(action === 'approve' ? 'approved' : 'rejected', { name: doc.fileName }));
    } catch (err) {
      toast.error(tRoot(errorMessageKey(errorCodeOf(err))));
    }
  }

  async function remove(doc: TProjectDocument) {
    try {
      await deleteProjectDocument(doc.id);
      await mutate((current) => (current ?? []).filter((d) => d.id !== doc.id), { revalidate: false });
      toast.success(t('deleted', { name: doc.fileName }));
    } catch (err) {
      toast.error(tRoot(errorMessageKey(errorCodeOf(err))));
    }
  }

  return (
    <section aria-labelledby="documents-title" className="flex flex-col gap-4" data-ready={hydrated || undefined}>
      <h2 id="documents-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {planner ? (
        <div className="flex flex-col gap-3 rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
          <p className="text-sm text-muted">{t('limits')}</p>
          <div className="flex flex-col gap-1">
            <label htmlFor={kindId} className="text-sm font-medium">
              {t('kindLabel')}
            </label>
            <select
              id={kindId}
              value={kind}
              onChange={(e) => setKind(e.target.value as TProjectDocumentKind)}
              className="min-h-12 rounded-lg border border-line bg-app px-3 text-base"
              data-testid="document-kind"
            >
              {PROJECT_DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <FilePicker label={t('choose')} accept={ACCEPT} multiple primary testId="document-files" onPick={pick} />
          <UploadList
            uploads={uploads}
            refused={refused}
            testId="document-upload"
            refusedTestId="document-refused"
            labels={{
              list: t('uploads'),
              uploading: t('uploading'),
              done: t('awaitsApproval'),
              progress: (name) => t('progress', { name }),
            }}
          />
        </div>
      ) : null}
      {documents.length === 0 ? (
        <p className="text-muted" data-testid="documents-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="document-list">
          {documents.map((d) => (
            <li
              key={d.id}
              className="flex flex-col gap-2 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
              data-testid="document"
            >
              <div className="flex items-start justify-between gap-2">
                <a href={projectDocumentUrl(d.id)} download className="font-medium break-all text-primary underline">
                  {d.fileName}
                </a>
                <StatusBadge testId="document-status">{t(`statuses.${d.status}`)}</StatusBadge>
              </div>
              <p className="text-sm text-muted">
                {t('meta', {
                  kind: t(`kinds.${d.kind}`),
                  size: format.number(Math.max(1, Math.round(d.sizeBytes / 1024))),
                  date: format.dateTime(new Date(d.createdAt), 'short'),
                  who: d.uploadedBy ?? '—',
                })}
              </p>
              {planner ? (
                <div className="flex flex-wrap gap-2">
                  {d.status !== 'approved' ? (
                    <Button
                      look="secondary"
                      onClick={() => void review(d, 'approve')}
                      className="min-h-10 text-sm"
                      data-testid="approve-document"
                    >
                      {t('approve')}
                    </Button>
                  ) : null}
                  {d.status !== 'rejected' ? (
                    <Button onClick={() => void review(d, 'reject')} className="min-h-10 text-sm">
                      {t('reject')}
                    </Button>
                  ) : null}
                  <ConfirmButton
                    quiet
                    label={t('delete')}
                    question={t('deleteQuestion', { name: d.fileName })}
                    confirmLabel={t('delete')}
                    onConfirm={() => remove(d)}
                    testId="delete-document"
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
