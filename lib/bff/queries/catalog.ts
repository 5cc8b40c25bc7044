import 'server-only';
// Server reads of the catalog for pages (lib/domain/catalog).
import { cache } from 'react';
import * as locations from '@/lib/domain/catalog/operations/locations';
import { loadOperation } from '../load';

export const getLocation = cache((id: number) => loadOperation(locations.getLocation, { id }));
