#!/usr/bin/env node
// The third part of `npm run build`: the backend compiled for production (scripts/lib/backend-bundle.mjs).
import { buildBackend } from './lib/backend-bundle.mjs';

await buildBackend();
