// One wording for an empty required field on every form: the kit's (kit.ts `required`). A domain's
// messages carry no generic "this is required" of their own; a form says something else only when
// it names what is missing ("ആഘോഷത്തിന്റെ പേര് നൽകുക").
import { describe, expect, it } from 'vitest';
import { kitMessages } from './kit.ts';

const catalogs = import.meta.glob<Record<string, unknown>>('../features/**/*messages.ts', { eager: true });

/** Every [path, text] of a message catalog (functions left out). */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`));
}

const GENERIC = new Set(['ഈ വിവരം നൽകണം', 'ഈ വിവരം ആവശ്യമാണ്', 'ഈ വിവരം നൽകുക', 'This is required', 'Required']);

describe('the required-field wording', () => {
  it("is the kit's, in both languages", () => {
    expect(kitMessages.ml.kit.required).toBe('ഈ വിവരം നൽകണം');
    expect(kitMessages.en.kit.required).toBe('This is required');
  });

  it("is not said again, in other words, by any domain's messages", () => {
    expect(Object.keys(catalogs).length).toBeGreaterThan(10);
    const repeats = Object.entries(catalogs).flatMap(([file, module]) =>
      Object.values(module)
        .flatMap((catalog) => texts(catalog, file))
        .filter(([path, text]) => GENERIC.has(text.trim()) || /\.required$/.test(path)),
    );
    expect(repeats).toEqual([]);
  });
});
