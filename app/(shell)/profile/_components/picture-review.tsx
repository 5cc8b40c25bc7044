'use client';
// Planners' review of profile pictures (rules §4: uploaded photos await approval): the pictures
// waiting, oldest first, each with approve and reject.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { profilePictureUrl, reviewProfilePicture, usePendingPictures } from '@/lib/client/api/self-service';
import { errorCodeOf } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast-store';
import type { TProfilePicture } from '@/lib/domain/self-service/profile-pictures';

export function PictureReview({ initial }: { initial: TProfilePicture[] }) {
  const t = useTranslations('ProfilePage.review');
  const tErr = useTranslations('Errors');
  const { data: pending = initial, mutate } = usePendingPictures(initial);
  const hydrated = useHydrated();

  async function review(picture: TProfilePicture, action: 'approve' | 'reject') {
    try {
      await reviewProfilePicture(picture.id, action);
      await mutate((list) => (list ?? []).filter((p) => p.id !== picture.id), { revalidate: false });
      toast.success(t(action === 'approve' ? 'approved' : 'rejected', { name: picture.personName }));
    } catch (err) {
      toast.error(tErr(errorCodeOf(err)));
    }
  }

  if (pending.length === 0) return <p className="text-muted">{t('empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="picture-review-list" data-ready={hydrated || undefined}>
      {pending.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-3" data-testid="review-item">
          <img
            src={profilePictureUrl(p.personId, p.id)}
            alt={t('alt', { name: p.personName })}
            className="h-16 w-16 rounded-full object-cover ring-1 ring-line"
          />
          <p className="min-w-32 flex-1 font-medium">{p.personName}</p>
          <div className="flex gap-2">
            <Button look="primary" onClick={() => void review(p, 'approve')}>
              {t('approve')}
            </Button>
            <Button onClick={() => void review(p, 'reject')}>{t('reject')}</Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
