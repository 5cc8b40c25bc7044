'use client';
// The receipt and invoice forms are closed at first: their code (and zod) loads when opened.
import dynamic from 'next/dynamic';
import { Loader } from '@/app/_components/loader';

export const LazyReceiptForm = dynamic(() => import('./receipt-form').then((m) => m.ReceiptForm), {
  ssr: false,
  loading: () => <Loader />,
});
export const LazyInvoiceForm = dynamic(() => import('./invoice-form').then((m) => m.InvoiceForm), {
  ssr: false,
  loading: () => <Loader />,
});
export const LazyInvoiceSendForm = dynamic(() => import('./invoice-send-form').then((m) => m.InvoiceSendForm), {
  ssr: false,
  loading: () => <Loader />,
});
export const LazyNoteForm = dynamic(() => import('./note-form').then((m) => m.NoteForm), { ssr: false });
