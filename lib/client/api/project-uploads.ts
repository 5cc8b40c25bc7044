'use client';
// A project's uploads (its documents, its logo), apart from projects.ts: the project page's
// first load takes its hooks from there, and would carry the upload code with them although
// only its lazy logo form uploads.
import { projectPaths } from '@/lib/domain/projects/paths';
import type { TProjectDocument, TProjectDocumentKind } from '@/lib/domain/projects';
import type { TDone } from '@/lib/domain/response-parts';
import { uploadFile } from './upload';

export const uploadProjectDocument = (
  id: number,
  file: File,
  kind: TProjectDocumentKind,
  onProgress: (fraction: number) => void,
) => uploadFile<TProjectDocument>(projectPaths.documents(id), file, onProgress, { kind });
export const uploadProjectLogo = (id: number, file: File, onProgress: (fraction: number) => void) =>
  uploadFile<TDone>(projectPaths.logo(id), file, onProgress);
