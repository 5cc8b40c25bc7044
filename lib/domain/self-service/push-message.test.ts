import { pushTarget, safeTarget } from './push-message';
import { calendarAppLinks } from './feed-token';

describe('push targets', () => {
  it('open the job, or the document to sign', () => {
    expect(pushTarget('jobRequest', 12)).toBe('/jobs/12');
    expect(pushTarget('shiftReminder', 12)).toBe('/jobs/12');
    expect(pushTarget('documentToSign', 7)).toBe('/documents/7');
  });
  it.each([
    ['/jobs/12', '/jobs/12'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('a tap on %j opens %s', (url, expected) => expect(safeTarget(url)).toBe(expected));
});

describe('calendarAppLinks', () => {
  it('subscribes by webcal: and by the apps’ own add-by-URL pages', () => {
    const links = calendarAppLinks('https://crew.example.com', '12.abc', 'My jobs');
    expect(links.https).toBe('https://crew.example.com/api/public/calendar/12.abc.ics');
    expect(links.apple).toBe('webcal://crew.example.com/api/public/calendar/12.abc.ics');
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fcrew.example.com%2Fapi%2Fpublic%2Fcalendar%2F12.abc.ics',
    );
    expect(links.outlook).toBe(
      'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fcrew.example.com%2Fapi%2Fpublic%2Fcalendar%2F12.abc.ics&name=My%20jobs',
    );
  });
});
