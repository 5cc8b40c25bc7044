// The cards of a list of shift swaps, each named by its shift's heading.
import type { TShiftSwapListItem } from '@/lib/domain/shift-swaps';

type Props = {
  id: string;
  swaps: TShiftSwapListItem[];
  children: (swap: TShiftSwapListItem) => React.ReactNode;
};

export function SwapCards({ id, swaps, children }: Props) {
  return (
    <ul className="flex flex-col gap-3">
      {swaps.map((s) => (
        <li
          key={s.id}
          data-testid={`${id}-item`}
          data-swap-id={s.id}
          aria-labelledby={`${id}-${s.id}`}
          className="flex flex-col gap-1 rounded-lg bg-soft p-3 ring-1 ring-line"
        >
          {children(s)}
        </li>
      ))}
    </ul>
  );
}
