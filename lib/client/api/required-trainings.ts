'use client';
// The trainings each function requires, in the browser (company settings).
import * as endpoint from '@/lib/domain/planning/endpoints';
import type * as op from '@/lib/domain/planning/operations/required-trainings';
import { callOperation } from './call-operation';

export const saveRequiredTrainings = (functionId: number, trainingIds: number[]) =>
  callOperation<typeof op.setRequiredTrainings>(endpoint.setRequiredTrainings, { id: functionId }, { trainingIds });
