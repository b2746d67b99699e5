import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';

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

/** A label above its control, with an optional hint and the field's inline error below. */
export function FormField({ id, label, required, error, hint, children, className, after }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true" className="required-mark"> *</span>}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && <small id={`${id}-hint`} className="muted">{hint}</small>}
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      {after}
    </div>
  );
}
