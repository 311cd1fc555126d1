/** An upload through the one operation layer: the FormData body keeps its multipart type and boundary. */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/engine/api/create-api-client';

describe('uploading through the API client', () => {
  it('sends FormData as multipart/form-data (JSON stays the type of every other call)', async () => {
    const requests: Request[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return new Response(JSON.stringify({ name: 'a.png' }), { status: 201, headers: { 'Content-Type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const api = createApiClient({ origin: 'http://portal.test', tenant: 'demo', fetch, userKey: () => 'key-1' });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'a.png');
    await api.call('uploadImage', { body: form as never });
    await api.call('listImages');

    const [upload, list] = requests;
    expect(upload.url).toBe('http://portal.test/api/demo/assets/images');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.headers.get('user-key')).toBe('key-1');
    expect(await upload.text()).toContain('name="files"; filename="a.png"');
    expect(list.headers.get('content-type')).toBe('application/json');
  });
});
