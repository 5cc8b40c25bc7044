'use client';
// "Staff this project" (the project page) and "Staff this week" (the crew planner): a card for
// planners, and on its project page for a client where the tenant allows it. It asks the solver for a proposal over the open rows of the project (or some of its
// crews) or of a week, shows its progress, and lets the planner request the people proposed
// (lib/domain/planning/staffing-proposals.ts). A proposal changes nothing until accepted.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Loader } from '@/app/_components/loader';
import { Card } from '@/app/_components/ui/card';
import { Button } from '@/app/_components/ui/buttons';
import type { TStaffingTarget } from './staffing-request-form';

// The form (and its schema: zod) and the proposal load at "Staff this project": the card is on
// the project page and the crew planner from their start, closed.
const loading = () => <Loader />;
const StaffingRequestForm = dynamic(() => import('./staffing-request-form').then((m) => m.StaffingRequestForm), {
  ssr: false,
  loading,
});
const StaffingProposalView = dynamic(() => import('./staffing-proposal-view').then((m) => m.StaffingProposalView), {
  ssr: false,
  loading,
});

export function StaffingCard({ target, onAccepted }: { target: TStaffingTarget; onAccepted: () => Promise<unknown> }) {
  const t = useTranslations('StaffingProposal');
  const [open, setOpen] = useState(false);
  const [proposalId, setProposalId] = useState<number | null>(null);
  const week = target.kind === 'week';

  return (
    <Card id="staffing" title={t(week ? 'titleWeek' : 'title')}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t(week ? 'introWeek' : 'intro')}</p>
        {!open ? (
          <Button look="primary" onClick={() => setOpen(true)} aria-expanded={false} data-testid="staffing-open">
            {t(week ? 'openWeek' : 'open')}
          </Button>
        ) : proposalId === null ? (
          <StaffingRequestForm target={target} onStarted={setProposalId} onCancel={() => setOpen(false)} />
        ) : (
          <StaffingProposalView id={proposalId} onAgain={() => setProposalId(null)} onAccepted={onAccepted} />
        )}
      </div>
    </Card>
  );
}
