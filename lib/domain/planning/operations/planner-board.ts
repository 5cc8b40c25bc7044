// The crew planner board (rules §2 /planner-crew): persons by days for clients and planners
// (right crews), and the open rows a planner may request a person for from a cell.
import { z } from 'zod';
import { ZBoardQuery, ZOpenRow, ZOpenRowsQuery, ZPlannerBoard } from '..';
import { ANY_SESSION, dataResponse, defineOperation } from '../../operation';
import * as planningEndpoints from '../endpoints';

export const getPlannerBoard = defineOperation({
  ...planningEndpoints.getPlannerBoard,
  access: { sessions: ANY_SESSION, rule: 'clientsOrPlanners', rights: ['crews.READ'] },
  tags: ['planning'],
  summary: 'Crew members by days over [from, to] (at most 42 days) with positions, absences and bank holidays',
  request: { query: ZBoardQuery },
  responses: { 200: dataResponse('Board', ZPlannerBoard) },
});

export const listOpenRows = defineOperation({
  ...planningEndpoints.listOpenRows,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Crew items worked on a date with free rows, those fitting the person first (planners)',
  request: { query: ZOpenRowsQuery },
  responses: { 200: dataResponse('Open rows', z.array(ZOpenRow)) },
});
