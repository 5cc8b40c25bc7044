import { useTranslations } from 'next-intl';

/** The animated loader (rules §2); it takes the theme's primary colour, so it is red in the Red theme. */
export function Loader({
  className = 'h-14 w-14',
  frameClassName = 'py-10',
}: {
  className?: string;
  /** The space around it: a page's own loader stands apart, the navigation's is compact. */
  frameClassName?: string;
}) {
  const t = useTranslations('Loader');
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center gap-3 text-primary ${frameClassName}`}>
      <svg viewBox="0 0 48 48" className={className} aria-hidden="true" data-testid="loader">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeOpacity="0.18" strokeWidth="5" />
        <path
          className="loader-ring"
          d="M24 4a20 20 0 0 1 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle className="loader-dot" cx="24" cy="24" r="5" fill="currentColor" />
      </svg>
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
