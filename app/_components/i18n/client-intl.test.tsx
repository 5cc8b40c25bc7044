/** @jest-environment node */
// The client hooks of client-intl.ts as Next uses them: the server renders client components
// with FormattedTexts, which hands the texts they formatted to useServerInsertedHTML; the
// browser (here jsdom, made from the server's HTML) hydrates that HTML and makes no Intl object
// for those texts (dates, money, a list, a plural message), while a text the server did not
// write is still formatted in the browser.
import { act } from 'react';
import { ProjectDates } from '@/app/(shell)/_projects/project-dates';
import { countingIntl, hydrateServerHtml, onPage, serverRender } from '@/app/_components/test-support/hydration';
import { useFormatter } from './client-formatter';
import { useTranslations } from './client-intl';

function Figures({ names }: { names: string[] }) {
  const format = useFormatter();
  const t = useTranslations('HomePage');
  return (
    <p>
      {format.number(1234.5, 'money', { currency: 'EUR' })} · {format.list(names)} ·{' '}
      {t('openRequestsCount', { count: 3 })}
    </p>
  );
}

const page = (extra: React.ReactNode = null, locale: 'en-GB' | 'nl' = 'en-GB') =>
  onPage(
    <>
      <ProjectDates from="2026-03-14" to="2026-03-16" />
      <ProjectDates from="2026-05-01" to={null} />
      {/* A name that would end the data block if it were written as it is. */}
      <Figures names={['Ann', '</script><script>alert(1)</script>']} />
      {extra}
    </>,
    locale,
  );

describe('the client formatter', () => {
  it('writes what the server formatted into the page as data, with no script to run', () => {
    const { body, inserted, again } = serverRender(page());
    expect(body).toContain('Sat, 14 Mar – Mon, 16 Mar 2026');
    expect(body).toContain('Fri, 1 May 2026');
    expect(inserted).toMatch(/^<script type="application\/json" data-formatted-texts="">\{.*\}<\/script>$/);
    // One element: the name's "</script>" is escaped inside the JSON, not ending it.
    expect(inserted.match(/<\/script>/g)).toHaveLength(1);
    const texts = Object.values(JSON.parse(/>(\{.*\})</.exec(inserted)![1]!) as Record<string, string>);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Fri, 1 May 2026',
        '€1,234.50',
        'Ann and </script><script>alert(1)</script>',
        '3 jobs are waiting for your answer',
      ]),
    );
    // Written once: the next flush has nothing new to write.
    expect(again()).toEqual([null]);
  });

  it('hydrates the server HTML in the browser without an Intl object, and formats only what is new', async () => {
    await hydrateServerHtml(page(), async ({ dom, container, body, made, errors }) => {
      const { createRoot } = await import('react-dom/client');
      expect(errors).toEqual([]);
      expect(made).toEqual([]);
      expect(container.innerHTML).toBe(body);

      // A date the server did not write (as a row fetched later) is formatted here: the count is real.
      const later = dom.window.document.createElement('div');
      dom.window.document.body.appendChild(later);
      const root = createRoot(later);
      const madeLater = await countingIntl(() =>
        act(async () => root.render(page(<ProjectDates from="2026-06-02" to={null} />))),
      );
      expect(later.textContent).toContain('Tue, 2 Jun 2026');
      expect(madeLater).toContain('DateTimeFormat');
      await act(async () => root.unmount());

      // Another language (changed without a reload) never reads the English texts back.
      const dutch = dom.window.document.createElement('div');
      dom.window.document.body.appendChild(dutch);
      const dutchRoot = createRoot(dutch);
      const madeDutch = await countingIntl(() => act(async () => dutchRoot.render(page(null, 'nl'))));
      expect(dutch.textContent).not.toContain('Mar');
      expect(dutch.textContent).toContain('mrt');
      expect(madeDutch).toEqual(expect.arrayContaining(['DateTimeFormat', 'PluralRules']));
      await act(async () => dutchRoot.unmount());
    });
  });
});
