// useApi while the server renders: SWR's default cache is one map for all requests there, so a
// server answer must not be put in it — the next request, another user's, would render it; and
// the first paint agrees with the browser's hydration, which takes a new answer without
// validating it again (use-api.test.tsx).
import { renderToString } from 'react-dom/server';
import { useApi } from './use-api';

function Probe({ fallback }: { fallback: string[] }) {
  const { data, isValidating } = useApi<string[]>('/jobs', { fallbackData: fallback });
  return <p>{`${data?.join(',')}${isValidating ? ' (validating)' : ''}`}</p>;
}

it("renders each request's own answer, not one an earlier request left in the cache", () => {
  expect(renderToString(<Probe fallback={['first user']} />)).toBe('<p>first user</p>');
  expect(renderToString(<Probe fallback={['second user']} />)).toBe('<p>second user</p>');
});
