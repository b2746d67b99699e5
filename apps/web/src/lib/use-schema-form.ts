// The form kit's state: values as typed, checked with a shared zod schema, one Malayalam message per
// field (from a field catalog and the issue's own bounds), the server's 400 `fields`, a busy state,
// focus on the first invalid field once the form is enabled again, and nothing lost on failure.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useT } from '../i18n/language.tsx';
import { ApiClientError } from './api.ts';
import { browserOffline, isOfflineFailure } from './offline-failure.ts';
import { apiErrorText, toastActionError } from './error-handler.ts';
import { kitMessages, type KitTexts } from '../i18n/kit.ts';
import { NAME_EMOJI_MESSAGE } from '@parish/shared/plain/names';
import { useUnsavedGuard } from './unsaved-changes.ts';

/** Error message per field key; keys are dotted paths ('house', 'members.0.age'). */
export type FieldErrors = Record<string, string>;

/** The part of a zod issue the kit reads (structural, so the web app needs no zod types). */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  /** zod 4: what was measured on too_small / too_big ('string', 'number', 'array', …). */
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** The schema's English message: read only to recognise a shared rule (an emoji in a name). */
  message?: string;
}

export type SafeParse<Out> =
  { success: true; data: Out } | { success: false; error: { issues: readonly SchemaIssue[] } };

/** Any zod schema: the kit only calls safeParse. */
export interface SchemaLike<Out> {
  safeParse(input: unknown): SafeParse<Out>;
}

/** What the form shows about one field. Texts come from the i18n catalogs, limits from constants. */
export interface FieldSpec {
  label: string;
  hint?: string;
  /** Marks the label and sets aria-required. */
  required?: boolean;
  /** Message when the field is empty and must not be (default: kit.required). */
  missing?: string;
  /** Message for any other issue of the field (default: built from the issue, else kit.invalid). */
  invalid?: string;
  /**
   * Message for a rule of the schema's own (a zod refine, code 'custom'), before `invalid` (e.g. a common
   * password).
   */
  custom?: string;
  /** Typed as text, sent as a number: '' → undefined, digits → number, else NaN (the schema names it). */
  number?: boolean;
}

/** Field specs by key: an exact key, a key with `*` for list indexes ('members.*.age') or the last segment. */
export type FieldCatalog = Record<string, FieldSpec>;

type KitMessages = KitTexts['kit'];

export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

export function specOf(catalog: FieldCatalog, key: string): FieldSpec | undefined {
  return catalog[key] ?? catalog[key.replace(/\.\d+(?=\.|$)/g, '.*')] ?? catalog[key.split('.').at(-1) ?? ''];
}

