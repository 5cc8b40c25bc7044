'use client';
// A list the browser loads (SWR over an API path, the server's first answer as its fallback),
// in its four states: the rows, an empty sentence, the error with Try again, or the loader.
// Every client list view draws its states through it, so they look and read alike.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Loader } from '@/app/_components/loader';
import { LoadError } from './load-error';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import type { ApiClientError } from '@/lib/client/fetcher';

/** The server's first answer, handed to a client view: the rows, or why there are none. */
export type TInitialList<T> = { ok: true; data: T[] } | { ok: false; code: TErrorCode };

type TListSwr<T> = { data?: T[]; error?: ApiClientError; mutate: () => unknown };

/** Why the list shows no rows: the browser's own failure, else the server's, while nothing came. */
export function listFailure<T>(swr: TListSwr<T>, initial?: TInitialList<T>): TErrorCode | null {
  if (swr.error) return swr.error.code;
  return swr.data === undefined && initial && !initial.ok ? initial.code : null;
}

export function LoadedList<T>({
  swr,
  initial,
  failedHeading,
  empty,
  emptyTestId,
  children,
}: {
  swr: TListSwr<T>;
  initial?: TInitialList<T>;
  /** What could not be loaded (rules §8 wording, "Vacancies not found"); the reason follows. */
  failedHeading: string;
  /** What the list says when it has no rows. */
  empty: React.ReactNode;
  emptyTestId?: string;
  children: (rows: T[]) => React.ReactNode;
}) {
  const t = useTranslations();
  const failure = listFailure(swr, initial);
  if (swr.data)
    return swr.data.length === 0 ? (
      <p className="rounded-xl bg-soft p-4 text-muted" data-testid={emptyTestId}>
        {empty}
      </p>
    ) : (
      children(swr.data)
    );
  if (failure)
    return (
      <LoadError
        heading={failedHeading}
        reason={t(errorMessageKey(failure))}
        code={failure}
        onRetry={() => swr.mutate()}
      />
    );
  return <Loader />;
}
