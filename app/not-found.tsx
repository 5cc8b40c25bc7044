import { NotFoundContent } from './_components/not-found-content';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = () => titleMetadata('notFound');

/** Any path that is not a route of rules §2. */
export default function NotFound() {
  return <NotFoundContent inShell={false} />;
}
