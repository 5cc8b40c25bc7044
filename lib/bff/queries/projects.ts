import 'server-only';
// Server reads of projects for pages (lib/domain/projects): lists, one project by its number,
// its crews and items, contacts, files, to-dos, and what a planner picks from when editing.
import { cache } from 'react';
import { listLocations } from '@/lib/domain/catalog/operations/locations';
import { listFunctions } from '@/lib/domain/catalog/operations/reference';
import { listCompanies, listCompanyRateCards } from '@/lib/domain/people/operations/companies';
import { listContactPersons, listContacts } from '@/lib/domain/people/operations/contacts';
import { listPersons } from '@/lib/domain/people/operations/persons';
import type { TProjectDetail, TProjectListQuery } from '@/lib/domain/projects';
import { listProjectDocuments } from '@/lib/domain/projects/operations/project-documents';
import {
  listCrewItemsOfProject,
  listCrewsOfProject,
  listProjectTodos,
  listProjectTypes,
  projectContacts,
} from '@/lib/domain/projects/operations/project-workspace';
import * as projects from '@/lib/domain/projects/operations/projects';
import { failed, loadOperation, type TLoaded } from '../load';

/** rules §9: list calls use limit 1000, page 1. */
export const LIST_LIMIT = 1000;

export const getProjects = (query: TProjectListQuery) =>
  loadOperation(projects.listProjects, undefined, { limit: LIST_LIMIT, ...query });
export const getRunningProjects = (limit: number) =>
  loadOperation(projects.listProjects, undefined, { period: 'ongoing', limit });

export const getProject = cache((id: number) => loadOperation(projects.getProject, { id }));

/** The project of a route's number: found through the list's number filter, then read whole. */
export const getProjectByNumber = cache(async (number: number): Promise<TLoaded<TProjectDetail>> => {
  const found = await loadOperation(projects.listProjects, undefined, { number, limit: 1 });
  if (!found.ok) return found;
  const first = found.data[0];
  return first ? getProject(first.id) : failed('NOT_FOUND', 404);
});

export const getProjectCrews = cache((id: number) => loadOperation(listCrewsOfProject, { id }));
export const getProjectCrewItems = (id: number) => loadOperation(listCrewItemsOfProject, { id });
export const getProjectContacts = (id: number) => loadOperation(projectContacts, { id });
export const getProjectDocuments = (id: number) => loadOperation(listProjectDocuments, { id });
export const getProjectTodos = (id: number) => loadOperation(listProjectTodos, { id });
export const getProjectTypes = () => loadOperation(listProjectTypes);

/** Everything a planner picks from on the project page (clients, companies, rate cards, places, people). */
export async function getPlannerOptions(project: { client: { id: number }; company: { id: number } }) {
  const [contacts, companies, rateCards, types, locations, functions, persons, onSite] = await Promise.all([
    loadOperation(listContacts, undefined, { limit: LIST_LIMIT }),
    loadOperation(listCompanies),
    loadOperation(listCompanyRateCards, { id: project.company.id }),
    getProjectTypes(),
    loadOperation(listLocations),
    loadOperation(listFunctions),
    loadOperation(listPersons, undefined, { limit: LIST_LIMIT }),
    loadOperation(listContactPersons, { id: project.client.id }),
  ]);
  const list = <T>(r: TLoaded<T[]>) => (r.ok ? r.data : []);
  return {
    clients: list(contacts).map((c) => ({ id: c.id, name: c.name })),
    companies: list(companies)
      .filter((c) => c.parentId === null)
      .map((c) => ({ id: c.id, name: c.name })),
    branches: list(companies)
      .filter((c) => c.parentId !== null)
      .map((c) => ({ id: c.id, name: c.name })),
    rateCards: list(rateCards).map((c) => ({ id: c.id, name: c.name })),
    projectTypes: list(types),
    locations: list(locations).map((l) => ({ id: l.id, name: l.city ? `${l.name}, ${l.city}` : l.name })),
    functions: list(functions).map((f) => ({ id: f.id, name: f.name })),
    crewChiefs: list(persons)
      .filter((p) => p.contactId === null)
      .map((p) => ({ id: p.id, name: p.name })),
    contactsOnSite: list(onSite).map((p) => ({ id: p.id, name: p.name })),
  };
}
export type TPlannerOptions = Awaited<ReturnType<typeof getPlannerOptions>>;
