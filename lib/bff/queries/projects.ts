import 'server-only';
// Server reads of projects for pages (lib/domain/projects).
import { z } from 'zod';
import { projectPaths, ZProjectListItem } from '@/lib/domain/projects';
import { load } from '../load';

export const getRunningProjects = (limit: number) =>
  load(projectPaths.list({ period: 'ongoing', limit }), z.array(ZProjectListItem));
