'use client';
// Crew photos (issue 4 item 6): from the camera or from files, each upload with its progress,
// type and size checked before sending; thumbnails with their approval status; planners
// approve or reject.
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast-store';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@/lib/domain/field-work/photo-limits';
import type { TCrewPhoto } from '@/lib/domain/field-work';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { errorCodeOf } from '@/lib/client/fetcher';
import { reviewPhoto, uploadPhoto, useCrewPhotos } from '@/lib/client/api/field-work';
import { PhotoGrid } from './photo-grid';

type TUpload = {
  key: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
};

let uploadKey = 0;

export function PhotosPanel({ crewId, initial, planner }: { crewId: number; initial: TCrewPhoto[]; planner: boolean }) {
  const mounted = useHydrated();
  const t = useTranslations('PhotosPage');
  const tErr = useTranslations('Errors');
  const { data: photos = initial, mutate } = useCrewPhotos(crewId, initial);
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);

  const patch = (key: number, change: Partial<TUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function pick(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    const problems: string[] = [];
    for (const file of chosen) {
      if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
        problems.push(t('wrongType', { name: file.name }));
        continue;
      }
      if (file.size > PHOTO_MAX_BYTES) {
        problems.push(t('tooLarge', { name: file.name }));
        continue;
      }
      const key = ++uploadKey;
      setUploads((u) => [{ key, name: file.name, progress: 0, state: 'uploading' }, ...u]);
      uploadPhoto(crewId, file, (p) => patch(key, { progress: p }))
        .then(async (photo) => {
          patch(key, { state: 'done', progress: 1 });
          await mutate((current) => [photo, ...(current ?? []).filter((p) => p.id !== photo.id)], {
            revalidate: false,
          });
        })
        .catch((err: unknown) => patch(key, { state: 'failed', message: tErr(errorCodeOf(err)) }));
    }
    setRefused(problems);
    if (camera.current) camera.current.value = '';
    if (files.current) files.current.value = '';
  }

  async function review(photo: TCrewPhoto, action: 'approve' | 'reject') {
    try {
      const next = await reviewPhoto(photo.id, action);
      await mutate((current) => (current ?? []).map((p) => (p.id === next.id ? next : p)), { revalidate: false });
      toast.success(t(action === 'approve' ? 'approvedToast' : 'rejectedToast'));
    } catch (err) {
      toast.error(tErr(errorCodeOf(err)));
    }
  }

  const pickerClass =
    'flex min-h-12 flex-1 cursor-pointer items-center justify-center rounded-lg px-4 font-medium focus-within:outline focus-within:outline-2';
  return (
    <section aria-labelledby="photos-title" data-ready={mounted} className="flex flex-col gap-4">
      <h1 id="photos-title" className="text-lg font-semibold">
        {t('title')}
      </h1>
      <p className="text-sm text-muted">{t('limits')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label className={`${pickerClass} bg-primary text-on-primary`}>
          {t('camera')}
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            data-testid="photo-camera"
            onChange={(e) => pick(e.target.files)}
          />
        </label>
        <label className={`${pickerClass} ring-1 ring-line`}>
          {t('files')}
          <input
            ref={files}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            multiple
            className="sr-only"
            data-testid="photo-files"
            onChange={(e) => pick(e.target.files)}
          />
        </label>
      </div>
      {refused.length ? (
        <ul role="alert" data-testid="photo-refused" className="rounded-lg bg-soft p-3 text-sm text-danger">
          {refused.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      {uploads.length ? (
        <ul aria-label={t('uploads')} className="flex flex-col gap-2">
          {uploads.map((u) => (
            <li
              key={u.key}
              data-testid="photo-upload"
              data-state={u.state}
              className="rounded-lg bg-app p-3 ring-1 ring-line"
            >
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{u.name}</span>
                <span className={u.state === 'failed' ? 'text-danger' : 'text-muted'}>
                  {u.state === 'uploading' ? t('uploading') : u.state === 'done' ? t('status.pending') : u.message}
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
      <h2 className="font-semibold">{t('crewPhotos')}</h2>
      {photos.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <PhotoGrid photos={photos} planner={planner} onReview={review} />
      )}
    </section>
  );
}
