import { getTranslations } from 'next-intl/server';
import type { TLoaded } from '@/lib/bff/load';
import { isPassingError } from '@/lib/domain/errors';
import { RetryButton } from './retry-button';

type Props<T> = {
  id: string;
  title: string;
  result: TLoaded<T[]>;
  /** What the list says when it is empty. */
  empty: string;
  /** What could not be loaded (rules §8 wording); the translated reason follows. */
  failed: string;
  testId?: string;
  children: (items: T[]) => React.ReactNode;
};

/** A titled card over a loaded list, with its three states: the list, an empty sentence or the error. */
export async function DataSection<T>({ id, title, result, empty, failed, testId, children }: Props<T>) {
  const t = await getTranslations('Errors');
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId ?? id}
      className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
    >
      <h2 id={`${id}-title`} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {result.ok ? (
        result.data.length === 0 ? (
          <p className="text-muted">{empty}</p>
        ) : (
          children(result.data)
        )
      ) : (
        <div role="alert" className="rounded-lg bg-soft p-3 text-sm">
          <p className="text-danger">
            {failed} {t(result.code)}
          </p>
          {isPassingError(result.code) ? <RetryButton /> : null}
        </div>
      )}
    </section>
  );
}
