import 'server-only';
// Each page's document title: the root layout's template makes it '{tenant name} - {page}'.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { TTitleKey } from './route-title';

export async function titleMetadata(key: TTitleKey): Promise<Metadata> {
  const t = await getTranslations('Titles');
  return { title: t(key) };
}
