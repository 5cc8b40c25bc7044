import 'server-only';
// Server reads of the catalog for pages (lib/domain/catalog).
import { cache } from 'react';
import { locationPaths, ZLocation } from '@/lib/domain/catalog';
import { load } from '../load';

export const getLocation = cache((id: number) => load(locationPaths.location(id), ZLocation));
