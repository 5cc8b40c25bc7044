import { getTranslations } from 'next-intl/server';
import { MESSAGE_SCREEN } from './ui/message-screen';

/** The not-found screen: full page outside the shell (h1), or inside the shell below its title (h2). */
export async function NotFoundContent({ inShell }: { inShell: boolean }) {
  const t = await getTranslations('NotFoundPage');
  const Heading = inShell ? 'h2' : 'h1';
  const Wrapper = inShell ? 'div' : 'main';
  return (
    <Wrapper className={inShell ? MESSAGE_SCREEN.inShell : MESSAGE_SCREEN.fullPage}>
      <p aria-hidden="true" className={`${inShell ? 'text-5xl' : 'text-6xl'} font-semibold text-primary`}>
        404
      </p>
      <Heading className={`${inShell ? 'text-xl' : 'text-2xl'} font-semibold`}>{t('heading')}</Heading>
      <p className="text-muted">{t('body')}</p>
      {/* A plain link, not next/link: every page's server payload carries this screen (the
          not-found boundaries of the root and the shell), and a next/link there makes each page
          load the home page's script, which the client manifests name for next/link. From a
          missing page, a full load of the home page is as good. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose, see above */}
      <a
        href="/"
        className="flex min-h-12 items-center rounded-lg bg-primary px-6 font-medium text-on-primary shadow-box"
      >
        {t('home')}
      </a>
    </Wrapper>
  );
}
