// The addresses the kept day draws offline, and those it leaves to the offline message.
import { keptScreen } from './kept-screen';

describe('keptScreen', () => {
  it.each([
    ['/', { kind: 'jobs' }],
    ['/jobs', { kind: 'jobs' }],
    ['/jobs/', { kind: 'jobs' }],
    ['/jobs/12', { kind: 'job', id: 12 }],
    ['/crews/2', { kind: 'crew', id: 2 }],
    ['/crews/2/line-up', { kind: 'crew', id: 2 }],
    ['/crews/2/contact-crew-chief', { kind: 'crew', id: 2 }],
    ['/locations/7', { kind: 'location', id: 7 }],
    ['/personal-calendar', { kind: 'calendar' }],
    ['/personal-calendar/week', { kind: 'calendar' }],
    ['/mobileDocuments', { kind: 'documents' }],
  ])('%s is %o', (path, screen) => {
    expect(keptScreen(path)).toEqual(screen);
  });

  it.each(['/projects/260001', '/crews/abc', '/crews/0', '/jobs/12/swap', '/planner-crew', '/mobileDocuments/3'])(
    '%s is not kept',
    (path) => {
      expect(keptScreen(path)).toBeNull();
    },
  );
});
