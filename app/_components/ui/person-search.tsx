'use client';
// Finding a person by name: the search field, a short pause after typing before it asks, and the
// results in their states (the people, nobody found, the failure, the loader). The caller's own
// list hook does the asking with the search it is handed; the caller draws each person.
import { useEffect, useId, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Loader } from '@/app/_components/loader';
import { errorMessageKey } from '@/lib/client/error-message';
import type { ApiClientError } from '@/lib/client/fetcher';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 250;

export function PersonSearch<T>({
  label,
  onSearch,
  result,
  nobody,
  inputTestId,
  children,
}: {
  label: string;
  /** Takes the search once typing pauses (a state setter: it must not change between renders). */
  onSearch: (search: string) => void;
  result: { data?: T[]; error?: ApiClientError; isLoading: boolean };
  /** What the results say when nobody matches. */
  nobody: string;
  inputTestId?: string;
  children: (people: T[]) => React.ReactNode;
}) {
  const t = useTranslations();
  const id = useId();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);
  const { data, error, isLoading } = result;

  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={typed}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
        data-testid={inputTestId}
        className="min-h-12 rounded-lg border border-line bg-app px-3 text-base focus:border-hover"
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {t(errorMessageKey(error.code))}
        </p>
      ) : data ? (
        data.length === 0 ? (
          <p className="text-muted">{nobody}</p>
        ) : (
          children(data)
        )
      ) : isLoading ? (
        <Loader />
      ) : null}
    </>
  );
}
