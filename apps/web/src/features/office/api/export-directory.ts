import { office } from '@parish/shared/plain/routes/office';
import { pathOf } from '@parish/shared/plain/routes/path';

/** The directory's export, a download link rather than a call (admin): the ward, the file format, the language. */
export const directoryExportHref = (query: { ward: string; format: string; lang: string }) =>
  `/api${pathOf(office.export, {}, query)}`;
