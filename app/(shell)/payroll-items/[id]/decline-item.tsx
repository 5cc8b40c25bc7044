'use client';
// Declining a payroll item: the form opens on request (and its code loads then), asks what is
// wrong, and after the decline the page shows the item declined with the Accountants' to-do.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { useHydrated } from '@/app/_components/ui/use-hydrated';

const DeclineForm = dynamic(() => import('./decline-form').then((m) => m.DeclineForm), { ssr: false });

export function DeclineItem({ itemId }: { itemId: number }) {
  const t = useTranslations('PayrollItemPage');
  const ready = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <Card id="decline" title={t('declineTitle')}>
      <div data-ready={ready} className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('declineIntro')}</p>
        {open ? (
          <DeclineForm itemId={itemId} onCancel={() => setOpen(false)} />
        ) : (
          <Button look="secondary" onClick={() => setOpen(true)} data-testid="open-decline">
            {t('declineOpen')}
          </Button>
        )}
      </div>
    </Card>
  );
}
