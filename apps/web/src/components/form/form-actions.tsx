// The form's submit button (its busy label while sending) and its form-level error line.
import type { SchemaForm } from '../../lib/use-schema-form.ts';
import { useT } from '../../i18n/language.tsx';
import { kitMessages } from '../../i18n/kit.ts';
import { useHydrated } from '../../lib/boot.tsx';

type FormState = Pick<SchemaForm<unknown>, 'busy' | 'formError'>;

/**
 * `posts`: the form sends itself without scripts (it has an `action`, docs/decisions.md "The
 * first tap counts"), so the button works from the first paint.
 */
export function SubmitButton({
  form,
  label,
  busyLabel,
  className = 'button primary',
  posts,
}: {
  form: FormState;
  label?: string;
  busyLabel?: string;
  className?: string;
  posts?: boolean;
}) {
  const t = useT(kitMessages);
  // Until the page's scripts run, the browser would send an app's form itself (its fields in the
  // address): the HTML has the button disabled, and /load-app.js enables it (`data-wait`) once it
  // keeps the taps for the app (docs/decisions.md "The first tap counts").
  const live = useHydrated();
  const waits = !live && !posts;
  return (
    <button
      type="submit"
      className={className}
      disabled={form.busy || waits}
      data-wait={waits || undefined}
      aria-busy={form.busy || undefined}
    >
      {form.busy ? (busyLabel ?? t.kit.saving) : (label ?? t.kit.save)}
    </button>
  );
}

export function FormError({ form, className = 'error-banner' }: { form: FormState; className?: string }) {
  return form.formError ? (
    <p className={className} role="alert">
      {form.formError}
    </p>
  ) : null;
}

/** A field's error line outside the kit's inputs (a file field, a list of lines): nothing without `text`. */
export function ErrorLine({ text }: { text: string | null | undefined | false }) {
  return text ? (
    <p className="field-error" role="alert">
      {text}
    </p>
  ) : null;
}
