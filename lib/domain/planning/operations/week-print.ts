// The printable planning: a person's schedule (own, or a planner's view of anyone's)
// and a crew's line-up (its crew chief and planners) for the week around `?week=`, as PDFs.
import { ANY_SESSION, defineOperation, ZIdParam } from '../../operation';
import { fileResponse } from '../../operation-content';
import * as planningEndpoints from '../endpoints';
import { ZWeekQuery } from '../week';

export const personWeekPdf = defineOperation({
  ...planningEndpoints.personWeekPdf,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['planning'],
  summary:
    "A person's jobs in the week (Monday to Sunday) around `week` (this week without it), as PDF (own; planners anyone's)",
  request: { params: ZIdParam, query: ZWeekQuery },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const crewWeekPdf = defineOperation({
  ...planningEndpoints.crewWeekPdf,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary:
    "The crew's people in the week (Monday to Sunday) around `week` (this week without it), as PDF (crew chief, planners)",
  request: { params: ZIdParam, query: ZWeekQuery },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});
