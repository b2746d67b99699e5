// What a name (of a person, a family's house, a committee seat's holder, a speaker) may hold:
// letters of any script, with Malayalam's ZWJ and ZWNJ (U+200D, U+200C: chillus and the
// non-joined forms of ഓഡിറ്റ്‌വീട്), but no emoji (docs/decisions.md "No emoji in names").
// Zod-free: the form kit reads the message of the shared schema's refusal.

/**
 * A pictograph (😀, 🏠, ❤), a regional indicator (the halves of a flag), the emoji presentation
 * selector or the keycap mark: what makes an emoji, and nothing a written name needs.
 */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\uFE0F\u20E3]/u;

export const hasNoEmoji = (text: string) => !EMOJI.test(text);

/** The English message of the schemas' refusal (the API's `fields`); the screens show their own. */
export const NAME_EMOJI_MESSAGE = 'A name may not contain emoji';