export function getPath(values: unknown, key: string): unknown {
  let node: unknown = values;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A copy of `values` with `key` set (arrays stay arrays). */
export function setPath<V>(values: V, key: string, value: unknown): V {
  const [head, ...rest] = key.split('.');
  const node: unknown = values;
  const child = rest.length === 0 ? value : setPath(getPath(node, head), rest.join('.'), value);
  if (Array.isArray(node)) return node.map((item, i) => (String(i) === head ? child : item)) as V;
  return { ...(typeof node === 'object' && node !== null ? node : {}), [head]: child } as V;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The message of one issue: empty → missing; a length or count over/under the schema's bound → that bound;
 * else the field's own.
 */
export function issueMessage(issue: SchemaIssue, value: unknown, spec: FieldSpec | undefined, k: KitMessages): string {
  const min = issue.minimum === undefined ? undefined : Number(issue.minimum);
  const max = issue.maximum === undefined ? undefined : Number(issue.maximum);
  if (issue.origin === 'array' || Array.isArray(value)) {
    if (issue.code === 'too_small' && min !== undefined) return spec?.missing ?? k.tooFew(min);
    if (issue.code === 'too_big' && max !== undefined) return k.tooMany(max);
    return spec?.invalid ?? k.invalid;
  }
  if (isEmpty(value)) return spec?.missing ?? k.required;
  if (issue.code === 'custom' && issue.message === NAME_EMOJI_MESSAGE) return k.noEmoji;
  if (issue.code === 'custom' && spec?.custom) return spec.custom;
  if (issue.origin === 'string') {
    if (issue.code === 'too_big' && max !== undefined) return k.tooLong(max);
    if (issue.code === 'too_small' && min !== undefined) return spec?.invalid ?? k.tooShort(min);
  }
  if (spec?.invalid) return spec.invalid;
  if (issue.origin === 'number' && issue.code === 'too_small' && min !== undefined) return k.numberMin(min);
  if (issue.origin === 'number' && issue.code === 'too_big' && max !== undefined) return k.numberMax(max);
  return k.invalid;
}

/** One message per field (the first issue of a field wins), read against the values as typed. */
export function issuesToErrors(
  issues: readonly SchemaIssue[],
  values: unknown,
  catalog: FieldCatalog,
  k: KitMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = pathKey(issue.path);
    errors[key] ??= issueMessage(issue, getPath(values, key), specOf(catalog, key), k);
  }
  return errors;
}

/** The server's `fields` ('body.members.0.age' → English) onto field keys, each with its field's Malayalam message. */
export function serverErrors(
  fields: Record<string, string> | undefined,
  values: unknown,
  catalog: FieldCatalog,
  k: KitMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const raw of Object.keys(fields ?? {})) {
    const key = raw.replace(/^(body|params|querystring)\.?/, '');
    if (!key) continue;
    const spec = specOf(catalog, key);
    if (fields?.[raw] === NAME_EMOJI_MESSAGE) errors[key] ??= k.noEmoji;
    errors[key] ??= isEmpty(getPath(values, key)) ? (spec?.missing ?? k.required) : (spec?.invalid ?? k.invalid);
  }
  return errors;
}

/** The first key in `order` that has an error; else the first error. */
export function firstErrorKey(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((key) => errors[key]) ?? Object.keys(errors)[0];
}

