// A location in words, for screens, mails and calendar feeds. Apart from map-link.ts: most
// screens that name a place show no map link, and would carry its URL code with the name.

/** A location in a few words, where it is named rather than found: its name and city. */
export const placeName = (l: { name?: string | null; city?: string | null }) =>
  [l.name, l.city].filter(Boolean).join(', ');

/** One line for a location's address: street, postal code and city. */
export const addressLine = (l: { address?: string | null; postalCode?: string | null; city?: string | null }) =>
  [l.address, [l.postalCode, l.city].filter(Boolean).join(' ')].filter((s) => s && s.trim()).join(', ');
