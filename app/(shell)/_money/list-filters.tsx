'use client';
// The filters above a list of receipts or invoices: status, company and free text. Plain
// controls with labels; the list follows as they change (the text after a short pause).
import { useEffect, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { INPUT_CLASS } from '@/app/_components/form/input-class';
import type { TNamedRef } from '@/lib/domain/response-parts';
import type { TListQuery } from './list-query';

type Props<TStatus extends string> = {
  query: TListQuery<TStatus>;
  onChange: (query: TListQuery<TStatus>) => void;
  statuses: { value: TStatus; label: string }[];
  companies: TNamedRef[];
};

export function ListFilters<TStatus extends string>({ query, onChange, statuses, companies }: Props<TStatus>) {
  const t = useTranslations('MoneyParts');
  const [text, setText] = useState(query.search);
  useEffect(() => {
    if (text === query.search) return;
    const timer = setTimeout(() => onChange({ ...query, search: text }), 300);
    return () => clearTimeout(timer);
  }, [text, query, onChange]);
  const select = (
    id: string,
    label: string,
    value: string,
    options: { value: string; label: string }[],
    key: keyof TListQuery,
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={INPUT_CLASS}
        value={value}
        // The value is one of the options (or '' for all), so it fits the query's field.
        onChange={(e) => onChange({ ...query, [key]: e.target.value } as TListQuery<TStatus>)}
      >
        <option value="">{t('all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="grid gap-2 sm:grid-cols-3" role="search">
      {select('filter-status', t('status'), query.status, statuses, 'status')}
      {companies.length > 1
        ? select(
            'filter-company',
            t('company'),
            query.companyId,
            companies.map((c) => ({ value: String(c.id), label: c.name })),
            'companyId',
          )
        : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-search" className="text-sm font-medium">
          {t('search')}
        </label>
        <input
          id="filter-search"
          type="search"
          className={INPUT_CLASS}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('searchPlaceholder')}
        />
      </div>
    </div>
  );
}
