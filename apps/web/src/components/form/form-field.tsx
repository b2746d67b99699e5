// A label above its control, an optional hint and the field's inline error below, wired for screen
// readers (the control gets id, aria-invalid, aria-describedby, aria-required). Generalises the
// houses forms' FormField; `BoundField` takes its label, hint and error from a useSchemaForm form.
import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import type { SchemaForm } from '../../lib/use-schema-form.ts';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The input, select or textarea; it gets id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
  after?: ReactNode;
}

export function FormField({ id, label, required, error, hint, children, className, after }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="required-mark">
            {' '}
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {after}
    </div>
  );
}

/** What a bound control needs of a form: none of it depends on the form's value type. */
export type BoundForm = Pick<SchemaForm<unknown>, 'value' | 'set' | 'error' | 'spec' | 'id' | 'busy'>;

export interface BoundProps {
  form: BoundForm;
  /** The field's key in the form's values and catalog ('house', 'members.0.age'). */
  name: string;
  /** Overrides the catalog's label (e.g. a member's number in it). */
  label?: string;
  className?: string;
  after?: ReactNode;
}

/** A FormField whose label, hint, required mark and error come from the form's field catalog. */
export function BoundField({
  form,
  name,
  label,
  className,
  after,
  children,
}: BoundProps & { children: ReactElement<Record<string, unknown>> }) {
  const spec = form.spec(name);
  return (
    <FormField
      id={form.id(name)}
      label={label ?? spec?.label ?? name}
      required={spec?.required}
      hint={spec?.hint}
      error={form.error(name)}
      className={className}
      after={after}
    >
      {children}
    </FormField>
  );
}
