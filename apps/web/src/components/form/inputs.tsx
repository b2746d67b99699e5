// Controls bound to a useSchemaForm form: the value as typed, changes through form.set (which clears
// an error once the field is valid again), disabled while the form is busy.
import { useState, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useT } from '../../i18n/language.tsx';
import { BoundField, type BoundProps } from './form-field.tsx';
import { useTypedBeforeLive } from './typed-before-live.ts';
import { kitMessages } from '../../i18n/kit.ts';

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'id'>;

export function TextInput({ form, name, label, className, after, type = 'text', ...rest }: BoundProps & InputProps) {
  const ref = useTypedBeforeLive<HTMLInputElement>(text(form.value(name)), (typed) => form.set(name, typed));
  return (
    <BoundField form={form} name={name} label={label} className={className} after={after}>
      <input
        {...rest}
        ref={ref}
        type={type}
        name={name}
        value={text(form.value(name))}
        disabled={form.busy || rest.disabled}
        onChange={(e) => form.set(name, e.target.value)}
      />
    </BoundField>
  );
}

/**
 * A password, hidden as it is typed, with a button beside it that shows it (to check a new one
 * before saving) and hides it again. The button's name does not repeat the field's label, so the
 * field keeps its label alone.
 */
export function PasswordInput({ form, name, label, className, after, ...rest }: BoundProps & Omit<InputProps, 'type'>) {
  const t = useT(kitMessages);
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      className="button small password-toggle"
      aria-controls={form.id(name)}
      onClick={() => setShown((s) => !s)}
      disabled={form.busy}
    >
      {shown ? t.kit.hidePassword : t.kit.showPassword}
    </button>
  );
  return (
    <TextInput
      {...rest}
      form={form}
      name={name}
      label={label}
      className={`password-field${className ? ` ${className}` : ''}`}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      after={
        <>
          {toggle}
          {after}
        </>
      }
    />
  );
}

/** A whole number typed as text (phones show a digit keypad); the catalog's `number: true` converts it. */
export function NumberInput(props: BoundProps & Omit<InputProps, 'type' | 'inputMode'>) {
  return <TextInput {...props} type="text" inputMode="numeric" autoComplete={props.autoComplete ?? 'off'} />;
}

export function TextArea({
  form,
  name,
  label,
  className,
  after,
  ...rest
}: BoundProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'value' | 'onChange' | 'id'>) {
  const ref = useTypedBeforeLive<HTMLTextAreaElement>(text(form.value(name)), (typed) => form.set(name, typed));
  return (
    <BoundField form={form} name={name} label={label} className={className} after={after}>
      <textarea
        {...rest}
        ref={ref}
        name={name}
        value={text(form.value(name))}
        disabled={form.busy || rest.disabled}
        onChange={(e) => form.set(name, e.target.value)}
      />
    </BoundField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'form' | 'name' | 'value' | 'onChange' | 'id'
> {
  options: readonly SelectOption[];
  /** The first, empty option's text (default: 'choose'); `false` for none. */
  placeholder?: string | false;
}

export function SelectInput({
  form,
  name,
  label,
  className,
  after,
  options,
  placeholder,
  ...rest
}: BoundProps & SelectProps) {
  const t = useT(kitMessages);
  return (
    <BoundField form={form} name={name} label={label} className={className} after={after}>
      <select
        {...rest}
        name={name}
        value={text(form.value(name))}
        disabled={form.busy || rest.disabled}
        onChange={(e) => form.set(name, e.target.value)}
      >
        {placeholder !== false && <option value="">{placeholder ?? t.kit.choose}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </BoundField>
  );
}

/** A checkbox (or one radio of a group) with its label beside it and its error below. */
export function CheckboxInput({ form, name, label, className, radioGroup }: BoundProps & { radioGroup?: string }) {
  const id = form.id(name);
  const error = form.error(name);
  const spec = form.spec(name);
  return (
    <div className={`form-field check-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="check-label">
        <input
          id={id}
          type={radioGroup ? 'radio' : 'checkbox'}
          name={radioGroup ?? id}
          checked={form.value(name) === true}
          disabled={form.busy}
          onChange={(e) => form.set(name, e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {label ?? spec?.label ?? name}
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
