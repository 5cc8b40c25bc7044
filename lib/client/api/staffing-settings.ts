'use client';
// Whether clients may staff their own projects, in the browser (company settings).
import * as endpoint from '@/lib/domain/planning/staffing-endpoints';
import type * as op from '@/lib/domain/planning/operations/staffing-settings';
import type { TStaffingSettings } from '@/lib/domain/planning/staffing-settings';
import { callOperation } from './call-operation';

export const saveStaffingSettings = (input: TStaffingSettings) =>
  callOperation<typeof op.updateStaffingSettings>(endpoint.updateStaffingSettings, undefined, input);
