// A screen's form of one record as every editor lays it out: the heading that names the form, the
// fields in one section, the form's error line and the submit button (the kit's Save unless told).
import type { ReactNode } from 'react';
import type { SchemaForm } from '../../lib/use-schema-form.ts';
import { FormError, SubmitButton } from './form-actions.tsx';

export function RecordForm<V>({
  form,
  className,
  title,
  submit,
  children,
}: {
  form: SchemaForm<V>;
  /** The form's own class beside `data-form`. */
  className: string;
  title: string;
  submit?: { label: string; busyLabel: string };
  children: ReactNode;
}) {
  // Not `-title`: a record may have a field of that name (the field ids are `<idPrefix>-<key>`).
  const headingId = `${form.idPrefix}-heading`;
  return (
    <form
      className={`data-form ${className}`}
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-labelledby={headingId}
    >
      <h1 id={headingId}>{title}</h1>
      <fieldset className="form-section">{children}</fieldset>
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={submit?.label} busyLabel={submit?.busyLabel} />
      </div>
    </form>
  );
}
