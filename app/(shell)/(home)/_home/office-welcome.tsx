import { getTranslations } from 'next-intl/server';

/** Office staff have no list of their own on Home; tell them where their work is. */
export async function OfficeWelcome({ canMailbox, canReceipts }: { canMailbox: boolean; canReceipts: boolean }) {
  const t = await getTranslations('HomePage');
  return (
    <section data-testid="home-office" className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
      <h2 className="mb-2 text-base font-semibold">{t('officeTitle')}</h2>
      <p className="mb-2">{t('officeIntro')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {canMailbox ? <li>{t('officeMailbox')}</li> : null}
        {canReceipts ? <li>{t('officeReceipts')}</li> : null}
        <li>{t('officeMenu')}</li>
      </ul>
    </section>
  );
}
