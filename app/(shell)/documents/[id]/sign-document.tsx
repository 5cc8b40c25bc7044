'use client';
// The caller's signing of a document, when it is their turn: the signing form (with its
// signature pad) loads on request, so the page's first load stays small.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TDocumentSignatory } from '@/lib/domain/paperwork';
import { Button } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { useHydrated } from '@/app/_components/ui/use-hydrated';

const SignForm = dynamic(() => import('./sign-form').then((m) => m.SignForm), { ssr: false });

export function SignDocument({ documentId, signatory }: { documentId: number; signatory: TDocumentSignatory }) {
  const t = useTranslations('DocumentPage');
  const ready = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <Card id="sign" title={t('signTitle')}>
      <div data-ready={ready} className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('signIntro', { count: signatory.signatures.length })}</p>
        {open ? (
          <SignForm documentId={documentId} signatory={signatory} />
        ) : (
          <Button look="primary" onClick={() => setOpen(true)} data-testid="open-sign">
            {t('startSigning')}
          </Button>
        )}
      </div>
    </Card>
  );
}
