// /public-profile/{personId} (SPEC §2): outside the shell and without toasts.
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { backendJson, BackendError } from '@/lib/bff/backend-client';
import { requestHost } from '@/lib/bff/tenant';
import { getRequestSession } from '@/lib/i18n/request-context';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = () => titleMetadata('publicProfile');

const ZPublicPerson = z.object({
  firstName: z.string(),
  lastName: z.string(),
  pictureUrl: z.string().nullable().optional(),
  functions: z
    .array(z.object({ name: z.string() }))
    .optional()
    .catch([]),
});
type TPublicPerson = z.infer<typeof ZPublicPerson>;

type TLoad = { kind: 'ok'; person: TPublicPerson } | { kind: 'notFound' } | { kind: 'error'; code: string };

async function load(personId: string): Promise<TLoad> {
  if (!/^[1-9][0-9]{0,9}$/.test(personId)) return { kind: 'notFound' };
  const session = await getRequestSession();
  if (!session) return { kind: 'notFound' };
  try {
    const person = await backendJson(
      `/persons/${personId}`,
      { token: session.token, host: await requestHost() },
      ZPublicPerson,
    );
    return { kind: 'ok', person };
  } catch (err) {
    if (err instanceof BackendError && (err.status === 404 || err.status === 403)) return { kind: 'notFound' };
    return { kind: 'error', code: err instanceof BackendError ? err.code : 'UNKNOWN' };
  }
}

/** Only http(s) and same-site pictures are shown; anything else could be a script URL. */
const safePicture = (url: string | null | undefined) =>
  url && (/^https?:\/\//.test(url) || url.startsWith('/')) ? url : null;

export default async function PublicProfilePage({ params }: { params: Promise<{ personId: string }> }) {
  const { personId } = await params;
  const [t, result] = await Promise.all([getTranslations('PublicProfilePage'), load(personId)]);
  return (
    <main className="pt-safe pb-safe mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      {result.kind === 'ok' ? (
        <>
          {safePicture(result.person.pictureUrl) ? (
            <img
              src={safePicture(result.person.pictureUrl)!}
              alt={t('pictureAlt', { name: `${result.person.firstName} ${result.person.lastName}` })}
              className="h-36 w-36 rounded-full object-cover shadow-box"
            />
          ) : (
            <div
              aria-hidden="true"
              className="grid h-36 w-36 place-items-center rounded-full bg-soft text-4xl font-semibold text-hover"
            >
              {`${result.person.firstName.charAt(0)}${result.person.lastName.charAt(0)}`.toUpperCase()}
            </div>
          )}
          <h1
            className="text-2xl font-semibold"
            data-testid="profile-name"
          >{`${result.person.firstName} ${result.person.lastName}`}</h1>
          {result.person.functions && result.person.functions.length > 0 ? (
            <section aria-label={t('functions')}>
              <ul className="flex flex-wrap justify-center gap-2">
                {result.person.functions.map((f) => (
                  <li key={f.name} className="rounded-full bg-soft px-3 py-1 text-sm text-hover">
                    {f.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : result.kind === 'notFound' ? (
        <h1 className="text-xl font-semibold" data-testid="profile-not-found">
          {t('notFound')}
        </h1>
      ) : (
        <p role="alert" className="text-danger">
          {t('loadFailed')}
        </p>
      )}
    </main>
  );
}
