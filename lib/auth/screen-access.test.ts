import { recordTitleOf } from './screen-access';

describe('recordTitleOf', () => {
  it("names the record of a record's screen, and of the screens below it", () => {
    expect(recordTitleOf('/payrolls/999999')).toBe('payroll');
    expect(recordTitleOf('/payrolls/12/download/payslip')).toBe('payroll');
    expect(recordTitleOf('/crews/12/check-in')).toBe('crew');
    expect(recordTitleOf('/crews/12/contact-crew-member/4')).toBe('crew');
    expect(recordTitleOf('/jobs/7/contact-project-manager')).toBe('job');
    expect(recordTitleOf('/membership-crews/3/contact/9')).toBe('membershipCrew');
  });

  it('names a screen of its own when no screen of a record lies above it', () => {
    expect(recordTitleOf('/companies/2/settings')).toBe('companySettings');
    expect(recordTitleOf('/forms/5/intake')).toBe('form');
  });

  it('is null for lists, public pages and paths that are no screen', () => {
    expect(recordTitleOf('/payrolls')).toBeNull();
    expect(recordTitleOf('/welcome/abc')).toBeNull();
    expect(recordTitleOf('/no-such-screen')).toBeNull();
  });
});
