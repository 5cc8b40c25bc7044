'use client';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { photoUrl } from '@/lib/client/api/crew-files';
import type { TCrewPhoto } from '@/lib/domain/field-work';

type Props = {
  photos: TCrewPhoto[];
  planner: boolean;
  onReview: (photo: TCrewPhoto, action: 'approve' | 'reject') => void;
};

const BADGE: Record<TCrewPhoto['status'], string> = {
  pending: 'border-warning',
  approved: 'border-success text-success',
  rejected: 'border-danger text-danger',
};

export function PhotoGrid({ photos, planner, onReview }: Props) {
  const t = useTranslations('PhotosPage');
  const format = useFormatter();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="photo-grid">
      {photos.map((p) => (
        <li
          key={p.id}
          data-testid="photo"
          className="flex flex-col overflow-hidden rounded-xl bg-app shadow-box ring-1 ring-line"
        >
          {/* A plain img: the file comes through our proxy with the session cookie, which next/image would not forward. */}
          <img
            src={photoUrl(p.id)}
            alt={p.fileName}
            loading="lazy"
            className="aspect-square w-full bg-soft object-cover"
          />
          <div className="flex flex-col gap-1 p-2 text-xs">
            <span
              data-testid="photo-status"
              className={`self-start rounded-full border px-2 py-0.5 font-medium ${BADGE[p.status]}`}
            >
              {t(`status.${p.status}`)}
            </span>
            <span className="text-muted">
              {p.uploadedByName} · {format.dateTime(new Date(p.createdAt), 'short')}
            </span>
            {planner && p.status !== 'approved' ? (
              <button
                type="button"
                onClick={() => onReview(p, 'approve')}
                className="min-h-11 rounded-lg bg-primary px-2 font-medium text-on-primary"
              >
                {t('approve')}
              </button>
            ) : null}
            {planner && p.status !== 'rejected' ? (
              <button
                type="button"
                onClick={() => onReview(p, 'reject')}
                className="min-h-11 rounded-lg px-2 font-medium ring-1 ring-line"
              >
                {t('reject')}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
