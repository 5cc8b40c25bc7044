'use client';
// A proposal as it runs and when done: the progress until the solver answers, then each row in
// scope with the people proposed (ticked, with why each was chosen) and the rows left empty (with
// what keeps people off them). The planner requests the ticked people; what could not be requested
// any more is listed with why.
import { useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useApi } from '@/lib/client/api/use-api';
import { acceptStaffingProposal } from '@/lib/client/api/staffing-proposals';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { pathOf } from '@/lib/domain/endpoint';
import * as endpoint from '@/lib/domain/planning/staffing-endpoints';
import type { TStaffingAcceptResult, TStaffingProposal } from '@/lib/domain/planning/staffing-proposals';
import { Button } from '@/app/_components/ui/buttons';
import { FormMessage } from '@/app/_components/form/form-message';
import { useRefusal } from '@/app/_components/form/use-refusal';
import { StaffingProgress } from './staffing-progress';
import { ProposalRows, tickKey } from './proposal-rows';
import { useStaffingReasons } from './staffing-reasons';

const finished = (p: TStaffingProposal | undefined) => p?.status === 'done' || p?.status === 'failed';

export function StaffingProposalView({
  id,
  onAgain,
  onAccepted,
}: {
  id: number;
  onAgain: () => void;
  onAccepted: () => Promise<unknown>;
}) {
  const t = useTranslations('StaffingProposal');
  const tRoot = useTranslations();
  const { data, error } = useApi<TStaffingProposal>(pathOf(endpoint.getStaffingProposal, { id }), {
    refreshInterval: (latest) => (finished(latest) ? 0 : 1000),
  });
  if (!data)
    return error ? (
      <FormMessage kind="error">{tRoot(errorMessageKey(error.code))}</FormMessage>
    ) : (
      <StaffingProgress phase={null} timeLimitSeconds={0} />
    );
  if (data.status === 'failed')
    return (
      <div className="flex flex-col gap-3">
        <FormMessage kind="error" testId="staffing-failed">
          {t('failed')}
        </FormMessage>
        <Button onClick={onAgain}>{t('again')}</Button>
      </div>
    );
  if (data.status !== 'done' || !data.result)
    return <StaffingProgress phase={data.phase} timeLimitSeconds={data.timeLimitSeconds} />;
  return <ProposalResult proposal={data} result={data.result} onAgain={onAgain} onAccepted={onAccepted} />;
}

function ProposalResult({
  proposal,
  result,
  onAgain,
  onAccepted,
}: {
  proposal: TStaffingProposal;
  result: NonNullable<TStaffingProposal['result']>;
  onAgain: () => void;
  onAccepted: () => Promise<unknown>;
}) {
  const t = useTranslations('StaffingProposal');
  const format = useFormatter();
  const refused = useRefusal();
  const reasons = useStaffingReasons(result.rules);
  const all = result.rows.flatMap((r) => r.proposed.map((p) => tickKey(r.crewItemId, p.person.id)));
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(all));
  const [done, setDone] = useState<Set<string>>(() => new Set());
  const [answer, setAnswer] = useState<TStaffingAcceptResult | null>(null);
  const [busy, setBusy] = useState(false);
  const open = [...ticked].filter((k) => !done.has(k));
  const names = new Map(result.rows.flatMap((r) => r.proposed.map((p) => [p.person.id, p.person.name])));

  const accept = async () => {
    setBusy(true);
    try {
      const rows = open.map((k) => {
        const [crewItemId, personId] = k.split('_').map(Number);
        return { crewItemId: crewItemId!, personId: personId! };
      });
      const res = await acceptStaffingProposal(proposal.id, { rows });
      setAnswer(res);
      setDone((now) => new Set([...now, ...res.requested.map((r) => tickKey(r.crewItemId, r.personId))]));
      if (res.requested.length > 0) toast.success(t('accepted', { count: res.requested.length }));
      await onAccepted();
    } catch (err) {
      await refused(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="staffing-result">
      <p className="font-medium" data-testid="staffing-summary">
        {t('summary', { filled: result.filled, open: result.open })}
      </p>
      <p className="text-sm text-muted">{t(result.solveStatus === 'optimal' ? 'optimal' : 'timeLimit')}</p>
      {result.rows.length === 0 ? (
        <FormMessage kind="info">{t('nothingOpen')}</FormMessage>
      ) : (
        <ProposalRows
          rows={result.rows}
          reasons={reasons}
          ticked={ticked}
          done={done}
          onTick={(key, on) =>
            setTicked((now) => {
              const next = new Set(now);
              if (on) next.add(key);
              else next.delete(key);
              return next;
            })
          }
        />
      )}
      {answer && answer.refused.length > 0 ? (
        <div role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger" data-testid="staffing-refused">
          <p className="font-medium">{t('refusedHeading')}</p>
          <ul className="list-disc pl-5">
            {answer.refused.map((r) => (
              <li key={tickKey(r.crewItemId, r.personId)}>
                {t(`refused.${r.reason}`, {
                  name: names.get(r.personId) ?? '',
                  why: format.list(r.reasons.map((x) => t(`reason.${x.reason}`))),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={onAgain}>{t('again')}</Button>
        <Button
          look="primary"
          busy={busy}
          disabled={open.length === 0}
          onClick={() => void accept()}
          data-testid="staffing-accept"
        >
          {t('accept', { count: open.length })}
        </Button>
      </div>
    </div>
  );
}
