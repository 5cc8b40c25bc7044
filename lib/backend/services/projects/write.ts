// Creating and changing projects (right projects EDIT, checked by the route). Every
// referenced id must belong to the caller's tenant; numbers are unique per tenant.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { companies, contacts, persons, projects, projectTypes, rateCards } from '../../db/schema';
import type { TAuth } from '../../context';
import { invalidField, notFound } from '../../errors';
import { visibleProjectsWhere } from '../access';
import { setLinkPassword } from '../auth/link-passwords';
import { isUniqueViolation } from '../../db/errors';
import { insertNumbered, numberTaken } from '../numbering';
import { blankToNull } from '../catalog/reference';
import { assertInTenant } from '../tenant-scope';
import type { TProjectInput, TProjectStatus, TProjectUpdate } from '../../../domain/projects';
import { assertProjectTransition } from './status';
import { claimVersion } from '../versions';
import type { TIfMatch } from '../../../domain/versions';

type TRefs = Pick<
  TProjectUpdate,
  'companyId' | 'branchId' | 'clientId' | 'rateCardId' | 'projectManagerId' | 'projectTypeId'
>;

async function assertReferences(db: DbOrTx, tenantId: number, v: TRefs, companyId: number) {
  await assertInTenant(db, tenantId, companies, v.companyId, 'companyId', 'Company');
  await assertInTenant(db, tenantId, companies, v.branchId, 'branchId', 'Branch');
  await assertInTenant(db, tenantId, contacts, v.clientId, 'clientId', 'Contact');
  await assertInTenant(db, tenantId, persons, v.projectManagerId, 'projectManagerId', 'Person');
  await assertInTenant(db, tenantId, projectTypes, v.projectTypeId, 'projectTypeId', 'Project type');
  if (v.rateCardId != null) {
    const [card] = await db
      .select({ companyId: rateCards.companyId })
      .from(rateCards)
      .where(and(eq(rateCards.tenantId, tenantId), eq(rateCards.id, v.rateCardId)));
    if (!card) throw invalidField('rateCardId', `Rate card ${v.rateCardId} does not exist`);
    // A rate card belongs to one company; its prices may not leak into another company's project.
    if (card.companyId !== companyId) throw invalidField('rateCardId', 'This rate card belongs to another company');
  }
}

function columnsOf(v: TProjectUpdate) {
  const out: Partial<typeof projects.$inferInsert> = {};
  if (v.number !== undefined) out.number = v.number;
  if (v.name !== undefined) out.name = v.name;
  if (v.companyId !== undefined) out.companyId = v.companyId;
  if (v.branchId !== undefined) out.branchId = v.branchId;
  if (v.clientId !== undefined) out.clientId = v.clientId;
  if (v.clientMark !== undefined) out.clientMark = blankToNull(v.clientMark);
  if (v.beginDate !== undefined) out.beginDate = v.beginDate;
  if (v.endDate !== undefined) out.endDate = v.endDate;
  if (v.reference !== undefined) out.reference = blankToNull(v.reference);
  if (v.rateCardId !== undefined) out.rateCardId = v.rateCardId;
  if (v.defaultCateringType !== undefined) out.defaultCateringType = blankToNull(v.defaultCateringType);
  if (v.rating !== undefined) out.rating = v.rating;
  if (v.comment !== undefined) out.comment = blankToNull(v.comment);
  if (v.type !== undefined) out.type = v.type;
  if (v.projectManagerId !== undefined) out.projectManagerId = v.projectManagerId;
  if (v.projectTypeId !== undefined) out.projectTypeId = v.projectTypeId;
  return out;
}

export async function createProject(db: Db, auth: TAuth, input: TProjectInput): Promise<number> {
  await assertReferences(db, auth.tenantId, input, input.companyId);
  return insertNumbered(db, {
    table: projects,
    tenantId: auth.tenantId,
    given: input.number,
    after: 0,
    what: 'Project',
    insert: async (tx, number) => {
      const [created] = await tx
        .insert(projects)
        .values({
          ...columnsOf(input),
          tenantId: auth.tenantId,
          number,
          name: input.name,
          companyId: input.companyId,
          clientId: input.clientId,
          beginDate: input.beginDate,
          endDate: input.endDate,
          status: 'requested',
        })
        .returning({ id: projects.id });
      return created!.id;
    },
  });
}

/** The project as it is once locked for the write, when the caller may see it and the write's version is current. */
async function lockEditable(tx: Tx, auth: TAuth, id: number, ifMatch: TIfMatch) {
  await loadEditable(tx, auth, id);
  await claimVersion(tx, auth, projects, id, ifMatch);
  return loadEditable(tx, auth, id);
}

async function loadEditable(db: DbOrTx, auth: TAuth, id: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), visibleProjectsWhere(auth)));
  if (!row) throw notFound('Project');
  return row;
}

export async function updateProject(
  db: Db,
  auth: TAuth,
  id: number,
  input: TProjectUpdate,
  ifMatch: TIfMatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockEditable(tx, auth, id, ifMatch);
    const beginDate = input.beginDate ?? current.beginDate;
    const endDate = input.endDate ?? current.endDate;
    if (endDate < beginDate) throw invalidField('endDate', 'The end date may not be before the begin date');
    const companyId = input.companyId ?? current.companyId;
    // A new company must be checked against the kept rate card too.
    const rateCardId =
      input.rateCardId !== undefined
        ? input.rateCardId
        : input.companyId !== undefined
          ? current.rateCardId
          : undefined;
    await assertReferences(tx, auth.tenantId, { ...input, rateCardId }, companyId);
    const set = columnsOf(input);
    if (Object.keys(set).length === 0) return;
    try {
      await tx
        .update(projects)
        .set(set)
        .where(and(eq(projects.id, id), eq(projects.tenantId, auth.tenantId)));
    } catch (err) {
      if (isUniqueViolation(err) && input.number !== undefined) throw numberTaken('Project', input.number);
      throw err;
    }
  });
}

export async function changeProjectStatus(
  db: Db,
  auth: TAuth,
  id: number,
  to: TProjectStatus,
  ifMatch: TIfMatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockEditable(tx, auth, id, ifMatch);
    assertProjectTransition(current.status, to);
    await tx
      .update(projects)
      .set({ status: to })
      .where(and(eq(projects.id, id), eq(projects.tenantId, auth.tenantId)));
  });
}

export async function setProjectPassword(db: Db, auth: TAuth, id: number, password: string | null): Promise<void> {
  await loadEditable(db, auth, id);
  // A changed or cleared password ends the PID sessions opened with the old one.
  await setLinkPassword(db, auth.tenantId, { projectId: id }, password);
}
