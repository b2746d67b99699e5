// lib/api.ts: a file goes as it is (an import), and a failed call keeps its whole answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiClientError } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api()', () => {
  it('sends a Blob body unchanged with its own type, and JSON bodies as before', async () => {
    const fetchMock = answer(200, { ok: true });
    const file = new Blob(['a,b\r\n1,2\r\n'], { type: 'text/csv' });
    await api('/directory/import/preview', { method: 'POST', body: file });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(file);
    expect(init.headers).toEqual({ 'Content-Type': 'text/csv' });
    await api('/contacts', { method: 'POST', body: { name: 'x' } });
    const [, json] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(json.body).toBe('{"name":"x"}');
    expect(json.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('a Blob without a type goes as application/octet-stream', async () => {
    const fetchMock = answer(200, {});
    await api('/x', { method: 'POST', body: new Blob([new Uint8Array([0x50, 0x4b])]) });
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toEqual({
      'Content-Type': 'application/octet-stream',
    });
  });

  it('keeps the whole answer of a failed call', async () => {
    answer(400, { rows: 2, issues: [{ rows: [2], problem: 'two_heads' }], written: false });
    const err = await api('/directory/import', { method: 'POST', body: new Blob(['x']) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect((err as ApiClientError).status).toBe(400);
    expect((err as ApiClientError).body).toEqual({
      rows: 2,
      issues: [{ rows: [2], problem: 'two_heads' }],
      written: false,
    });
  });
});
