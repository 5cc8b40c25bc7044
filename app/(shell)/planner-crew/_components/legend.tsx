// The board's legend: every rules §4 planner crew marker with its sign and name.
import { useTranslations } from 'next-intl';
import { BOARD_MARKERS } from '@/lib/domain/planning/board-markers';
import { Sign } from '@/app/_components/ui/sign';
import { MARKER_LOOK } from './markers';

export function BoardLegend() {
  const t = useTranslations('PlannerBoard');
  return (
    <details className="text-sm" data-testid="board-legend">
      <summary className="min-h-12 cursor-pointer content-center font-medium">{t('legend')}</summary>
      <ul className="grid grid-cols-2 gap-2 pb-2">
        {BOARD_MARKERS.map((m) => (
          <li key={m} className="flex items-center gap-2">
            <MarkerChip marker={m} />
            {t(`markers.${m}`)}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function MarkerChip({ marker }: { marker: keyof typeof MARKER_LOOK }) {
  const look = MARKER_LOOK[marker];
  return (
    <span
      aria-hidden="true"
      data-marker={marker}
      className={`inline-flex size-4 shrink-0 items-center justify-center rounded text-[0.65rem] leading-none font-semibold ${look.chip}`}
    >
      {'shape' in look.sign ? <Sign name={look.sign.shape} className="size-3" /> : look.sign.letter}
    </span>
  );
}
