// The form's submit button (its busy label while sending) and its form-level error line.
import type { SchemaForm } from '../../lib/use-schema-form.ts';
import { useT } from '../../i18n/language.tsx';
import { kitMessages } from '../../i18n/kit.ts';
import { useHydrated } from '../../lib/boot.tsx';

type FormState = Pick<SchemaForm<unknown>, 'busy' | 'formError'>;

export function SubmitButton({ form, label, busyLabel, className = 'button primary' }: { form: FormState; label?: string; busyLabel?: string; className?: string }) {
  const t = useT(kitMessages);
  // Until the page's scripts run, the browser would send the form itself (its fields in the
  // address): the button waits for them, in the server's HTML too.
  const live = useHydrated();
  return (
    <button type="submit" className={className} disabled={form.busy || !live} aria-busy={form.busy || undefined}>
      {form.busy ? (busyLabel ?? t.kit.saving) : (label ?? t.kit.save)}
    </button>
  );
}

export function FormError({ form, className = 'error-banner' }: { form: FormState; className?: string }) {
  return form.formError ? <p className={className} role="alert">{form.formError}</p> : null;
}
