'use client';
// What useUploads holds, shown: the refused files as an alert, then every upload with its name,
// its state and a progress bar.
import type { TUpload } from './use-uploads';

type Props = {
  uploads: TUpload[];
  refused: string[];
  labels: {
    /** The list's accessible name. */
    list: string;
    uploading: string;
    /** What a finished upload says (e.g. "Uploaded", "Awaits approval"). */
    done: string;
    /** What an upload kept on the device for later says (screens that queue uploads offline). */
    queued?: string;
    progress: (name: string) => string;
  };
  /** data-testid of each upload row. */
  testId: string;
  refusedTestId?: string;
  className?: string;
};

export function UploadList({ uploads, refused, labels, testId, refusedTestId, className = '' }: Props) {
  if (!uploads.length && !refused.length) return null;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {refused.length ? (
        <ul role="alert" data-testid={refusedTestId} className="rounded-lg bg-soft p-3 text-sm text-danger">
          {refused.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      {uploads.length ? (
        <ul aria-label={labels.list} className="flex flex-col gap-2">
          {uploads.map((u) => (
            <li
              key={u.key}
              data-testid={testId}
              data-state={u.state}
              className="rounded-lg bg-app p-3 ring-1 ring-line"
            >
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{u.name}</span>
                <span className={u.state === 'failed' ? 'text-danger' : 'text-muted'}>
                  {u.state === 'uploading'
                    ? labels.uploading
                    : u.state === 'done'
                      ? labels.done
                      : u.state === 'queued'
                        ? labels.queued
                        : u.message}
                </span>
              </div>
              <progress
                className="mt-2 h-2 w-full"
                max={100}
                value={Math.round(u.progress * 100)}
                aria-label={labels.progress(u.name)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
