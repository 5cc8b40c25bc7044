'use client';
// A titled list of shift swaps with its states: the cards, an empty sentence, the error with a
// retry, or the loader. The server's first paint is the fallback of the SWR hook.
import { useTranslations } from 'next-intl';
import type { SWRResponse } from 'swr';
import { Loader } from '@/app/_components/loader';
import { Button } from '@/app/_components/ui/buttons';
import { LoadError } from '@/app/_components/ui/load-error';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import type { ApiClientError } from '@/lib/client/fetcher';
import type { TShiftSwapListItem } from '@/lib/domain/shift-swaps';

export type TSwapsInitial = { ok: true; data: TShiftSwapListItem[] } | { ok: false; code: TErrorCode };

type Props = {
  id: string;
  title: string;
  intro?: string;
  empty: string;
  notFound: string;
  initial: TSwapsInitial;
  swr: SWRResponse<TShiftSwapListItem[], ApiClientError>;
  children: (swap: TShiftSwapListItem) => React.ReactNode;
};

export function SwapList({ id, title, intro, empty, notFound, initial, swr, children }: Props) {
  const t = useTranslations('ShiftSwaps');
  const tRoot = useTranslations();
  const hydrated = useHydrated();
  const failure: TErrorCode | null = swr.error
    ? swr.error.code
    : swr.data === undefined && !initial.ok
      ? initial.code
      : null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      data-ready={hydrated || undefined}
      className="flex flex-col gap-3"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      {swr.data ? (
        swr.data.length === 0 ? (
          <p className="rounded-xl bg-soft p-4 text-muted" data-testid={`${id}-empty`}>
            {empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {swr.data.map((s) => (
              <li
                key={s.id}
                data-testid={`${id}-item`}
                data-swap-id={s.id}
                aria-labelledby={`${id}-${s.id}`}
                className="flex flex-col gap-1 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
              >
                {children(s)}
              </li>
            ))}
          </ul>
        )
      ) : failure ? (
        <LoadError heading={notFound} reason={tRoot(errorMessageKey(failure))}>
          <Button onClick={() => void swr.mutate()} className="mt-3">
            {t('retry')}
          </Button>
        </LoadError>
      ) : (
        <Loader />
      )}
    </section>
  );
}
