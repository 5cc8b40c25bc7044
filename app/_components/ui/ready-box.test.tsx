import { Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { ReadyBox } from './ready-box';

/** The HTML React's server renderer streams for `element`, as a Next page streams it. */
function stream(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onShellReady: () => pipe(sink), onError: reject });
  });
}

/** A screen's content larger than React's progressive chunk (12,800 bytes). */
const rows = Array.from({ length: 600 }, (_, i) => <p key={i}>{`Row ${i} of a long list of crew items`}</p>);
/** React moves content it streamed apart into place with a script: a hidden `S:` segment. */
const outlined = (html: string) => /<div hidden id="S:\d+"/.test(html) || html.includes('$RC(');
/** The page around the box: the shell's markup comes first. */
const page = (box: ReactNode) => (
  <main>
    <h1>Shell</h1>
    {box}
  </main>
);

test('a large Suspense boundary is streamed apart (the detector sees it)', async () => {
  const html = await stream(page(<Suspense fallback={<p>Loading</p>}>{rows}</Suspense>));
  expect(outlined(html)).toBe(true);
});

test("the box's content comes in place, inside a boundary the browser hydrates apart", async () => {
  const html = await stream(page(<ReadyBox data-testid="screen">{rows}</ReadyBox>));
  expect(outlined(html)).toBe(false);
  // Activity's markers: the browser's React hydrates what is between them after the rest.
  expect(html).toMatch(/^<main><h1>Shell<\/h1><div data-testid="screen"><!--&--><p>Row 0 /);
  expect(html).toContain('Row 599 of a long list of crew items</p><!--/&--></div></main>');
  // Not marked ready by the server: the mark waits for the browser's hydration.
  expect(html).not.toContain('data-ready');
});
