// issueMessage's choice of words (`custom`: a refine's own message, e.g. a common password).
import { describe, expect, it } from 'vitest';
import { PasswordResetSchema } from '@parish/shared/auth';
import { ml } from '../i18n/ml.ts';
import { MemberFieldsSchema } from '@parish/shared/members';
import { NAME_EMOJI_MESSAGE } from '@parish/shared/plain/names';
import { issuesToErrors, serverErrors } from './use-schema-form.ts';
import { kitMessages } from '../i18n/kit.ts';

const COMMON = 'എളുപ്പം ഊഹിക്കാവുന്ന പാസ്‌വേഡ്';
const errorsOf = (password: string, custom?: string) => {
  const parsed = PasswordResetSchema.safeParse({ password });
  if (parsed.success) return {};
  return issuesToErrors(parsed.error.issues, { password }, { password: { label: 'p', custom } }, kitMessages.ml.kit);
};

describe('issueMessage', () => {
  it("gives a refine's issue the field's `custom` words, and a too-short one its length", () => {
    expect(errorsOf('password123', COMMON)).toEqual({ password: COMMON });
    expect(errorsOf('short', COMMON)).toEqual({ password: kitMessages.ml.kit.tooShort(10) });
  });

  it('falls back to kit.invalid without `custom` (as before)', () => {
    expect(errorsOf('password123')).toEqual({ password: kitMessages.ml.kit.invalid });
  });
});

describe('an emoji in a name', () => {
  const k = kitMessages.ml.kit;
  it('is said in Malayalam, from the schema and from the server, even where the field has its own words', () => {
    const values = { name: 'ആന്റണി 😀', nameEng: 'Antony' };
    const parsed = MemberFieldsSchema.pick({ name: true, nameEng: true }).safeParse(values);
    expect(parsed.success).toBe(false);
    const catalog = { name: { label: 'പേര്', invalid: 'x', custom: 'y' } };
    expect(issuesToErrors(parsed.error?.issues ?? [], values, catalog, k)).toEqual({ name: k.noEmoji });
    expect(serverErrors({ 'body.name': NAME_EMOJI_MESSAGE }, values, catalog, k)).toEqual({ name: k.noEmoji });
    expect(MemberFieldsSchema.pick({ name: true }).safeParse({ name: 'ഓഡിറ്റ്\u200Cവീട്' }).success).toBe(true);
  });
});
