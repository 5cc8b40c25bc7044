'use client';
// The delivery note and the crew chief sheet share one page: one tab each, same flow.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TCrewDocument, TCrewDocumentKind } from '@/lib/domain/field-work';
import { DocumentPanel } from '../lazy-forms';

type Props = {
  crewId: number;
  date: string;
  lead: boolean;
  documents: Partial<Record<TCrewDocumentKind, TCrewDocument>>;
  failed: React.ReactNode;
};

const KINDS: TCrewDocumentKind[] = ['deliveryNote', 'crewChiefSheet'];

export function DocumentTabs({ crewId, date, lead, documents, failed }: Props) {
  const t = useTranslations('DeliveryNotePage');
  const kinds = KINDS.filter((k) => documents[k]);
  const [current, setCurrent] = useState<TCrewDocumentKind>(kinds[0] ?? 'deliveryNote');
  const doc = documents[current];
  return (
    <div className="flex flex-col gap-3">
      {kinds.length > 1 ? (
        <div role="tablist" aria-label={t('tabsLabel')} className="flex gap-2">
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`tab-${k}`}
              aria-selected={k === current}
              aria-controls={`panel-${k}`}
              onClick={() => setCurrent(k)}
              className={`min-h-11 flex-1 rounded-lg px-3 text-sm font-medium ring-1 ring-line ${k === current ? 'bg-primary text-on-primary' : 'bg-app'}`}
            >
              {t(k === 'deliveryNote' ? 'deliveryNote' : 'crewChiefSheet')}
            </button>
          ))}
        </div>
      ) : null}
      <div
        role={kinds.length > 1 ? 'tabpanel' : undefined}
        id={`panel-${current}`}
        aria-labelledby={kinds.length > 1 ? `tab-${current}` : undefined}
      >
        {doc ? (
          <DocumentPanel key={current} crewId={crewId} date={date} kind={current} initial={doc} lead={lead} />
        ) : (
          failed
        )}
      </div>
    </div>
  );
}
