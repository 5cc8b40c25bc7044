// The sign-off form's lines: one per person checked in, with the proposed (or else the
// suggested) hours as text. A person still checked in may be left empty: nothing to propose yet.
import type { TSignOffLine } from '@/lib/domain/field-work';
import { formatMinutes } from './hours';

export type TLineDraft = { assignmentId: number; stillIn: boolean; paid: string; charged: string };
export type TSignOffValues = { lines: TLineDraft[] };

const asText = (minutes: number | null) => (minutes === null ? '' : formatMinutes(minutes));

export function lineDrafts(lines: readonly TSignOffLine[]): TLineDraft[] {
  return lines
    .filter((l) => l.checkInAt)
    .map((l) => ({
      assignmentId: l.assignmentId,
      stillIn: !l.checkOutAt,
      paid: asText(l.paidMinutes ?? l.suggestedMinutes),
      charged: asText(l.chargedMinutes ?? l.suggestedMinutes),
    }));
}

/** Whether a line is sent: everyone checked out, and who is still in once hours are typed. */
export const isProposed = (line: TLineDraft) => !line.stillIn || Boolean(line.paid.trim() || line.charged.trim());

/**
 * The form's field of a path the backend names: `lines.<k>.paidMinutes` is the k-th line sent,
 * which is the form's line of the same person. Null for anything else.
 */
export function linePath(drafts: readonly TLineDraft[], serverPath: string): string | null {
  const match = /^lines\.(\d+)\.(paid|charged)Minutes$/.exec(serverPath);
  const line = match ? drafts.filter(isProposed)[Number(match[1])] : undefined;
  return line ? `lines.${drafts.indexOf(line)}.${match![2]}` : null;
}
