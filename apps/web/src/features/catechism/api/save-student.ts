import type { PublicStudent, StudentInput } from '@parish/shared/catechism';
import { students } from '@parish/shared/plain/routes/students';
import { useSaveRecord } from '../../../lib/use-record-writes.ts';

/** Adds a student, or changes one when an id is given (logged-in users). */
export const useSaveStudent = () => useSaveRecord<PublicStudent, StudentInput>(students);
