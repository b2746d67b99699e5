// Which passwords are refused (docs/decisions.md "Accounts and passwords"):
// shorter than 10 characters, or one that guessing lists try
// first. Both sides apply it: the form says so before sending, the server refuses it regardless.

/** Not in the spec: at least this many characters. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Words that guessing lists try first, with digits or symbols around them ("password123",
 * "Jesus@2024", "kerala12345"): the words of leaked-password lists' top entries, and the ones a
 * parish in Kerala would reach for.
 */
const COMMON_WORDS = [
  'password',
  'passw0rd',
  'passwort',
  'qwerty',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'iloveyou',
  'welcome',
  'admin',
  'administrator',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'superman',
  'batman',
  'starwars',
  'master',
  'shadow',
  'trustno',
  'whatever',
  'freedom',
  'computer',
  'internet',
  'secret',
  'changeme',
  'default',
  'login',
  'user',
  'guest',
  'test',
  'abc',
  'abcdef',
  'abcdefgh',
  'abcdefghij',
  'god',
  'godisgreat',
  'godislove',
  'jesus',
  'jesuschrist',
  'jesuslovesme',
  'christ',
  'mary',
  'mother',
  'mothermary',
  'amen',
  'hallelujah',
  'church',
  'parish',
  'catholic',
  'holy',
  'holyspirit',
  'saint',
  'stmarys',
  'kerala',
  'india',
  'malayalam',
  'kochi',
  'cochin',
  'thrissur',
  'kottayam',
  'ernakulam',
  'love',
  'lovely',
  'india123',
  'mylove',
  'loveyou',
  'blessed',
  'family',
  'michael',
  'joseph',
  'thomas',
  'george',
  'mathew',
  'samsung',
  'nokia',
  'iphone',
  'google',
  'facebook',
  'whatsapp',
  'cricket',
  'sachin',
  'mohanlal',
  'mammootty',
  'killer',
  'hello',
  'helloworld',
  'parishsite',
  'website',
  'office',
];

/** Whole passwords of 10+ characters that lists try (keyboard runs, counting, repeated words). */
const COMMON_WHOLE = [
  '1234567890',
  '0987654321',
  '1234512345',
  '1122334455',
  '1212121212',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty123456',
  'q1w2e3r4t5',
  '1q2w3e4r5t',
  'a1b2c3d4e5',
  'asdfghjkl1',
  'zaq12wsxcde3',
  'abcd123456',
  '123456789a',
  'a123456789',
  'qwe123qwe123',
  '123qweasdzxc',
  'password1234',
  'iloveyou123',
];

function isRunOrRepeat(text: string): boolean {
  if (/^(.)\1+$/.test(text)) return true;
  // 2- to 5-character pieces repeated ("abcabcabcabc", "12121212").
  if (/^(.{2,5})\1+.{0,4}$/.test(text)) return true;
  let up = true,
    down = true;
  for (let i = 1; i < text.length; i++) {
    const step = text.charCodeAt(i) - text.charCodeAt(i - 1);
    if (step !== 1) up = false;
    if (step !== -1) down = false;
  }
  return up || down;
}

/** True when a password is among the common ones (case and surrounding digits or symbols ignored). */
export function isCommonPassword(password: string, username = ''): boolean {
  const text = password.trim().toLowerCase();
  if (COMMON_WHOLE.includes(text) || isRunOrRepeat(text)) return true;
  // The letters part: "Password@123" → "password", "123jesus!" → "jesus", "st.marys2024" → "stmarys".
  const core = text.replace(/^[^a-z\u0d00-\u0d7f]+|[^a-z\u0d00-\u0d7f]+$/g, '').replace(/[^a-z0-9\u0d00-\u0d7f]/g, '');
  if (core.length === 0) return true; // digits and symbols only: a date, a phone number
  if (COMMON_WORDS.includes(core) || isRunOrRepeat(core)) return true;
  const name = username.trim().toLowerCase();
  return name.length >= 3 && (core === name || (core.includes(name) && core.length - name.length < 4));
}
