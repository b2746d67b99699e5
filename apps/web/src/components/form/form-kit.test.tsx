import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// No pause between keystrokes: typing stays quick on a busy machine.
const user = userEvent.setup({ delay: null });
import { describe, expect, it, vi } from 'vitest';
import { MEMBER_AGE_MAX } from '@parish/shared/plain/constants';
import { ContactInputSchema } from '@parish/shared/contacts';
import { MemberFieldsSchema } from '@parish/shared/members';
import { ml } from '../../i18n/ml.ts';
import { ApiClientError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { FormError, SubmitButton } from './form-actions.tsx';
import { NumberInput, PasswordInput, SelectInput, TextInput } from './inputs.tsx';
import { PasswordResetSchema } from '@parish/shared/auth';
import { kitMessages } from '../../i18n/kit.ts';
import { apiErrors } from '../../i18n/api-errors.ts';
import { loadErrorTexts } from '../../lib/error-texts.ts';

/** The kit takes its texts as arguments; these stand for a domain's. */
const LABELS = {
  age: 'വയസ്സ്',
  badPhone: 'ശരിയായ ഫോൺ നമ്പർ നൽകുക. വിദേശ നമ്പറിന് മുന്നിൽ + ഉം രാജ്യ കോഡും വേണം',
  name: 'പേര്',
  phone: 'ഫോൺ',
  type: 'തരം',
};

const ContactWithAge = ContactInputSchema.extend({ age: MemberFieldsSchema.shape.age });

const FIELDS: FieldCatalog = {
  name: { label: LABELS.name, required: true },
  phone: { label: LABELS.phone, required: true, invalid: LABELS.badPhone },
  age: { label: LABELS.age, number: true },
  type: { label: LABELS.type },
};

const EMPTY = { name: '', phone: '', age: '0', type: '' };

function Harness({
  onSubmit,
  failureText,
}: {
  onSubmit: (data: unknown) => Promise<unknown>;
  failureText?: (error: unknown) => string;
}) {
  const form = useSchemaForm({
    schema: ContactWithAge,
    initial: EMPTY,
    fields: FIELDS,
    idPrefix: 'c',
    toInput: (v: typeof EMPTY) => ({
      ...v,
      age: v.age === '' ? undefined : Number(v.age),
      type: v.type === '' ? null : v.type,
    }),
    onSubmit,
    failureText,
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <TextInput form={form} name="name" />
      <TextInput form={form} name="phone" type="tel" />
      <NumberInput form={form} name="age" />
      <SelectInput form={form} name="type" options={[{ value: '1', label: 'പള്ളി / കോൺവെന്റ്' }]} />
      <FormError form={form} />
      <SubmitButton form={form} />
    </form>
  );
}

const save = () => user.click(screen.getByRole('button', { name: kitMessages.ml.kit.save }));
/** Puts text at the end of a control in one input event (typing key by key is slow on a busy machine). */
async function fill(el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}
const field = (label: string) => screen.getByLabelText(new RegExp(label)) as HTMLInputElement;

describe('useSchemaForm + form controls', { timeout: 15_000 }, () => {
  it('names each invalid field in Malayalam from the catalog, focuses the first, and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Harness onSubmit={onSubmit} />);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText(kitMessages.ml.kit.required)).toHaveLength(2);
    expect(field(LABELS.name).getAttribute('aria-invalid')).toBe('true');
    expect(field(LABELS.name).getAttribute('aria-describedby')).toBe('c-name-error');
    expect(screen.getByText(kitMessages.ml.kit.fixErrors)).toBeTruthy();
    expect(document.activeElement).toBe(field(LABELS.name));
    await fill(field(LABELS.phone), '12');
    await save();
    expect(screen.getByText(LABELS.badPhone)).toBeTruthy();
  });

  it("builds limits into the message from the schema's bounds (120 characters, age to MEMBER_AGE_MAX)", async () => {
    render(<Harness onSubmit={() => Promise.resolve()} />);
    fireEvent.change(field(LABELS.name), { target: { value: 'അ'.repeat(121) } });
    await user.clear(field(LABELS.age));
    await user.type(field(LABELS.age), String(MEMBER_AGE_MAX + 1));
    await save();
    expect(screen.getByText(kitMessages.ml.kit.tooLong(120))).toBeTruthy();
    expect(screen.getByText(kitMessages.ml.kit.numberMax(MEMBER_AGE_MAX))).toBeTruthy();
    expect(kitMessages.ml.kit.numberMax(MEMBER_AGE_MAX)).toContain(String(MEMBER_AGE_MAX));
  });

  it('clears a red error as soon as the field is valid again, and only then the form line', async () => {
    render(<Harness onSubmit={() => Promise.resolve()} />);
    await save();
    expect(screen.getAllByText(kitMessages.ml.kit.required)).toHaveLength(2);
    await fill(field(LABELS.name), 'ജോസ്');
    expect(field(LABELS.name).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText(kitMessages.ml.kit.required)).toHaveLength(1);
    expect(screen.getByText(kitMessages.ml.kit.fixErrors)).toBeTruthy();
    await fill(field(LABELS.phone), '9447012345');
    expect(screen.queryByText(kitMessages.ml.kit.required)).toBeNull();
    expect(screen.queryByText(kitMessages.ml.kit.fixErrors)).toBeNull();
  });

  it('is busy while sending: the button says saving and every control is disabled', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<Harness onSubmit={onSubmit} />);
    await fill(field(LABELS.name), 'ജോസ്');
    await fill(field(LABELS.phone), '9447012345');
    await save();
    const busy = screen.getByRole('button', { name: kitMessages.ml.kit.saving });
    expect(busy).toHaveProperty('disabled', true);
    expect(field(LABELS.name).disabled).toBe(true);
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ജോസ്', phone: '+919447012345', age: 0, type: null }),
      expect.anything(),
    );
    await act(async () => finish());
    expect(screen.getByRole('button', { name: kitMessages.ml.kit.save })).toHaveProperty('disabled', false);
  });

  it("maps the server's 400 fields (body.phone) onto the field, focused once the form is enabled again", async () => {
    render(
      <Harness
        onSubmit={() =>
          Promise.reject(
            new ApiClientError(400, 'validation_error', 'Bad body', { 'body.phone': 'Not an Indian phone number' }),
          )
        }
      />,
    );
    await fill(field(LABELS.name), 'ജോസ്');
    await fill(field(LABELS.phone), '9447012345');
    await save();
    expect(await screen.findByText(LABELS.badPhone)).toBeTruthy();
    expect(field(LABELS.phone).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(LABELS.phone));
    // A server error stays until its own field changes (the local schema thinks the phone is fine).
    await fill(field(LABELS.name), 'ഫ്');
    expect(screen.getByText(LABELS.badPhone)).toBeTruthy();
    fireEvent.change(field(LABELS.phone), { target: { value: '9447012346' } });
    expect(screen.queryByText(LABELS.badPhone)).toBeNull();
  });

  it('keeps everything typed after a failed save and shows the failure on the form line', async () => {
    const failureText = (err: unknown) => (err instanceof Error ? err.message : String(err));
    render(
      <Harness
        onSubmit={() => Promise.reject(new ApiClientError(409, 'conflict', 'Already there'))}
        failureText={failureText}
      />,
    );
    await fill(field(LABELS.name), 'ജോസ്');
    await fill(field(LABELS.phone), '9447012345');
    await user.selectOptions(field(LABELS.type), '1');
    await save();
    expect(await screen.findByText('Already there')).toBeTruthy();
    expect(field(LABELS.name).value).toBe('ജോസ്');
    expect(field(LABELS.phone).value).toBe('9447012345');
    expect(field(LABELS.type).value).toBe('1');
    expect(field(LABELS.name).disabled).toBe(false);
  });

  it("by default says the server's reason by its code in Malayalam on the form line, once (no toast)", async () => {
    // The app's calls load the codes' words before they throw (lib/api.ts); this error is made here.
    await loadErrorTexts();
    const toastError = vi.spyOn(toast, 'error');
    try {
      render(<Harness onSubmit={() => Promise.reject(new ApiClientError(409, 'conflict', 'Already there'))} />);
      await fill(field(LABELS.name), 'ജോസ്');
      await fill(field(LABELS.phone), '9447012345');
      await save();
      expect(await screen.findByText(apiErrors.ml.conflict)).toBeTruthy();
      expect(screen.queryByText('Already there')).toBeNull();
      expect(toastError).not.toHaveBeenCalled();
    } finally {
      toastError.mockRestore();
    }
  });

  it('offline: sends nothing, keeps what was typed and says a connection is needed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(<Harness onSubmit={onSubmit} />);
      await fill(field(LABELS.name), 'ജോസ്');
      await fill(field(LABELS.phone), '9447012345');
      await save();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByText(kitMessages.ml.kit.offline)).toBeTruthy();
      expect(field(LABELS.name).value).toBe('ജോസ്');
      expect(field(LABELS.phone).value).toBe('9447012345');
    } finally {
      online.mockRestore();
    }
  });

  it('a send that fails because the connection went meanwhile says so too', async () => {
    let online = true;
    const spy = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    try {
      render(
        <Harness
          onSubmit={() => {
            online = false;
            return Promise.reject(new ApiClientError('FETCH_ERROR', 'fetch_error', 'Failed to fetch'));
          }}
        />,
      );
      await fill(field(LABELS.name), 'ജോസ്');
      await fill(field(LABELS.phone), '9447012345');
      await save();
      expect(await screen.findByText(kitMessages.ml.kit.offline)).toBeTruthy();
      expect(field(LABELS.name).value).toBe('ജോസ്');
    } finally {
      spy.mockRestore();
    }
  });
});

