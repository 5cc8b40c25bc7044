'use client';
// A receipt's photos and PDFs: shown and opened, added from the camera or from files with the
// upload's progress (type and size checked before sending, and again by the server), removed
// after a confirmation. Only an open receipt takes changes.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Card } from '@/app/_components/ui/card';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@/lib/domain/money/document-limits';
import type { TDocumentFile } from '@/lib/domain/money';
import { errorCodeOf } from '@/lib/client/fetcher';
import { receiptDocumentUrl, removeReceiptDocument, uploadReceiptDocument } from '@/lib/client/api/money';
import { toast } from '@/lib/client/toast-store';
import { FilePicker } from '@/app/_components/upload/file-picker';
import { UploadList } from '@/app/_components/upload/upload-list';
import { fileProblem, useUploads } from '@/app/_components/upload/use-uploads';

type Props = {
  number: string;
  files: TDocumentFile[];
  editable: boolean;
  onChanged: () => Promise<unknown>;
};

export function ReceiptFiles({ number, files, editable, onChanged }: Props) {
  const t = useTranslations('ReceiptPage');
  const tErr = useTranslations('Errors');
  const { uploads, refused, start } = useUploads();

  function pick(list: FileList | null) {
    start(
      list,
      (file) => {
        const problem = fileProblem(file, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES);
        return problem && t(problem, { name: file.name });
      },
      (file, onProgress) => uploadReceiptDocument(number, file, onProgress).then(onChanged),
      (err) => tErr(errorCodeOf(err)),
    );
  }

  async function remove(file: TDocumentFile) {
    try {
      await removeReceiptDocument(number, file.id);
      await onChanged();
      toast.success(t('fileRemoved', { name: file.fileName }));
    } catch (err) {
      toast.error(tErr(errorCodeOf(err)));
    }
  }

  return (
    <Card id="receipt-files" title={t('files')}>
      {files.length === 0 ? <p className="mb-3 text-muted">{t('noFiles')}</p> : null}
      <ul className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="receipt-file-list">
        {files.map((f) => (
          <li key={f.id} className="flex flex-col gap-2 rounded-lg p-2 ring-1 ring-line" data-testid="receipt-file">
            <a href={receiptDocumentUrl(number, f.id)} target="_blank" rel="noopener" className="flex flex-col gap-1">
              {f.mimeType.startsWith('image/') ? (
                // A plain img: the file comes through our proxy with the session cookie.
                <img
                  src={receiptDocumentUrl(number, f.id)}
                  alt={f.fileName}
                  loading="lazy"
                  className="aspect-square w-full rounded bg-soft object-cover"
                />
              ) : (
                <span className="flex aspect-square w-full items-center justify-center rounded bg-soft text-sm font-semibold">
                  PDF
                </span>
              )}
              <span className="truncate text-sm underline">{f.fileName}</span>
            </a>
            {editable ? (
              <ConfirmButton
                label={t('removeFile')}
                question={t('removeFileQuestion', { name: f.fileName })}
                confirmLabel={t('removeFileYes')}
                onConfirm={() => remove(f)}
                testId={`remove-file-${f.id}`}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {editable ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted">{t('fileLimits')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <FilePicker
              label={t('camera')}
              accept="image/*"
              capture="environment"
              primary
              testId="receipt-camera"
              onPick={pick}
            />
            <FilePicker
              label={t('chooseFiles')}
              accept={DOCUMENT_TYPES.join(',')}
              multiple
              testId="receipt-files-input"
              onPick={pick}
            />
          </div>
        </div>
      ) : null}
      <UploadList
        className="mt-3"
        uploads={uploads}
        refused={refused}
        testId="receipt-upload"
        labels={{
          list: t('uploads'),
          uploading: t('uploading'),
          done: t('uploaded'),
          progress: (name) => t('progress', { name }),
        }}
      />
    </Card>
  );
}
