'use client';
// "Staff this project": one card on the project page for planners. It asks the solver for a
// proposal over the project's open rows (or some of its crews), shows its progress, and lets the
// planner request the people proposed (lib/domain/planning/staffing-proposals.ts). A proposal
// changes nothing until accepted.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Card } from '@/app/_components/ui/card';
import { Button } from '@/app/_components/ui/buttons';
import type { TStaffingScope } from '@/lib/domain/planning/staffing-proposals';
import { StaffingRequestForm } from './staffing-request-form';
import { StaffingProposalView } from './staffing-proposal-view';

export function StaffingCard({
  projectId,
  crews,
  onAccepted,
}: {
  projectId: number;
  crews: ReadonlyArray<{ id: number; name: string }>;
  onAccepted: () => Promise<void>;
}) {
  const t = useTranslations('StaffingProposal');
  const [open, setOpen] = useState(false);
  const [proposalId, setProposalId] = useState<number | null>(null);
  const scopeOf = (crewIds: number[] | undefined): TStaffingScope => ({ kind: 'project', projectId, crewIds });

  return (
    <Card id="staffing" title={t('title')}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('intro')}</p>
        {!open ? (
          <Button look="primary" onClick={() => setOpen(true)} aria-expanded={false} data-testid="staffing-open">
            {t('open')}
          </Button>
        ) : proposalId === null ? (
          <StaffingRequestForm
            crews={crews}
            scopeOf={scopeOf}
            onStarted={setProposalId}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <StaffingProposalView id={proposalId} onAgain={() => setProposalId(null)} onAccepted={onAccepted} />
        )}
      </div>
    </Card>
  );
}
