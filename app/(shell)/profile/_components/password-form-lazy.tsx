'use client';
// The password form, fetched after the page is up: most visits to the profile never change it.
import dynamic from 'next/dynamic';

export const PasswordForm = dynamic(() => import('./password-form').then((m) => m.PasswordForm), { ssr: false });
