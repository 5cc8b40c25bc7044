import 'server-only';
export { load, routeId, type TLoaded } from '@/lib/bff/load';
