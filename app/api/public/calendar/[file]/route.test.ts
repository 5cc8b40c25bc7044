// RFC 5545 §3.1 ends every content line with CRLF, the last one included; a feed may not end
// on a bare "END:VCALENDAR". Checked byte by byte, as calendar apps that parse
// strictly read it, from the backend and through the web app's route, for a feed with events
// (long, folded lines among them) and for an empty one.
import { NextRequest } from 'next/server';
import ical from 'node-ical';
import { HOST_DEMO, startTestBackend, type TTestBackend } from '@/lib/backend/test-support/test-backend';
import { createLogin, tokenPerson } from '@/lib/backend/test-support/fixtures';
import { addDays } from '@/lib/domain/calendar-days';
import { clock } from '@/lib/domain/clock';
import type * as FeedRoute from './route';

let be: TTestBackend;
let route: typeof FeedRoute;
const feeds: Record<'busy' | 'empty', string> = { busy: '', empty: '' };
/** Long enough for its SUMMARY line to be folded. */
const REASON = 'Family wedding in Maastricht, with the rehearsal dinner the night before and brunch after';

async function subscribe(token: string): Promise<string> {
  const res = await be.call('POST', '/publicCalendarSubscriptions', { token, body: { name: 'Phone' } });
  expect(res.status).toBe(201);
  return res.body.data.token;
}

beforeAll(async () => {
  be = await startTestBackend();
  process.env.BACKEND_URL = be.url;
  process.env.SESSION_SECRET = 'q'.repeat(48);
  route = await import('./route');
  const planner = await be.login('planner@example.com');
  const { tenantId } = tokenPerson(planner);
  const busy = await createLogin(be, tenantId, ['crew']);
  const today = clock.today('Europe/Amsterdam');
  const block = { startDate: addDays(today, 3), endDate: addDays(today, 4), reason: REASON };
  expect((await be.call('POST', '/blockDates', { token: busy.token, body: block })).status).toBe(201);
  const vacation = { startDate: addDays(today, 20), endDate: addDays(today, 22), paid: true };
  expect((await be.call('POST', '/vacationRequests', { token: busy.token, body: vacation })).status).toBe(201);
  feeds.busy = await subscribe(busy.token);
  feeds.empty = await subscribe((await createLogin(be, tenantId, ['crew'])).token);
});
afterAll(async () => {
  await be?.close();
});

/** What is wrong with the line ends of an iCalendar body, byte by byte. */
function lineEndFaults(bytes: Buffer): string[] {
  const faults: string[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i] === 0x0a && bytes[i - 1] !== 0x0d) faults.push(`bare LF at byte ${i}`);
    if (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a) faults.push(`bare CR at byte ${i}`);
  }
  if (bytes.subarray(-2).toString('latin1') !== '\r\n') faults.push('the last line does not end with CRLF');
  return faults;
}

function expectStrictICalendar(bytes: Buffer): { text: string; summaries: unknown[] } {
  expect(lineEndFaults(bytes)).toEqual([]);
  const text = bytes.toString('utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
  // Split on CRLF, the body is whole lines: the last "line" is the empty rest after the final CRLF.
  const lines = text.split('\r\n');
  expect(lines.at(-1)).toBe('');
  // §3.1: lines longer than 75 octets are folded (CRLF and a space or tab).
  expect(lines.filter((l) => Buffer.byteLength(l) > 75)).toEqual([]);
  // An independent parser reads the folded lines back whole.
  const summaries = Object.values(ical.sync.parseICS(text)).flatMap((c) => (c?.type === 'VEVENT' ? [c.summary] : []));
  return { text, summaries };
}

describe('the calendar feed ends every line with CRLF', () => {
  it.each(['busy', 'empty'] as const)('from the backend (%s feed)', async (which) => {
    const res = await fetch(`${be.url}/api/v1/calendarFeeds/${feeds[which]}`, {
      headers: { 'x-forwarded-host': HOST_DEMO },
    });
    expect(res.status).toBe(200);
    const { text, summaries } = expectStrictICalendar(Buffer.from(await res.arrayBuffer()));
    if (which === 'empty') expect(summaries).toEqual([]);
    else {
      expect(text).toMatch(/\r\n [^\r\n]*brunch after/);
      expect(summaries).toContain(`Not available: ${REASON}`);
    }
  });

  it.each(['busy', 'empty'] as const)('through the web route (%s feed)', async (which) => {
    const req = new NextRequest(`http://${HOST_DEMO}/api/public/calendar/${feeds[which]}.ics`, {
      headers: { host: HOST_DEMO },
    });
    const res = await route.GET(req, { params: Promise.resolve({ file: `${feeds[which]}.ics` }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expectStrictICalendar(Buffer.from(await res.arrayBuffer()));
  });
});
