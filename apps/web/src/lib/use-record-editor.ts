// An editor screen of one record (/add-departed, /admin/add-faq…): the record it edits comes in the
// navigation state under the domain's key (none: a new one); a save says so and goes back to the list,
// which the save's invalidation has refreshed (docs/decisions.md "One refresh rule").
import { useLocation, useNavigate } from 'react-router';
import { toast } from './toast.ts';

interface Save<Input> {
  mutateAsync(variables: { id?: string; input: Input }): Promise<unknown>;
}

export function useRecordEditor<Row extends { _id: string }, Input>(
  key: string,
  save: Save<Input>,
  savedText: string,
  back: string | ((input: Input) => string),
) {
  const navigate = useNavigate();
  const editing = (useLocation().state as Record<string, Row | undefined> | null)?.[key];
  const onSubmit = async (input: Input) => {
    await save.mutateAsync({ id: editing?._id, input });
    toast.success(savedText);
    await navigate(typeof back === 'string' ? back : back(input), { replace: true });
  };
  return { editing, onSubmit };
}
