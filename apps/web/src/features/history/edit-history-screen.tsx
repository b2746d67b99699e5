// /admin/edit-history: the history's paragraphs, each its own box, to add, edit,
// remove and reorder; saved as the ##-joined text. A paragraph may not contain ## itself.
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { HistoryInputSchema, historyParagraphs } from '@parish/shared/history';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { TextArea } from '../../components/form/inputs.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { useHistory } from './api/get-history.ts';
import { useSaveHistory } from './api/save-history.ts';
import { historyMessages } from './messages.ts';

export function EditHistoryScreen() {
  const t = useT(historyMessages);
  useDocumentTitle(t.history.editTitle);
  const history = useHistory();
  useLoadError(history.error);
  if (history.isPending) return <Loader />;
  const paragraphs = historyParagraphs(history.data?.history[0] ?? '');
  return <HistoryEditor initial={paragraphs.length ? paragraphs : ['']} />;
}

interface Draft {
  paragraphs: string[];
}

function HistoryEditor({ initial }: { initial: string[] }) {
  const t = useT(historyMessages);
  const h = t.history;
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveHistory();
  const fields: FieldCatalog = {
    paragraphs: { label: h.title, missing: h.needOne, invalid: h.needOne },
    'paragraphs.*': { label: h.title, missing: h.paragraphMissing, invalid: h.noHash },
  };
  const form = useSchemaForm({
    schema: HistoryInputSchema,
    initial: (): Draft => ({ paragraphs: initial }),
    fields,
    idPrefix: id,
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success(h.saved);
      await navigate('/history', { replace: true });
    },
  });
  const list = form.values.paragraphs;
  const setList = (next: string[]) => form.update((v) => ({ ...v, paragraphs: next }));
  const move = (from: number, to: number) => {
    const next = [...list];
    const [p] = next.splice(from, 1);
    next.splice(to, 0, p);
    setList(next);
  };

  return (
    <form
      className="data-form history-form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`}>{h.editTitle}</h1>
      <ol className="paragraph-list">
        {list.map((_, i) => (
          <li key={i} className="paragraph-item" data-testid="paragraph-item">
            <TextArea form={form} name={`paragraphs.${i}`} label={h.paragraph(i + 1)} rows={6} />
            <div className="row-actions">
              <button
                type="button"
                className="button small"
                onClick={() => move(i, i - 1)}
                disabled={i === 0 || form.busy}
                aria-label={h.moveUp(i + 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button small"
                onClick={() => move(i, i + 1)}
                disabled={i === list.length - 1 || form.busy}
                aria-label={h.moveDown(i + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="button small danger-outline"
                onClick={() => setList(list.filter((__, j) => j !== i))}
                disabled={list.length === 1 || form.busy}
                aria-label={h.remove(i + 1)}
              >
                {h.removeShort}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={() => setList([...list, ''])} disabled={form.busy}>
        {h.addParagraph}
      </button>
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={h.save} busyLabel={h.saving} />
      </div>
    </form>
  );
}
