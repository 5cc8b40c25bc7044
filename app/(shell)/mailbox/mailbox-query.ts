// The mailbox list's query: read from the page's search params on the server, sent to the API and
// written into the URL by the browser. No hooks here: server and client both use it.
export type TMailboxQuery = { mailboxId: string; search: string };

/** The list's query as the API reads it (listEmailMessages) and the page's URL shows it. */
export const mailboxQueryParams = (q: TMailboxQuery) => ({
  mailboxId: q.mailboxId ? Number(q.mailboxId) : undefined,
  search: q.search.trim() || undefined,
});
