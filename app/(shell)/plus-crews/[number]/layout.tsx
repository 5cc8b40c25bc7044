// Every /plus-crews/{number}/… page: the plus crew and its value types are loaded and checked
// here once; the pages render only when both are there, and their client parts read them with
// usePlusCrew. The failures of rules §8 are shown in place of the page.
import { getTranslations } from 'next-intl/server';
import { LoadError } from '@/app/_components/ui/load-error';
import { loadPlusCrew } from '@/app/(shell)/_plus-crews/load-plus-crew';
import { PlusCrewProvider } from '@/app/(shell)/_plus-crews/plus-crew-context';

type Props = { params: Promise<{ number: string }>; children: React.ReactNode };

export default async function PlusCrewLayout({ params, children }: Props) {
  const [loaded, t, tRoot] = await Promise.all([
    loadPlusCrew((await params).number),
    getTranslations('PlusCrew'),
    getTranslations('Errors'),
  ]);
  switch (loaded.kind) {
    case 'numberMissing':
      return <LoadError testId="plus-crew-error" reason={t('numberMissing')} />;
    case 'valueTypesMissing':
      return <LoadError testId="plus-crew-error" heading={t('notLoaded')} reason={tRoot('VALUE_TYPES_MISSING')} />;
    case 'failed':
      return (
        <LoadError testId="plus-crew-error" heading={t('notFound')} reason={tRoot(loaded.code)} code={loaded.code} />
      );
    case 'ok':
      return (
        <PlusCrewProvider value={{ crew: loaded.crew, valueTypes: loaded.valueTypes }}>{children}</PlusCrewProvider>
      );
  }
}
