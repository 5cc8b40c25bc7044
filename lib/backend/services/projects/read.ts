// One project, as the caller may see it (404 otherwise, also for another tenant's id).
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companies, contacts, projectLogos, projects, projectTypes, rateCards } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { isPlanner, visibleProjectsWhere } from '../access';
import type { TProjectDetail } from '../../../domain/projects';
import { projectManager, projectSummaryColumns, toProjectListItem } from './list';
import { PROJECT_TRANSITIONS } from './status';

const branch = alias(companies, 'branch');

export async function getProject(db: DbOrTx, auth: TAuth, id: number): Promise<TProjectDetail> {
  const [row] = await db
    .select({
      ...projectSummaryColumns,
      branchId: branch.id,
      branchName: branch.name,
      rateCardId: rateCards.id,
      rateCardName: rateCards.name,
      defaultCateringType: projects.defaultCateringType,
      rating: projects.rating,
      comment: projects.comment,
      passwordHash: projects.passwordHash,
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
  return {
    ...toProjectListItem(row),
    branch: row.branchId === null ? null : { id: row.branchId, name: row.branchName ?? '' },
    rateCard: row.rateCardId === null ? null : { id: row.rateCardId, name: row.rateCardName ?? '' },
    defaultCateringType: row.defaultCateringType,
    rating: row.rating,
    comment: row.comment,
    hasPassword: row.passwordHash !== null,
    hasLogo: row.logoId !== null,
    nextStatuses: isPlanner(auth) ? [...PROJECT_TRANSITIONS[row.status]] : [],
  };
}
