// "Staff this project" / "Staff this week" (lib/domain/planning/staffing-proposals.ts): planners
// ask the solver for a proposal, follow it while it runs, and accept rows of it.
import {
  ZStaffingAccept,
  ZStaffingAcceptResult,
  ZStaffingProposal,
  ZStaffingProposalRequest,
} from '../staffing-proposals';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import * as planningEndpoints from '../staffing-endpoints';

// Planners, and clients where the tenant allows it, for their own projects and proposals.
const access = { sessions: ANY_SESSION, rule: 'staffers' } as const;

export const requestStaffingProposal = defineOperation({
  ...planningEndpoints.requestStaffingProposal,
  access,
  tags: ['planning'],
  summary: 'Ask for a proposal that staffs the open rows of a scope; the solver runs on the job queue',
  request: jsonBody(ZStaffingProposalRequest),
  responses: { 201: dataResponse('Queued', ZStaffingProposal) },
});

export const getStaffingProposal = defineOperation({
  ...planningEndpoints.getStaffingProposal,
  access,
  tags: ['planning'],
  summary: 'A proposal: its phase while it runs, the people proposed with their reasons when done',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Proposal', ZStaffingProposal) },
});

export const acceptStaffingProposal = defineOperation({
  ...planningEndpoints.acceptStaffingProposal,
  access,
  tags: ['planning'],
  summary: 'Request the chosen proposed people, each row checked again; answers what it could not request',
  request: { params: ZIdParam, ...jsonBody(ZStaffingAccept) },
  responses: { 200: dataResponse('Requested and refused rows', ZStaffingAcceptResult) },
});
