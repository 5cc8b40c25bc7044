import { allRights } from '../../../domain/auth/rights-registry';
import { ADMIN_RIGHTS, ROLE_RIGHTS } from './role-rights';

const granted = (rights: Record<string, readonly string[] | undefined>) =>
  Object.entries(rights).flatMap(([resource, permissions]) => (permissions ?? []).map((p) => `${resource}.${p}`));

describe('the roles of a new tenant', () => {
  it('grant every right of the registry between them, and the administrator holds them all', () => {
    const byAnyRole = new Set(Object.values(ROLE_RIGHTS).flatMap(granted));
    expect([...byAnyRole].sort()).toEqual([...allRights()].sort());
    expect(granted(ADMIN_RIGHTS).sort()).toEqual([...allRights()].sort());
  });
});
