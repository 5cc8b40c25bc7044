// The limits of documents to sign, without the schema library: forms import them on every
// keystroke's page, and load their schemas only when they validate.
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** An uploaded document: a PDF of at most 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const SIGNATORIES_MAX = 10;
