// One project, as the caller may see it (404 otherwise, also for another tenant's id).
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companies, contacts, persons, projectLogos, projects, projectTypes, rateCards } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { isPlanner, visibleProjectsWhere } from '../access';
import type { TProjectDetail } from '../../../domain/projects';
import { readCrewFill } from './crew-fill';
import { PROJECT_TRANSITIONS } from './status';

const branch = alias(companies, 'branch');
const projectManager = alias(persons, 'project_manager');

export async function getProject(db: DbOrTx, auth: TAuth, id: number): Promise<TProjectDetail> {
  const [row] = await db
    .select({
      id: projects.id,
      number: projects.number,
      name: projects.name,
      status: projects.status,
      type: projects.type,
      beginDate: projects.beginDate,
      endDate: projects.endDate,
      reference: projects.reference,
      clientMark: projects.clientMark,
      clientId: contacts.id,
      clientNumber: contacts.number,
      clientName: contacts.name,
      companyId: companies.id,
      companyName: companies.name,
      pmId: projectManager.id,
      pmFirstName: projectManager.firstName,
      pmLastName: projectManager.lastName,
      projectTypeId: projectTypes.id,
      projectTypeName: projectTypes.name,
      branchId: branch.id,
      branchName: branch.name,
      rateCardId: rateCards.id,
      rateCardName: rateCards.name,
      defaultCateringType: projects.defaultCateringType,
      rating: projects.rating,
      comment: projects.comment,
      passwordHash: projects.passwordHash,
      version: projects.version,
      logoId: projectLogos.projectId,
    })
    .from(projects)
    .innerJoin(contacts, eq(contacts.id, projects.clientId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(projectManager, eq(projectManager.id, projects.projectManagerId))
    .leftJoin(branch, eq(branch.id, projects.branchId))
    .leftJoin(rateCards, eq(rateCards.id, projects.rateCardId))
    .leftJoin(projectTypes, eq(projectTypes.id, projects.projectTypeId))
    .leftJoin(projectLogos, eq(projectLogos.projectId, projects.id))
    .where(and(eq(projects.id, id), visibleProjectsWhere(auth)));
  if (!row) throw notFound('Project');
  // The same fields and order as a list item (list.ts builds those in SQL).
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    status: row.status,
    type: row.type,
    beginDate: row.beginDate,
    endDate: row.endDate,
    reference: row.reference,
    clientMark: row.clientMark,
    client: { id: row.clientId, number: row.clientNumber, name: row.clientName },
    company: { id: row.companyId, name: row.companyName },
    projectManager: row.pmId === null ? null : { id: row.pmId, name: `${row.pmFirstName} ${row.pmLastName}` },
    projectType: row.projectTypeId === null ? null : { id: row.projectTypeId, name: row.projectTypeName ?? '' },
    ...(await readCrewFill(db, auth.tenantId, row.id)),
    branch: row.branchId === null ? null : { id: row.branchId, name: row.branchName ?? '' },
    rateCard: row.rateCardId === null ? null : { id: row.rateCardId, name: row.rateCardName ?? '' },
    defaultCateringType: row.defaultCateringType,
    rating: row.rating,
    comment: row.comment,
    hasPassword: row.passwordHash !== null,
    hasLogo: row.logoId !== null,
    version: row.version,
    nextStatuses: isPlanner(auth) ? [...PROJECT_TRANSITIONS[row.status]] : [],
  };
}
