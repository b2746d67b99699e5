import { students } from '@parish/shared/plain/routes/students';
import { useDeleteRecord } from '../../../lib/use-record-writes.ts';

/** Deletes a student (admin). */
export const useDeleteStudent = () => useDeleteRecord(students.remove);
