'use client';
// The crew page's list of this crew's refused actions (a server page cannot pass a filter).
import { RefusedActions } from './refused-actions';

export function CrewRefusedActions({ crewId }: { crewId: number }) {
  return <RefusedActions where={({ item }) => item.crewId === crewId} />;
}