function PasswordHarness() {
  const form = useSchemaForm({
    schema: PasswordResetSchema,
    initial: { password: '' },
    fields: { password: { label: 'പാസ്‌വേഡ്', required: true } },
    idPrefix: 'p',
    toInput: (v: { password: string }) => v,
    onSubmit: () => Promise.resolve(),
  });
  return (
    <form>
      <PasswordInput form={form} name="password" autoComplete="new-password" />
    </form>
  );
}

describe('PasswordInput', () => {
  it("hides the password as typed; its button shows and hides it; the label is the field's alone", async () => {
    render(<PasswordHarness />);
    const input = screen.getByLabelText('പാസ്‌വേഡ്', { exact: false }) as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    await fill(input, 'coconut grove sunrise');
    const show = screen.getByRole('button', { name: kitMessages.ml.kit.showPassword });
    expect(show.getAttribute('aria-controls')).toBe(input.id);
    await user.click(show);
    expect(input.type).toBe('text');
    expect(input.value).toBe('coconut grove sunrise');
    await user.click(screen.getByRole('button', { name: kitMessages.ml.kit.hidePassword }));
    expect(input.type).toBe('password');
    // Only the input answers to the field's label.
    expect(screen.getAllByLabelText(/പാസ്‌വേഡ്/)).toHaveLength(1);
  });
});
