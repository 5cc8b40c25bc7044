// useFormatter for client components: next-intl's, reading back what the server formatted for
// this page first (client-intl.ts says why). A module of its own, so that the shell, which
// formats no dates, does not carry next-intl's formatter.
import { useFormatter as useIntlFormatter } from 'next-intl';
import { useMemo } from 'react';
import { useReadBack } from './client-intl';

type TFormatter = ReturnType<typeof useIntlFormatter>;
const METHODS = ['dateTime', 'dateTimeRange', 'number', 'relativeTime', 'list'] as const;

/** next-intl's useFormatter, reading back what the server formatted for this page first. */
export function useFormatter(): TFormatter {
  const formatter = useIntlFormatter();
  const readBack = useReadBack();
  return useMemo(() => {
    const wrapped = Object.fromEntries(
      METHODS.map((method) => [
        method,
        (...args: unknown[]) =>
          readBack(method, args, () => (formatter[method] as (...a: unknown[]) => string).apply(formatter, args)),
      ]),
    );
    return { ...formatter, ...wrapped } as TFormatter;
  }, [formatter, readBack]);
}
