// Query strings for API paths: values in a fixed order, empty ones left out, always encoded.
export type TQueryValue = string | number | boolean | null | undefined;

export function withQuery(path: string, query: Record<string, TQueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
