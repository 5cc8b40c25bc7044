// The /api/v1 paths of persons read by the screens (lib/bff/queries, lib/client/api).
export const personPaths = { person: (id: number) => `/persons/${id}` };