function numberOrNaN(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The default request body: the values, with top-level `number` fields converted. */
function defaultInput(values: unknown, catalog: FieldCatalog): unknown {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  const out: Record<string, unknown> = { ...values };
  for (const [key, spec] of Object.entries(catalog)) {
    if (spec.number && key in out) out[key] = numberOrNaN(out[key]);
  }
  return out;
}

/** The DOM id of a field's control: `<idPrefix>-<key with dots as dashes>`. */
export function fieldId(idPrefix: string, key: string): string {
  return `${idPrefix}-${key.replace(/\./g, '-')}`;
}

export interface SchemaFormOptions<V, Out> {
  schema: SchemaLike<Out>;
  initial: V | (() => V);
  fields: FieldCatalog;
  /** Prefix of the controls' DOM ids, unique on the page (default: one of the form's own). */
  idPrefix?: string;
  /** Sends the parsed body; resolves when saved, rejects (ApiClientError) otherwise. Values stay either way. */
  onSubmit: (data: Out, values: V) => Promise<unknown> | void;
  /** The values as the schema reads them (default: the values, `number` fields converted). */
  toInput?: (values: V) => unknown;
  /** Rules the schema checks only once every field parses (a birthday that fits its month), to show all at once. */
  extraErrors?: (values: V, input: unknown) => FieldErrors;
  /** Focus order of the field keys (default: the catalog's order). */
  order?: readonly string[];
  /** Where focus goes for an error key (default: fieldId(idPrefix, key)). */
  controlId?: (key: string) => string;
  /** A reason not to submit yet (a file still uploading), shown as the form's error. */
  blocked?: (values: V) => string | null;
  /**
   * The upload of the form's photo (an image field named `photo`): unless told otherwise, submitting
   * waits for it, and an error on the body's `image` or `preImage` focuses the field.
   */
  photo?: { state: { status: string } };
  /** The form's line under the fields when fields are invalid (default: kit.fixErrors). */
  fixErrorsText?: string;
  /**
   * What the form's line says when sending failed otherwise (default: `apiErrorText`, the server's
   * reason by its code in the UI's language; docs/product.md "Errors").
   */
  failureText?: (error: unknown) => string;
  /**
   * Also toast a failure that is not a field error (default false: the form's line already says it,
   * and docs/product.md "Errors" shows a failure once).
   */
  toastFailure?: boolean;
  /**
   * Ask before leaving while the values differ from the last saved ones (default true;
   * docs/decisions.md "Leaving a form with unsaved changes asks first"). Off for a login.
   */
  guardLeave?: boolean;
}

export interface SchemaForm<V> {
  values: V;
  errors: FieldErrors;
  /** The form-level line: fix-the-fields, a blocker or the failure text. */
  formError: string | null;
  busy: boolean;
  fields: FieldCatalog;
  idPrefix: string;
  /** Sets one field (dotted key) and re-checks the fields already showing an error. */
  set: (key: string, value: unknown) => void;
  /** Replaces values (e.g. adding a member); errors of fields that are now valid go. */
  update: (updater: (values: V) => V) => void;
  value: (key: string) => unknown;
  error: (key: string) => string | undefined;
  spec: (key: string) => FieldSpec | undefined;
  id: (key: string) => string;
  setFormError: (text: string | null) => void;
  /** Shows errors (e.g. from a check outside the schema) with the fix-the-fields line and focus. */
  showErrors: (errors: FieldErrors) => void;
  /** Checks and sends; resolves true once saved, false when nothing was sent or it failed. */
  handleSubmit: (event?: FormEvent) => Promise<boolean>;
  reset: (values?: V) => void;
  /** True while the values differ from the initial or last saved ones. */
  unsaved: () => boolean;
}

export function useSchemaForm<V, Out>(options: SchemaFormOptions<V, Out>): SchemaForm<V> {
  const t = useT(kitMessages);
  const k = t.kit;
  const { fields } = options;
  const ownId = useId();
  const idPrefix = options.idPrefix ?? ownId;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The field to focus once the form is enabled again: a disabled input cannot take focus (d145253).
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // The latest values and errors, so quick successive changes each build on the previous one.
  const valuesRef = useRef(values);
  const errorsRef = useRef(errors);
  // Errors the server named: only a change of that field clears them (the local schema cannot tell).
  const serverKeys = useRef(new Set<string>());
  const busyRef = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  // What was last loaded or saved: the values differ from it while there are unsaved changes.
  const [saved, setSaved] = useState(() => JSON.stringify(values));
  const savedRef = useRef(saved);
  const markSaved = useCallback((v: V) => {
    savedRef.current = JSON.stringify(v);
    setSaved(savedRef.current);
  }, []);
  const unsaved = useCallback(() => !busyRef.current && JSON.stringify(valuesRef.current) !== savedRef.current, []);
  // The guard stays up while the form is being sent: a save that then moves to another page does so
  // by navigate(), which is not asked about, and the guard's history entry is left behind rather than
  // popped while that move is under way (popping it then could undo the move).
  useUnsavedGuard(useId(), (options.guardLeave ?? true) && JSON.stringify(values) !== saved, k.unsavedQuestion);

  const controlId = useCallback(
    (key: string) => {
      const o = latest.current;
      const photoKey = o.photo && (key === 'image' || key === 'preImage');
      return o.controlId?.(key) ?? fieldId(idPrefix, photoKey ? 'photo' : key);
    },
    [idPrefix],
  );

  useEffect(() => {
    if (!focusKey || busy) return;
    document.getElementById(controlId(focusKey))?.focus();
    setFocusKey(null);
  }, [focusKey, busy, controlId]);

  /** Every current error of `next` values, from the schema and the extra rules. */
  const check = useCallback(
    (next: V): { ok: true; data: Out } | { ok: false; errors: FieldErrors } => {
      const o = latest.current;
      const input = o.toInput ? o.toInput(next) : defaultInput(next, fields);
      const parsed = o.schema.safeParse(input);
      const extra = o.extraErrors?.(next, input) ?? {};
      if (parsed.success)
        return Object.keys(extra).length > 0 ? { ok: false, errors: extra } : { ok: true, data: parsed.data };
      return { ok: false, errors: { ...extra, ...issuesToErrors(parsed.error.issues, next, fields, k) } };
    },
    [fields, k],
  );

  const showErrors = useCallback(
    (next: FieldErrors) => {
      errorsRef.current = next;
      setErrors(next);
      setFormError(latest.current.fixErrorsText ?? k.fixErrors);
      setFocusKey(firstErrorKey(next, latest.current.order ?? Object.keys(fields)) ?? null);
    },
    [fields, k],
  );

  /** Keeps only the shown errors that still hold; never adds new ones while the user types. */
  const apply = useCallback(
    (next: V, changedKey?: string) => {
      valuesRef.current = next;
      setValues(next);
      const shown = errorsRef.current;
      const keys = Object.keys(shown);
      if (keys.length === 0) return;
      const result = check(next);
      const now = result.ok ? {} : result.errors;
      const kept: FieldErrors = {};
      for (const key of keys) {
        const changed = changedKey !== undefined && (key === changedKey || key.startsWith(`${changedKey}.`));
        if (changed) serverKeys.current.delete(key);
        if (serverKeys.current.has(key)) kept[key] = shown[key];
        else if (now[key]) kept[key] = now[key];
      }
      errorsRef.current = kept;
      setErrors(kept);
      if (Object.keys(kept).length === 0) setFormError(null);
    },
    [check],
  );

  const set = useCallback((key: string, value: unknown) => apply(setPath(valuesRef.current, key, value), key), [apply]);
  const update = useCallback((updater: (v: V) => V) => apply(updater(valuesRef.current)), [apply]);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busyRef.current) return false;
      const o = latest.current;
      const values = valuesRef.current;
      const uploading = o.photo?.state.status === 'uploading' ? k.waitForUpload(k.fileKind.image) : null;
      const blocker = o.blocked ? o.blocked(values) : uploading;
      if (blocker) {
        setFormError(blocker);
        return false;
      }
      const result = check(values);
      if (!result.ok) {
        serverKeys.current.clear();
        showErrors(result.errors);
        return false;
      }
      errorsRef.current = {};
      setErrors({});
      // Without a network nothing is sent (no half-sent write or upload); what was typed stays.
      if (browserOffline()) {
        setFormError(k.offline);
        return false;
      }
      setFormError(null);
      busyRef.current = true;
      setBusy(true);
      try {
        await o.onSubmit(result.data, values);
        markSaved(values);
        return true;
      } catch (err) {
        if (err instanceof ApiClientError && err.status === 400 && err.fields && Object.keys(err.fields).length > 0) {
          const mapped = serverErrors(err.fields, values, fields, k);
          serverKeys.current = new Set(Object.keys(mapped));
          showErrors(mapped);
        } else if (isOfflineFailure(err)) {
          // The form keeps every value and says it needs a connection.
          setFormError(k.offline);
        } else {
          setFormError(o.failureText ? o.failureText(err) : apiErrorText(err));
          if (o.toastFailure) toastActionError(err);
        }
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [check, showErrors, fields, k, markSaved],
  );

  const reset = useCallback(
    (next?: V) => {
      if (next !== undefined) {
        valuesRef.current = next;
        setValues(next);
      }
      markSaved(valuesRef.current);
      errorsRef.current = {};
      setErrors({});
      setFormError(null);
      serverKeys.current.clear();
    },
    [markSaved],
  );

  return useMemo(
    () => ({
      values,
      errors,
      formError,
      busy,
      fields,
      idPrefix,
      set,
      update,
      value: (key: string) => getPath(values, key),
      error: (key: string) => errors[key],
      spec: (key: string) => specOf(fields, key),
      id: (key: string) => fieldId(idPrefix, key),
      setFormError,
      showErrors,
      handleSubmit,
      reset,
      unsaved,
    }),
    [values, errors, formError, busy, fields, idPrefix, set, update, showErrors, handleSubmit, reset, unsaved],
  );
}
