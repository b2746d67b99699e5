// docs/product.md "Validation": the search field takes English and Malayalam letters only; other keys are ignored and
// pasting is blocked. ZWJ/ZWNJ pass inside Malayalam (docs/decisions.md).
import { useId, useState, type ClipboardEvent, type DragEvent } from 'react';
import { filterSearchInput } from '@parish/shared/search-text';
import { useT } from '../i18n/language.tsx';
import { useTypedBeforeLive } from './form/typed-before-live.ts';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** The field's name in a form that works without scripts (`q` of the search's GET form). */
  name?: string;
}

export function SearchInput({ value, onChange, label, hint, placeholder, autoFocus, name }: SearchInputProps) {
  const t = useT();
  const id = useId();
  const [pasteRefused, setPasteRefused] = useState(false);
  const ref = useTypedBeforeLive<HTMLInputElement>(value, (typed) => onChange(filterSearchInput(typed)));
  const refuse = (e: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) => {
    e.preventDefault();
    setPasteRefused(true);
  };
  return (
    <div className="search-input form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        name={name}
        type="search"
        inputMode="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        placeholder={placeholder}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setPasteRefused(false);
          onChange(filterSearchInput(e.target.value));
        }}
        onPaste={refuse}
        onDrop={refuse}
      />
      <p id={`${id}-hint`} className="muted search-hint">
        {hint}
      </p>
      {pasteRefused && (
        <p role="status" className="field-error">
          {t.searchBox.pasteBlocked}
        </p>
      )}
    </div>
  );
}
