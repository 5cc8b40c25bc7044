// The links between a plus crew's pages, shown only where the caller may go: the data page
// needs plusCrews EDIT, the settings a user session with it (a PCID session cannot open them).
import { getTranslations } from 'next-intl/server';
import { ActionLink } from '@/app/_components/ui/buttons';
import { canOpen } from '@/lib/auth/route-access';
import { can } from '@/lib/domain/auth/rights-registry';
import { withQuery } from '@/lib/domain/api-path';
import { getRequestSession } from '@/lib/bff/render-context';

export type TPlusCrewLinks = { dashboard: string; data: string | null; settings: string | null };

/** Where the caller may go from a plus crew's page, for the selected date. */
export async function plusCrewLinks(number: number, date: string): Promise<TPlusCrewLinks> {
  const session = await getRequestSession();
  const base = `/plus-crews/${number}`;
  const editor = can(session?.rights, 'plusCrews.EDIT');
  const data = withQuery(`${base}/data`, { date });
  const settings = `${base}/settings`;
  return {
    dashboard: withQuery(base, { date }),
    data: editor && canOpen(data, session ?? null) ? data : null,
    settings: editor && canOpen(settings, session ?? null) ? settings : null,
  };
}

export async function PlusCrewActions({ links, current }: { links: TPlusCrewLinks; current: keyof TPlusCrewLinks }) {
  const t = await getTranslations('PlusCrew.links');
  const shown = (['dashboard', 'data', 'settings'] as const).filter((k) => k !== current && links[k]);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('label')} className="grid gap-2 sm:grid-cols-2" data-testid="plus-crew-links">
      {shown.map((k) => (
        <ActionLink key={k} href={links[k]!} testId={`link-${k}`} primary={k === 'data'}>
          {t(k)}
        </ActionLink>
      ))}
    </nav>
  );
}
