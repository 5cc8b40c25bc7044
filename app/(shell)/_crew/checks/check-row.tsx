'use client';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { wallSpan } from '@/lib/i18n/formats';
import type { TQueuedCheck } from '@/lib/client/offline-queue';
import type { TCrewDayMember } from '@/lib/domain/field-work';

type Props = {
  member: TCrewDayMember;
  mode: 'in' | 'out';
  lead: boolean;
  busy: boolean;
  /** This person's actions still waiting on the device. */
  pending: TQueuedCheck[];
  onAct: () => void;
};

export function CheckRow({ member, mode, lead, busy, pending, onAct }: Props) {
  const t = useTranslations('CheckPage');
  const format = useFormatter();
  const time = (iso: string) => format.dateTime(new Date(iso), 'time');
  const check = member.check;
  const kind = mode === 'in' ? 'checkIns' : 'checkOuts';
  const waitingSame = pending.some((p) => p.kind === kind);

  let status: string;
  if (check?.checkOutAt) status = t('statusOut', { in: time(check.checkInAt), out: time(check.checkOutAt) });
  else if (check) status = t('statusIn', { time: time(check.checkInAt) });
  else status = t('statusNone');

  const label = lead
    ? t(mode === 'in' ? 'checkInPerson' : 'checkOutPerson', { name: member.name })
    : t(mode === 'in' ? 'checkInSelf' : 'checkOutSelf');

  return (
    <li
      className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
      data-testid="check-row"
      data-assignment={member.assignmentId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium">{member.name}</p>
          <p className="text-sm text-muted">
            {member.function} · {wallSpan(format, member.startTime, member.endTime)}
          </p>
        </div>
        <p className="text-sm" data-testid="check-status">
          {status}
        </p>
      </div>
      {pending.length ? (
        <ul className="mt-2 flex flex-col gap-1">
          {pending.map((p) => (
            <li
              key={p.clientId}
              data-testid="pending-check"
              className="rounded-lg border border-warning bg-soft px-3 py-2 text-sm"
            >
              {t(p.kind === 'checkIns' ? 'pendingIn' : 'pendingOut', { time: time(p.body.at) })}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        onClick={onAct}
        disabled={busy || waitingSame}
        aria-busy={busy}
        className="mt-3 min-h-12 w-full rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60"
      >
        {busy ? t('locating') : label}
      </button>
    </li>
  );
}
