import { faq } from '@parish/shared/plain/routes/faq';
import { useDeleteRecord } from '../../../lib/use-record-writes.ts';

export const useDeleteFaq = () => useDeleteRecord(faq.remove);
