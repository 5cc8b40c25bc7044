// The tenant's logo, in the head of every PDF page beside its name: PNG or JPEG, checked by the
// same rule as a project's logo (at most 2 MB, recognised by its bytes). An operator sets it with
// `tenant:create --logo <file>`; the demo tenants get one in the seed.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenantLogos } from '../../db/schema';
import { checkUpload, UPLOADS } from '../uploads';
import { clock } from '../../../domain/clock';

export type TTenantLogo = { bytes: Buffer; type: 'image/png' | 'image/jpeg' };

/** A file as a logo, or a 422 (ApiError) that says what is wrong with it. */
export function checkTenantLogo(file: { bytes: Buffer; name: string }): TTenantLogo {
  const { bytes, type } = checkUpload(file, UPLOADS.projectLogo);
  return { bytes, type };
}

export async function setTenantLogo(db: DbOrTx, tenantId: number, logo: TTenantLogo) {
  const values = { mimeType: logo.type, data: logo.bytes };
  await db
    .insert(tenantLogos)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantLogos.tenantId, set: { ...values, updatedAt: clock.now() } });
}

export async function tenantLogoOf(db: DbOrTx, tenantId: number): Promise<TTenantLogo | null> {
  const [row] = await db
    .select({ bytes: tenantLogos.data, type: tenantLogos.mimeType })
    .from(tenantLogos)
    .where(eq(tenantLogos.tenantId, tenantId));
  return row ?? null;
}
