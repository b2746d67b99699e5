// The office: stats, the audit log, the directory's export and import.
import { routes } from './route.ts';

export const office = routes('office', {
  stats: ['GET', '/stats'],
  audit: ['GET', '/audit'],
  export: ['GET', '/directory/export'],
  importPreview: ['POST', '/directory/import/preview'],
  import: ['POST', '/directory/import'],
});
