import 'server-only';
// Server reads of projects for pages (lib/domain/projects): lists, one project by its number,
// its crews and items, contacts, files, to-dos, and what a planner picks from when editing.
import { cache } from 'react';
import { z } from 'zod';
import { ZActivity } from '@/lib/domain/activities';
import { locationPaths, referencePaths, ZFunction, ZLocation, ZRateCardSummary } from '@/lib/domain/catalog';
import { companyPaths, contactPaths, personPaths, ZCompany, ZContact, ZPersonListItem } from '@/lib/domain/people';
import { ZProjectCrew, ZProjectCrewItem } from '@/lib/domain/planning';
import {
  projectPaths,
  ZProjectContacts,
  ZProjectDetail,
  ZProjectDocument,
  ZProjectListItem,
  ZProjectTypeItem,
  type TProjectListQuery,
} from '@/lib/domain/projects';
import { failed, load, type TLoaded } from '../load';

/** SPEC §9: list calls use limit 1000, page 1. */
export const LIST_LIMIT = 1000;

export const getProjects = (query: TProjectListQuery) =>
  load(projectPaths.list({ limit: LIST_LIMIT, ...query }), z.array(ZProjectListItem));
export const getRunningProjects = (limit: number) =>
  load(projectPaths.list({ period: 'ongoing', limit }), z.array(ZProjectListItem));

export const getProject = cache((id: number) => load(projectPaths.project(id), ZProjectDetail));

/** The project of a route's number: found through the list's number filter, then read whole. */
export const getProjectByNumber = cache(async (number: number): Promise<TLoaded<z.infer<typeof ZProjectDetail>>> => {
  const found = await load(projectPaths.list({ number, limit: 1 }), z.array(ZProjectListItem));
  if (!found.ok) return found;
  const first = found.data[0];
  return first ? getProject(first.id) : failed('NOT_FOUND', 404);
});

export const getProjectCrews = cache((id: number) => load(projectPaths.crews(id), z.array(ZProjectCrew)));
export const getProjectCrewItems = (id: number) => load(projectPaths.crewItems(id), z.array(ZProjectCrewItem));
export const getProjectContacts = (id: number) => load(projectPaths.contacts(id), ZProjectContacts);
export const getProjectDocuments = (id: number) => load(projectPaths.documents(id), z.array(ZProjectDocument));
export const getProjectTodos = (id: number) => load(projectPaths.activities(id), z.array(ZActivity));
export const getProjectTypes = () => load(projectPaths.types(), z.array(ZProjectTypeItem));

/** Everything a planner picks from on the project page (clients, companies, rate cards, places, people). */
export async function getPlannerOptions(project: { client: { id: number }; company: { id: number } }) {
  const [contacts, companies, rateCards, types, locations, functions, persons, onSite] = await Promise.all([
    load(contactPaths.list({ limit: LIST_LIMIT }), z.array(ZContact)),
    load(companyPaths.list(), z.array(ZCompany)),
    load(companyPaths.rateCards(project.company.id), z.array(ZRateCardSummary)),
    getProjectTypes(),
    load(locationPaths.list(), z.array(ZLocation)),
    load(referencePaths.functions(), z.array(ZFunction)),
    load(personPaths.list(LIST_LIMIT), z.array(ZPersonListItem)),
    load(contactPaths.persons(project.client.id), z.array(ZPersonListItem)),
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
