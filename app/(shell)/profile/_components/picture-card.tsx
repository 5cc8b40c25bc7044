'use client';
// The profile picture (rules §5: ideally a white background, no headwear or face cover). A new
// picture is uploaded with its progress and waits for a planner's approval (rules §4); until then
// the approved one stays.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Card } from '@/app/_components/ui/card';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { FilePicker } from '@/app/_components/upload/file-picker';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { profilePictureUrl, uploadProfilePicture, useProfilePictures } from '@/lib/client/api/self-service';
import { errorCodeOf } from '@/lib/client/fetcher';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@/lib/domain/self-service/picture-limits';
import { fullName } from '@/lib/domain/people/names';
import type { TPerson } from '@/lib/domain/people/persons';
import type { TProfilePicture } from '@/lib/domain/self-service/profile-pictures';

type TUpload = { name: string; progress: number; failed?: string };

export function PictureCard({ person, initial }: { person: TPerson; initial: TProfilePicture[] }) {
  const t = useTranslations('ProfilePage.picture');
  const tErr = useTranslations('Errors');
  const hydrated = useHydrated();
  const { data: pictures = initial, mutate } = useProfilePictures(person.id, initial);
  const [upload, setUpload] = useState<TUpload | null>(null);
  const current = pictures.find((p) => p.current);
  const latest = pictures[0];
  const name = fullName(person);

  function pick(list: FileList | null) {
    const file = list?.[0];
    if (!file) return;
    if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
      setUpload({ name: file.name, progress: 0, failed: t('wrongType') });
      return;
    }
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      setUpload({ name: file.name, progress: 0, failed: t('tooLarge') });
      return;
    }
    setUpload({ name: file.name, progress: 0 });
    uploadProfilePicture(person.id, file, (progress) => setUpload((u) => u && { ...u, progress }))
      .then(async (picture) => {
        setUpload(null);
        await mutate((list) => [picture, ...(list ?? []).filter((p) => p.status !== 'pending')], { revalidate: false });
      })
      .catch((err: unknown) => setUpload((u) => u && { ...u, failed: tErr(errorCodeOf(err)) }));
  }

  return (
    <Card id="picture" title={t('title')}>
      <div className="flex flex-col gap-4" data-ready={hydrated || undefined} data-testid="picture-card">
        <div className="flex items-center gap-4">
          {current ? (
            <img
              src={profilePictureUrl(person.id, current.id)}
              alt={t('alt', { name })}
              className="h-24 w-24 rounded-full object-cover ring-1 ring-line"
              data-testid="current-picture"
            />
          ) : (
            <div
              aria-hidden="true"
              className="grid h-24 w-24 place-items-center rounded-full bg-soft text-2xl font-semibold text-hover"
            >
              {`${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase()}
            </div>
          )}
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{name}</p>
            {latest?.status === 'pending' ? (
              <StatusBadge testId="picture-pending">{t('pending')}</StatusBadge>
            ) : latest?.status === 'rejected' ? (
              <p className="text-sm text-danger" data-testid="picture-rejected">
                {t('rejected')}
              </p>
            ) : null}
          </div>
        </div>
        {latest?.status === 'pending' ? (
          <div className="flex items-center gap-3 rounded-lg bg-soft p-3 text-sm">
            <img
              src={profilePictureUrl(person.id, latest.id)}
              alt={t('pendingAlt')}
              className="h-14 w-14 rounded-full object-cover"
              data-testid="pending-picture"
            />
            <p>{t('pendingNote')}</p>
          </div>
        ) : null}
        <div className="rounded-lg border border-line p-3 text-sm">
          <p className="font-medium">{t('guidanceTitle')}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="picture-guidance">
            <li>{t('guidance.background')}</li>
            <li>{t('guidance.headwear')}</li>
            <li>{t('guidance.face')}</li>
            <li>{t('guidance.framing')}</li>
          </ul>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <FilePicker
            label={t('camera')}
            accept="image/*"
            capture="user"
            primary
            testId="picture-camera"
            onPick={pick}
          />
          <FilePicker
            label={t('files')}
            accept={PROFILE_PICTURE_TYPES.join(',')}
            testId="picture-files"
            onPick={pick}
          />
        </div>
        <p className="text-xs text-muted">{t('limits')}</p>
        {upload ? (
          <div data-testid="picture-upload" data-state={upload.failed ? 'failed' : 'uploading'} className="text-sm">
            <div className="flex justify-between gap-2">
              <span className="truncate">{upload.name}</span>
              <span className={upload.failed ? 'text-danger' : 'text-muted'} role={upload.failed ? 'alert' : undefined}>
                {upload.failed ?? t('uploading')}
              </span>
            </div>
            {upload.failed ? null : (
              <progress
                className="mt-2 h-2 w-full"
                max={100}
                value={Math.round(upload.progress * 100)}
                aria-label={t('progress', { name: upload.name })}
              />
            )}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
