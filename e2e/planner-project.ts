// Test set-up for planner specs: a project of its own on one day far ahead (or from it to
// `lastDay`), a crew on it, and crew items of a demo function on its days, straight through the
// backend (not under test).
import type { backendAs } from './backend-as';

type TPlannerApi = Awaited<ReturnType<typeof backendAs>>;

export async function dayProject(
  planner: TPlannerApi,
  o: { name: string; crewName: string; day: string; lastDay?: string },
) {
  const companies = await planner.call<{ id: number; parentId: number | null }[]>('GET', '/companies');
  const clients = await planner.call<{ id: number }[]>('GET', '/contacts');
  const functions = await planner.call<{ id: number; name: string }[]>('GET', '/functions');
  const project = await planner.call<{ id: number; number: number; name: string }>('POST', '/projects', {
    name: o.name,
    companyId: companies.find((c) => c.parentId === null)!.id,
    clientId: clients[0]!.id,
    beginDate: o.day,
    endDate: o.lastDay ?? o.day,
  });
  const crew = await planner.call<{ id: number }>('POST', '/projectCrews', {
    projectId: project.id,
    name: o.crewName,
    startDate: o.day,
  });
  /** A crew item of `functionName` on the day (or on `day`). */
  const addItem = (functionName: string, startTime: string, endTime: string, rows = 1, day = o.day) =>
    planner.call<{ id: number }>('POST', '/projectCrewItemStatus/create', {
      projectCrewId: crew.id,
      functionId: functions.find((f) => f.name === functionName)!.id,
      startDate: day,
      startTime,
      endTime,
      rows,
    });
  return { project, crew, addItem };
}
