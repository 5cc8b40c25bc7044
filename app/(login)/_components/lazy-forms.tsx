'use client';
// The login area's forms, each in a chunk of its own: the server renders their markup, and their
// code (react-hook-form, the form parts) is fetched while the page is already shown, instead of
// being part of the page's first load.
import dynamic from 'next/dynamic';

export const LoginForm = dynamic(() => import('../login/login-form').then((m) => m.LoginForm));
export const ForgottenPasswordForm = dynamic(() =>
  import('../forgotten-password/forgotten-password-form').then((m) => m.ForgottenPasswordForm),
);
export const UnsubscribeForm = dynamic(() =>
  import('../unsubscribe/[token]/unsubscribe-form').then((m) => m.UnsubscribeForm),
);
export const SetPasswordForm = dynamic(() => import('./set-password-form').then((m) => m.SetPasswordForm));
