// What the login area's screens share: the quiet link under a form (back to the login, the
// forgotten password) and the button-looking link to the next step. The username field is in
// username-field.tsx, so that screens without a form do not load the form code.
import Link from 'next/link';

export function LoginAreaLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="flex min-h-12 items-center justify-center text-sm text-hover underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

export function LoginAreaButtonLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="flex min-h-12 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-on-primary shadow-box"
    >
      {children}
    </Link>
  );
}
