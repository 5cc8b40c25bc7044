'use client';
// The plus crew of a /plus-crews/{number}/… page, for its client parts: the plus crew itself,
// its value types by code, and whether the caller may change its figures. Given once by the
// route's layout, which has loaded and checked them on the server.
import { createContext, useContext } from 'react';
import type { TPlusCrew } from '@/lib/domain/plus-crews';
import type { TValueTypeSet } from '@/lib/domain/plus-crews/value-types';

export type TPlusCrewContext = { crew: TPlusCrew; valueTypes: TValueTypeSet };

const PlusCrewContext = createContext<TPlusCrewContext | null>(null);

export function PlusCrewProvider({ value, children }: { value: TPlusCrewContext; children: React.ReactNode }) {
  return <PlusCrewContext.Provider value={value}>{children}</PlusCrewContext.Provider>;
}

/** The page's plus crew; a part rendered outside a plus-crew page is a programming error (rules §8). */
export function usePlusCrew(): TPlusCrewContext {
  const value = useContext(PlusCrewContext);
  if (!value) throw new Error('usePlusCrew must be used within a PlusCrewProvider');
  return value;
}
