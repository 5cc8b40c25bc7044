'use client';
// Accept and decline, side by side, on a job card and on the job's own page.
import { useTranslations } from '@/app/_components/i18n/client-intl';

type Props = {
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** Names the job in the buttons' accessible names where a list shows several. */
  project?: string;
};

export function AnswerButtons({ busy, onAccept, onDecline, project }: Props) {
  const t = useTranslations('JobsPage');
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={onAccept}
        aria-label={project === undefined ? undefined : t('acceptLabel', { project })}
        className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60"
      >
        {t('accept')}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={onDecline}
        aria-label={project === undefined ? undefined : t('declineLabel', { project })}
        className="min-h-12 rounded-lg px-4 font-medium text-danger ring-1 ring-line disabled:opacity-60"
      >
        {t('decline')}
      </button>
    </>
  );
}
