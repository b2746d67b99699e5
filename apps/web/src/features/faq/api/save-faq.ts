import type { Faq, FaqInput } from '@parish/shared/faq';
import { faq } from '@parish/shared/plain/routes/faq';
import { useSaveRecord } from '../../../lib/use-record-writes.ts';

/** Adds a FAQ item, or changes one when an id is given (admin). */
export const useSaveFaq = () => useSaveRecord<Faq, FaqInput>(faq);
