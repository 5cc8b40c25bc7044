'use client';
// The tenant's working-time rules in the browser (company settings): a change is based on the
// version it was read at.
import * as endpoint from '@/lib/domain/planning/endpoints';
import type * as rulesOp from '@/lib/domain/planning/operations/working-time-rules';
import type { TWorkingTimeRules } from '@/lib/domain/planning/working-time';
import { callVersioned } from './call-operation';

export const saveWorkingTimeRules = (input: TWorkingTimeRules, version: number) =>
  callVersioned<typeof rulesOp.updateWorkingTimeRules>(endpoint.updateWorkingTimeRules, undefined, version, input);
