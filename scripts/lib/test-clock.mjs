// The instant every test run sets the clock to (lib/domain/clock.ts): Jest, the browser tests
// and their demo. The demo is laid out around its day, so each run sees the same dates and the
// same line-up whenever it starts: a Wednesday morning in the demo's zone (Europe/Amsterdam,
// 10:00), far from its midnight and from a change of its clocks. Tests that cross a midnight or a
// clock change on purpose stop the clock there themselves.
export const TEST_NOW = '2026-11-18T09:00:00Z';

/**
 * The clock's settings for the processes of one run (backend, web server, test runner): the run's
 * instant, read at `from` (the machine's ms), so that all of them agree to the millisecond.
 */
export function testClockEnv(from = Date.now()) {
  return { CREWDECK_NOW: TEST_NOW, CREWDECK_NOW_FROM: String(from) };
}
