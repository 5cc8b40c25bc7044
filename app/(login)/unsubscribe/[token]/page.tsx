import { UnsubscribeForm } from '../../_components/lazy-forms';

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <UnsubscribeForm token={token} />;
}
