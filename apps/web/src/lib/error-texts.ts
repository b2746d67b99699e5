// The words of the server's error codes (docs/decisions.md "A domain's texts travel with its
// screens"): ERROR_CODES' words load with the first failed call (api.ts awaits them before it
// throws, so whoever words the error finds them), and a domain's own codes are added by its
// messages when its screens load. Neither rides on every first page.
import type { apiErrors as ApiErrors } from '../i18n/api-errors.ts';

interface Words {
  ml: string;
  en: string;
}

const words = new Map<string, Words>();
let common: Promise<void> | null = null;

export function addErrorTexts(texts: Record<string, Words>): void {
  for (const [code, w] of Object.entries(texts)) words.set(code, w);
}

function addCommon({ ml, en }: typeof ApiErrors): void {
  for (const [code, text] of Object.entries(ml)) words.set(code, { ml: text, en: en[code as keyof typeof en] });
}

/** Loads ERROR_CODES' words once. Never fails: a code without words reads as the generic text. */
export function loadErrorTexts(): Promise<void> {
  return (common ??= import('../i18n/api-errors.ts').then(
    (m) => addCommon(m.apiErrors),
    () => {
      common = null;
    },
  ));
}

export function errorWords(code: string, lang: 'ml' | 'en'): string | undefined {
  return words.get(code)?.[lang];
}
