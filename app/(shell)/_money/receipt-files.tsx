'use client';
// A receipt's photos and PDFs: shown and opened, added from the camera or from files with the
// upload's progress (type and size checked before sending, and again by the server), removed
// after a confirmation. Only an open receipt takes changes.
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Card } from '@/app/_components/ui/card';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@/lib/domain/money/document-limits';
import type { TDocumentFile } from '@/lib/domain/money';
import { errorCodeOf } from '@/lib/client/fetcher';
import { receiptDocumentUrl, removeReceiptDocument, uploadReceiptDocument } from '@/lib/client/api/money';
import { toast } from '@/lib/client/toast-store';

type TUpload = {
  key: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
};
let uploadKey = 0;

type Props = {
  number: string;
  files: TDocumentFile[];
  editable: boolean;
  onChanged: () => Promise<unknown>;
};

export function ReceiptFiles({ number, files, editable, onChanged }: Props) {
  const t = useTranslations('ReceiptPage');
  const tErr = useTranslations('Errors');
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const patch = (key: number, change: Partial<TUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function pick(list: FileList | null) {
    const problems: string[] = [];
    for (const file of Array.from(list ?? [])) {
      if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
        problems.push(t('wrongType', { name: file.name }));
        continue;
      }
      if (file.size > DOCUMENT_MAX_BYTES) {
        problems.push(t('tooLarge', { name: file.name }));
        continue;
      }
      const key = ++uploadKey;
      setUploads((u) => [{ key, name: file.name, progress: 0, state: 'uploading' }, ...u]);
      uploadReceiptDocument(number, file, (p) => patch(key, { progress: p }))
        .then(async () => {
          patch(key, { state: 'done', progress: 1 });
          await onChanged();
        })
        .catch((err: unknown) => patch(key, { state: 'failed', message: tErr(errorCodeOf(err)) }));
    }
    setRefused(problems);
    for (const input of [camera.current, picker.current]) if (input) input.value = '';
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

  const pickerClass =
    'flex min-h-12 flex-1 cursor-pointer items-center justify-center rounded-lg px-4 font-medium focus-within:outline focus-within:outline-2';
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
            <label className={`${pickerClass} bg-primary text-on-primary`}>
              {t('camera')}
              <input
                ref={camera}
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                data-testid="receipt-camera"
                onChange={(e) => pick(e.target.files)}
              />
            </label>
            <label className={`${pickerClass} ring-1 ring-line`}>
              {t('chooseFiles')}
              <input
                ref={picker}
                type="file"
                accept={DOCUMENT_TYPES.join(',')}
                multiple
                className="sr-only"
                data-testid="receipt-files-input"
                onChange={(e) => pick(e.target.files)}
              />
            </label>
          </div>
        </div>
      ) : null}
      {refused.length ? (
        <ul role="alert" className="mt-2 rounded-lg bg-soft p-3 text-sm text-danger">
          {refused.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      {uploads.length ? (
        <ul aria-label={t('uploads')} className="mt-3 flex flex-col gap-2">
          {uploads.map((u) => (
            <li
              key={u.key}
              data-testid="receipt-upload"
              data-state={u.state}
              className="rounded-lg bg-app p-3 ring-1 ring-line"
            >
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{u.name}</span>
                <span className={u.state === 'failed' ? 'text-danger' : 'text-muted'}>
                  {u.state === 'uploading' ? t('uploading') : u.state === 'done' ? t('uploaded') : u.message}
                </span>
              </div>
              <progress
                className="mt-2 h-2 w-full"
                max={100}
                value={Math.round(u.progress * 100)}
                aria-label={t('progress', { name: u.name })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
