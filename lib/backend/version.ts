import pkg from '../../package.json';

export const BACKEND_VERSION: string = pkg.version;
