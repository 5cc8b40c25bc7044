'use client';
// "Staff this project" in the browser: ask for a proposal (the solver runs on the server's job
// queue; the panel reads it until done) and accept the rows a planner ticks.
import * as endpoint from '@/lib/domain/planning/staffing-endpoints';
import type * as op from '@/lib/domain/planning/operations/staffing-proposals';
import type { TStaffingAccept, TStaffingProposalRequest } from '@/lib/domain/planning/staffing-proposals';
import { callOperation } from './call-operation';

export const requestStaffingProposal = (input: TStaffingProposalRequest) =>
  callOperation<typeof op.requestStaffingProposal>(endpoint.requestStaffingProposal, undefined, input);
export const acceptStaffingProposal = (id: number, input: TStaffingAccept) =>
  callOperation<typeof op.acceptStaffingProposal>(endpoint.acceptStaffingProposal, { id }, input);
