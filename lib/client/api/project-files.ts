// Links to a project's files (documents, logo, report, exports): plain URLs through the proxy,
// which keeps the session cookie. Server and client components both build them.
import { projectPaths, type TProjectExport } from '@/lib/domain/projects/paths';
import type { TExportFormat } from '@/lib/domain/exports';
import { exportUrl } from './exports';
import { apiUrl } from './http';

export const projectDocumentUrl = (documentId: number) => apiUrl(projectPaths.documentFile(documentId));
export const projectLogoUrl = (id: number) => apiUrl(projectPaths.logo(id));
export const projectReportUrl = (id: number) => apiUrl(projectPaths.report(id));
export const projectExportUrl = (id: number, what: TProjectExport, format: TExportFormat) =>
  exportUrl(projectPaths.exports(id, what), format);
