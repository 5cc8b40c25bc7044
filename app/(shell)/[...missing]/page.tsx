import { notFound } from 'next/navigation';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = () => titleMetadata('notFound');

/** Unknown paths of a logged-in user show the not-found screen inside the shell, menu included. */
export default function MissingPage() {
  notFound();
}
