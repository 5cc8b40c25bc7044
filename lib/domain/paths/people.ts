// The /api/v1 paths of persons, locations, activities and projects read by the screens so far.
import { withQuery } from './query';

export const personPaths = { person: (id: number) => `/persons/${id}` };
export const locationPaths = { location: (id: number) => `/locations/${id}` };
export const activityPaths = {
  list: (query: { done?: boolean; limit?: number }) => withQuery('/activities', query),
};
export const projectPaths = {
  list: (query: { period?: string; limit?: number }) => withQuery('/projects', query),
};
