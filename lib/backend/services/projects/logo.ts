// A project's logo (right projects EDIT_PROJECT_LOGO, checked by the route): PNG or JPEG, so
// that the report PDF can show it too; a new logo replaces the old one.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectLogos } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { UPLOADS, type TUploadBody } from '../uploads';
import type { PROJECT_LOGO_TYPES } from '../../../domain/projects';
import { clock } from '../../../domain/clock';

export async function setProjectLogo(db: DbOrTx, auth: TAuth, projectId: number, body: TUploadBody): Promise<void> {
  const { bytes, type } = await body.read(UPLOADS.projectLogo);
  const values = { mimeType: type, sizeBytes: bytes.length, data: bytes, uploadedByPersonId: auth.personId };
  await db
    .insert(projectLogos)
    .values({ projectId, tenantId: auth.tenantId, ...values })
    .onConflictDoUpdate({ target: projectLogos.projectId, set: { ...values, updatedAt: clock.now() } });
}

export async function getProjectLogo(db: DbOrTx, auth: TAuth, projectId: number) {
  const [row] = await db
    .select({ data: projectLogos.data, mimeType: projectLogos.mimeType })
    .from(projectLogos)
    .where(and(eq(projectLogos.projectId, projectId), eq(projectLogos.tenantId, auth.tenantId)));
  if (!row) throw notFound('Logo');
  return row as { data: Buffer; mimeType: (typeof PROJECT_LOGO_TYPES)[number] };
}

export async function deleteProjectLogo(db: DbOrTx, auth: TAuth, projectId: number): Promise<void> {
  const deleted = await db
    .delete(projectLogos)
    .where(and(eq(projectLogos.projectId, projectId), eq(projectLogos.tenantId, auth.tenantId)))
    .returning({ id: projectLogos.projectId });
  if (deleted.length === 0) throw notFound('Logo');
}
