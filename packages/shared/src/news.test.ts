import { describe, expect, it } from 'vitest';
import { base64UrlBytes, linkify, newsParagraphs, PushSubscriptionSchema } from './news.ts';

describe('linkify', () => {
  it('splits text and http(s) links, leaving a sentence full stop outside the link', () => {
    expect(linkify('കാണുക https://example.org/a?b=1. പിന്നെ http://x.in')).toEqual([
      { kind: 'text', text: 'കാണുക ' },
      { kind: 'link', href: 'https://example.org/a?b=1', text: 'https://example.org/a?b=1' },
      { kind: 'text', text: '. പിന്നെ ' },
      { kind: 'link', href: 'http://x.in', text: 'http://x.in' },
    ]);
  });

  it('never makes a link of other schemes or of HTML', () => {
    expect(linkify('javascript:alert(1) <a href="https://x.org">x</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="' },
      { kind: 'link', href: 'https://x.org', text: 'https://x.org' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });
});

describe('newsParagraphs', () => {
  it('splits on blank lines, keeps single line breaks, drops empty paragraphs', () => {
    expect(newsParagraphs('ഒന്ന്\r\nരണ്ട്\n\n \n\nമൂന്ന്\n')).toEqual(['ഒന്ന്\nരണ്ട്', 'മൂന്ന്']);
  });
});

describe('push subscription body', () => {
  const key = (n: number) => Buffer.alloc(n, 1).toString('base64url');
  it('counts base64url bytes and refuses other alphabets', () => {
    expect(base64UrlBytes(key(65))).toBe(65);
    expect(base64UrlBytes(key(16))).toBe(16);
    expect(base64UrlBytes('ab+/')).toBe(-1);
  });

  it('accepts a browser subscription and refuses http, short keys and unknown fields', () => {
    const ok = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      expirationTime: null,
      keys: { p256dh: key(65), auth: key(16) },
    };
    expect(PushSubscriptionSchema.safeParse(ok).success).toBe(true);
    expect(PushSubscriptionSchema.safeParse({ ...ok, endpoint: 'http://fcm.googleapis.com/x' }).success).toBe(false);
    expect(PushSubscriptionSchema.safeParse({ ...ok, keys: { p256dh: key(33), auth: key(16) } }).success).toBe(false);
    expect(PushSubscriptionSchema.safeParse({ ...ok, keys: { p256dh: key(65), auth: key(8) } }).success).toBe(false);
    expect(PushSubscriptionSchema.safeParse({ ...ok, x: 1 }).success).toBe(false);
  });
});
