import 'server-only';
// Server reads of shift swaps for pages: a job's swap, the shifts colleagues offer the crew
// member, and the swaps under way for planners.
import { getJobSwap as jobSwap, listOfferedShifts, listPendingSwaps } from '@/lib/domain/shift-swaps/operations';
import { loadOperation } from '../load';

export const getJobSwap = (assignmentId: number) => loadOperation(jobSwap, { id: assignmentId });
export const getOfferedShifts = () => loadOperation(listOfferedShifts);
export const getPendingSwaps = () => loadOperation(listPendingSwaps);
