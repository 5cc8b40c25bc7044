import { titleKeyForPath } from './route-title';

describe('titleKeyForPath', () => {
  it.each([
    ['/', 'home'],
    ['/jobs', 'jobs'],
    ['/jobs/12', 'job'],
    ['/jobs/12/contact-project-manager', 'contactProjectManager'],
    ['/projects/1001/contact-project-manager', 'contactProjectManager'],
    ['/crews/4/security-check/2/2024-05-01/1', 'securityCheck'],
    ['/invoices', 'invoices'],
    ['/invoice/77', 'invoiceDetails'],
    ['/plus-crews/3', 'plusCrewDetails'],
    ['/plus-crews/3/data', 'plusCrewData'],
    ['/mobileDocuments', 'mobileDocuments'],
    ['/forms/5/intake/9', 'form'],
    ['/forms/5', 'form'],
    ['/version/', 'version'],
    ['/no-such-page', 'notFound'],
    ['/jobs/1/unknown', 'notFound'],
    // The login area has no title of its own (rules §2).
    ['/login', null],
    ['/forgottenpassword/Ab12', null],
    ['/offline', 'offline'],
  ])('%s → %s', (path, key) => {
    expect(titleKeyForPath(path)).toBe(key);
  });
});
