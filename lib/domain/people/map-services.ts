// The map services a person may choose for "open in maps" links (no zod: browser code uses it).
export const MAP_SERVICES = ['google', 'apple', 'osm'] as const;
export type TMapService = (typeof MAP_SERVICES)[number];
