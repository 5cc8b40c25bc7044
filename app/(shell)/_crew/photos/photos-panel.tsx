'use client';
// Crew photos: from the camera or from files, each upload with its progress,
// type and size checked on the device, then scaled down and stripped of its location before it
// is sent (scale-photo.ts); thumbnails with their approval status; planners approve or reject.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { toast } from '@/lib/client/toast-store';
import { PHOTO_SOURCE_MAX_BYTES, PHOTO_TYPES } from '@/lib/domain/field-work/photo-limits';
import type { TCrewPhoto } from '@/lib/domain/field-work';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { ApiClientError, errorCodeOf } from '@/lib/client/fetcher';
import { newAction, type TQueued } from '@/lib/client/offline-queue';
import { queueAction, useOutbox } from '@/lib/client/use-outbox';
import { crewPaths } from '@/lib/domain/field-work/paths';
import { WaitingToSend } from '@/app/_components/outbox/waiting-to-send';
import { RefusedActions } from '@/app/_components/outbox/refused-actions';
import { reviewPhoto, uploadPhoto, useCrewPhotos } from '@/lib/client/api/field-work';
import { FilePicker } from '@/app/_components/upload/file-picker';
import { UploadList } from '@/app/_components/upload/upload-list';
import { fileProblem, useUploads } from '@/app/_components/upload/use-uploads';
import { PhotoGrid } from './photo-grid';

type TProps = {
  crewId: number;
  initial: TCrewPhoto[];
  planner: boolean;
  /** The tenant keeps the camera's GPS position in its photos (tenants.keep_photo_location). */
  keepLocation: boolean;
};

export function PhotosPanel({ crewId, initial, planner, keepLocation }: TProps) {
  const mounted = useHydrated();
  const t = useTranslations('PhotosPage');
  const tErr = useTranslations('Errors');
  const tOutbox = useTranslations('Outbox');
  const { data: photos = initial, mutate } = useCrewPhotos(crewId, initial);
  // Photos taken offline wait on the device; once sent, the list is read again.
  const isThis = (q: TQueued) => q.kind === 'photo' && q.crewId === crewId;
  const { queue } = useOutbox((flushed) => {
    if (flushed.sent.some(isThis)) void mutate();
  });
  const waiting = queue.filter(isThis);
  const { uploads, refused, start } = useUploads();

  function pick(list: FileList | null) {
    start(
      list,
      (file) => {
        const problem = fileProblem(file, PHOTO_TYPES, PHOTO_SOURCE_MAX_BYTES);
        return problem && t(problem, { name: file.name });
      },
      async (file, onProgress) => {
        const { scaledPhoto } = await import('@/app/_components/upload/scale-photo');
        const scaled = await scaledPhoto(file, { keepLocation });
        const item = newAction('photo', crewPaths.photos(crewId), {}, { crewId });
        let photo: TCrewPhoto;
        try {
          if (!navigator.onLine) throw new ApiClientError(0, 'NETWORK_ERROR', 'Offline');
          photo = await uploadPhoto(crewId, scaled, onProgress, { key: item.clientId, at: item.at });
        } catch (err) {
          if (!(err instanceof ApiClientError) || err.status !== 0) throw err;
          // No network: the scaled photo waits on the device and is sent later, with its own time.
          const { keepPhoto } = await import('@/lib/client/offline/photo-store');
          await keepPhoto(item.clientId, { blob: scaled, name: scaled.name });
          queueAction(item);
          return 'queued';
        }
        await mutate((current) => [photo, ...(current ?? []).filter((p) => p.id !== photo.id)], { revalidate: false });
      },
      (err) => tErr(errorCodeOf(err)),
    );
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

  return (
    <section aria-labelledby="photos-title" data-ready={mounted} className="flex flex-col gap-4">
      <h1 id="photos-title" className="text-lg font-semibold">
        {t('title')}
      </h1>
      <p className="text-sm text-muted">{t('limits')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <FilePicker
          label={t('camera')}
          accept="image/*"
          capture="environment"
          primary
          testId="photo-camera"
          onPick={pick}
        />
        <FilePicker label={t('files')} accept={PHOTO_TYPES.join(',')} multiple testId="photo-files" onPick={pick} />
      </div>
      <UploadList
        uploads={uploads}
        refused={refused}
        testId="photo-upload"
        refusedTestId="photo-refused"
        labels={{
          list: t('uploads'),
          uploading: t('uploading'),
          done: t('status.pending'),
          queued: tOutbox('savedOffline'),
          progress: (name) => t('progress', { name }),
        }}
      />
      <RefusedActions where={({ item }) => isThis(item)} />
      <WaitingToSend items={waiting} />
      <h2 className="font-semibold">{t('crewPhotos')}</h2>
      {photos.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <PhotoGrid photos={photos} planner={planner} onReview={review} />
      )}
    </section>
  );
}
