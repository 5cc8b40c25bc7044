'use client';
// Making a document for signing (planners and office): the form and its pickers load on request.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { useHydrated } from '@/app/_components/ui/use-hydrated';

const NewDocumentForm = dynamic(() => import('./new-document-form').then((m) => m.NewDocumentForm), { ssr: false });

export function NewDocument() {
  const t = useTranslations('DocumentsPage');
  const ready = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <Card id="new-document" title={t('newDocument')}>
      <div data-ready={ready}>
        {open ? (
          <NewDocumentForm onCancel={() => setOpen(false)} />
        ) : (
          <Button look="secondary" onClick={() => setOpen(true)} data-testid="open-new-document">
            {t('newDocumentOpen')}
          </Button>
        )}
      </div>
    </Card>
  );
}
