import 'server-only';
// Server reads of shift swaps for pages: a job's swap, the shifts colleagues offer the crew
// member, and the swaps under way for planners.
import { z } from 'zod';
import { shiftSwapPaths, ZJobSwap, ZShiftSwapListItem } from '@/lib/domain/shift-swaps';
import { load } from '../load';

export const getJobSwap = (assignmentId: number) => load(shiftSwapPaths.ofJob(assignmentId), ZJobSwap);
export const getOfferedShifts = () => load(shiftSwapPaths.offered(), z.array(ZShiftSwapListItem));
export const getPendingSwaps = () => load(shiftSwapPaths.pending(), z.array(ZShiftSwapListItem));
