// The stored push choice (docs/product.md "In the browser") and the accept flow's outcomes without a real push service.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_KEY } from '@parish/shared/news';
import { declinePush, enablePush, keyBytes, needsPrompt, readPushKey } from './push-subscribe.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const key = (n: number) =>
  btoa(String.fromCharCode(...new Uint8Array(n).fill(4)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('pushKey', () => {
  it('reads loading, disabled and a subscription; anything else counts as no choice', () => {
    expect(readPushKey()).toBeNull();
    localStorage.setItem(PUSH_KEY, '{"status":"loading"}');
    expect(readPushKey()).toEqual({ status: 'loading' });
    expect(needsPrompt(readPushKey())).toBe(true);
    declinePush();
    expect(localStorage.getItem(PUSH_KEY)).toBe('{"status":"disabled"}');
    expect(needsPrompt(readPushKey())).toBe(false);
    const sub = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      expirationTime: null,
      keys: { p256dh: key(65), auth: key(16) },
    };
    localStorage.setItem(PUSH_KEY, JSON.stringify(sub));
    expect(readPushKey()).toEqual(sub);
    localStorage.setItem(PUSH_KEY, 'not json');
    expect(readPushKey()).toBeNull();
  });

  it('turns the base64url VAPID key into its 65 bytes', () => {
    const bytes = keyBytes(key(65));
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('enablePush', () => {
  it('on a device without push support stores disabled and says unsupported', async () => {
    expect('PushManager' in window).toBe(false); // jsdom has none
    await expect(enablePush()).resolves.toBe('unsupported');
    expect(readPushKey()).toEqual({ status: 'disabled' });
  });

  it('stores disabled when the browser refuses permission, and removes the key when something fails', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: async () => 'denied' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: async () => {
          throw new Error('no worker');
        },
      },
    });
    await expect(enablePush()).resolves.toBe('denied');
    expect(readPushKey()).toEqual({ status: 'disabled' });
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
    await expect(enablePush()).rejects.toThrow('no worker');
    expect(localStorage.getItem(PUSH_KEY)).toBeNull();
  });
});
