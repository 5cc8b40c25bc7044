// The tenant's logo: only a PNG or JPEG is taken, and a new one replaces the old.
import { drawSignaturePng } from '../field-work/png';
import { withBackend } from '../../test-support/with-backend';
import { checkTenantLogo, setTenantLogo, tenantLogoOf } from './tenant-logo';

const { be } = withBackend();

describe('the tenant logo', () => {
  it('refuses what is not a PNG or JPEG', () => {
    expect(() => checkTenantLogo({ bytes: Buffer.from('%PDF-1.7 not a logo'), name: 'logo.pdf' })).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE' }),
    );
  });

  it('is stored per tenant, and replaced by the next', async () => {
    const first = checkTenantLogo({ bytes: drawSignaturePng(1, 40, 20), name: 'a.png' });
    const second = checkTenantLogo({ bytes: drawSignaturePng(2, 40, 20), name: 'b.png' });
    await setTenantLogo(be.db, 2, first);
    await setTenantLogo(be.db, 2, second);
    expect(await tenantLogoOf(be.db, 2)).toEqual({ type: 'image/png', bytes: second.bytes });
  });
});
