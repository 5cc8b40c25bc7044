'use client';
// One crew item on the project page: function, days, times, rows, catering and comment, its
// status and each row with the person on it. Planners take it through the status actions the
// server allows, change it, and staff its rows (or have crew suggested for an open one); the
// client asks for crew on an open row.
import { useState } from 'react';
import { useNow } from 'next-intl';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { crewItemAction } from '@/lib/client/api/planning';
import { toast } from '@/lib/client/toast-store';
import { useRefusal } from '@/app/_components/form/use-refusal';
import type { TProjectCrewItem } from '@/lib/domain/planning';
import type { TCrewItemStatusAction } from '@/lib/domain/planning/paths';
import { calendarDate, dateRange, wallSpan } from '@/lib/i18n/formats';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { DoubleBookingMarker } from '@/app/(shell)/_staffing/double-booking-marker';
import type { TRowTarget } from '@/app/(shell)/_staffing/request-person-dialog';
import { jobStatusKey } from '@/app/(shell)/_jobs/job-format';
import { CrewItemForm } from './lazy-forms';
import { AssignmentActions } from './lazy-parts';
import type { TRefresh } from './refresh';

const STATUS_ACTIONS: readonly TCrewItemStatusAction[] = ['activate', 'notNeeded', 'reactivate'];

export function CrewItemCard({
  item,
  role,
  functions,
  onChanged,
  onRequest,
  onAsk,
}: {
  item: TProjectCrewItem;
  role: 'planner' | 'client';
  functions: { id: number; name: string }[];
  onChanged: TRefresh;
  onRequest: (target: TRowTarget) => void;
  onAsk: (target: TRowTarget) => void;
}) {
  const t = useTranslations('ProjectPage');
  const tJobs = useTranslations('JobsPage');
  const tSuggest = useTranslations('CrewSuggestions');
  const refused = useRefusal();
  const format = useFormatter();
  const [editing, setEditing] = useState(false);
  const [openRow, setOpenRow] = useState<number | null>(null);
  const planner = role === 'planner';
  const staffable = item.status === 'design' || item.status === 'active';
  const now = useNow({ updateInterval: 60_000 });
  const started = now.getTime() >= new Date(item.startsAt).getTime();
  const days =
    item.endDate && item.endDate !== item.startDate
      ? dateRange(format, calendarDate(item.startDate), calendarDate(item.endDate), 'calendarDay')
      : format.dateTime(calendarDate(item.startDate), 'calendarDay');
  const night = item.endTime.slice(0, 5) <= item.startTime.slice(0, 5);
  const hours = wallSpan(format, item.startTime, item.endTime);
  const label = `${item.function.name}, ${days} ${hours}`;
  const filled = item.positions.flatMap((p) => (p.assignment ? [{ rowNo: p.rowNo, assignment: p.assignment }] : []));
  const open = item.rows - filled.length;

  const act = async (action: TCrewItemStatusAction) => {
    try {
      await crewItemAction(item, action);
      toast.success(t(`itemActionDone.${action}`, { name: item.function.name }));
      await onChanged();
    } catch (err) {
      await refused(err, onChanged);
    }
  };

  return (
    <li
      data-testid="project-crew-item"
      data-item-id={item.id}
      data-status={item.status}
      className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-line"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h5 className="font-semibold">{item.function.name}</h5>
          <p className="text-sm">
            {days} · {hours}
            {night ? ` ${t('nextDay')}` : ''}
          </p>
        </div>
        <StatusBadge testId="crew-item-status">{t(`itemStatus.${item.status}`)}</StatusBadge>
      </div>
      {item.catering || item.comment ? (
        <p className="text-sm text-muted">{[item.catering, item.comment].filter(Boolean).join(' · ')}</p>
      ) : null}
      {planner && item.allowedActions.length > 0 ? (
        <div className="flex flex-wrap gap-2" data-testid="crew-item-actions">
          {STATUS_ACTIONS.filter((a) => item.allowedActions.includes(a)).map((action) =>
            action === 'notNeeded' ? (
              <ConfirmButton
                key={action}
                quiet
                label={t('itemAction.notNeeded')}
                question={t('notNeededQuestion')}
                confirmLabel={t('itemAction.notNeeded')}
                onConfirm={() => act(action)}
                testId="item-notNeeded"
              />
            ) : (
              <Button
                key={action}
                look="primary"
                onClick={() => void act(action)}
                className="min-h-10 text-sm"
                data-testid={`item-${action}`}
              >
                {t(`itemAction.${action}`)}
              </Button>
            ),
          )}
          {item.allowedActions.includes('update') ? (
            <Button aria-expanded={editing} onClick={() => setEditing((e) => !e)} className="min-h-10 text-sm">
              {t('edit')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {editing ? (
        <div className="rounded-lg bg-soft p-3">
          <CrewItemForm
            crew={item.crew}
            item={item}
            functions={functions}
            onCancel={() => setEditing(false)}
            onStale={onChanged}
            onSaved={async () => {
              setEditing(false);
              await onChanged();
            }}
          />
        </div>
      ) : null}
      {filled.length > 0 ? (
        <ol className="divide-y divide-line text-sm" aria-label={t('rowsOf', { name: item.function.name })}>
          {filled.map(({ rowNo, assignment }) => (
            <li key={rowNo} className="flex flex-col gap-2 py-2" data-testid="crew-item-row" data-row={rowNo}>
              <div className="flex min-h-10 flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="text-muted">{t('row', { row: rowNo })} </span>
                  <span className="font-medium">{assignment.person.name}</span>
                </span>
                <span className="flex flex-wrap items-center gap-1">
                  {assignment.doubleBooked ? <DoubleBookingMarker /> : null}
                  <StatusBadge testId="row-status">{tJobs(`statuses.${jobStatusKey(assignment.status)}`)}</StatusBadge>
                  {planner ? (
                    <Button
                      aria-expanded={openRow === rowNo}
                      onClick={() => setOpenRow((r) => (r === rowNo ? null : rowNo))}
                      className="min-h-10 text-sm"
                      data-testid="row-change"
                    >
                      {t('change')}
                    </Button>
                  ) : null}
                </span>
              </div>
              {planner && openRow === rowNo ? (
                <AssignmentActions
                  item={item}
                  assignment={assignment}
                  canNoShow={item.allowedActions.includes('noShow') && started}
                  onChanged={async () => {
                    setOpenRow(null);
                    await onChanged();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {open > 0 ? (
        <div className="flex min-h-10 flex-wrap items-center justify-between gap-2 text-sm" data-testid="open-rows">
          <span className="italic text-muted">{t('openRows', { count: open })}</span>
          {staffable ? (
            <span className="flex flex-wrap gap-2">
              {planner ? (
                <Button
                  look="secondary"
                  className="min-h-10 text-sm"
                  onClick={() => onRequest({ itemId: item.id, label, suggest: true })}
                  data-testid="suggest-crew"
                >
                  {tSuggest('open')}
                </Button>
              ) : null}
              <Button
                look="secondary"
                className="min-h-10 text-sm"
                onClick={() => (planner ? onRequest : onAsk)({ itemId: item.id, label })}
                data-testid={planner ? 'request-person' : 'ask-for-crew'}
              >
                {planner ? t('requestPerson') : t('askForCrew')}
              </Button>
            </span>
          ) : null}
        </div>
      ) : null}
      {item.cancelled.length > 0 ? (
        <p className="text-xs text-muted">{t('cancelledCount', { count: item.cancelled.length })}</p>
      ) : null}
    </li>
  );
}
