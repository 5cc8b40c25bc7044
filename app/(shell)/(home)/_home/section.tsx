import { getTranslations } from 'next-intl/server';
import type { TErrorCode } from '@/lib/client/error-message';
import type { TResult } from './home-data';

type Props<T> = {
  id: string;
  title: string;
  result: TResult<T[]>;
  empty: string;
  children: (items: T[]) => React.ReactNode;
};

/** A titled card with its three states: the list, an empty sentence or a translated error. */
export async function Section<T>({ id, title, result, empty, children }: Props<T>) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`home-${id}`}
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
        <SectionError code={result.code} />
      )}
    </section>
  );
}

async function SectionError({ code }: { code: TErrorCode }) {
  const t = await getTranslations();
  return (
    <p role="alert" className="rounded-lg bg-soft p-3 text-sm text-danger">
      {t('HomePage.loadFailed')} {t(`Errors.${code}`)}
    </p>
  );
}
