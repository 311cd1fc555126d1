/**
 * The supplier's own PDF of a statement or invoice: uploaded with PUT /imports/documents/{id}/file
 * (an import:write key or an Admin) or named by an imported document's file_url and fetched by the
 * import; the customer's document view then serves exactly those bytes instead of drawing it.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from '../support/test-app';
import { importFile, ndjson, refusalsOf } from './support';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const SUPPLIER_PDF = pdf('the supplier statement');
const FETCHED_PDF = pdf('fetched from the supplier server');

let t: TestApp;
let admin: string;
let customerKey: string;
let accountId: string;
let documentId: string;
let demoKey: string;
let cleangasKey: string;
let server: Server;
let base: string;
const hits: string[] = [];

async function newKey(tenant: string): Promise<string> {
  const session = (await loginAs(t.app, tenant, 'admin@demo.test')).body.user_key;
  const created = await t.app.inject({ method: 'POST', url: `/api/${tenant}/integrations/api-keys`, headers: { 'user-key': session }, payload: { name: 'Billing system', scopes: ['import:write'] } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().secret as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  customerKey = signedIn.customerKey;
  accountId = signedIn.customer.account_ids[0];
  documentId = (await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/documents`, headers: { 'user-key': customerKey } })).json().content[0].document_id;
  demoKey = await newKey('demo');
  cleangasKey = await newKey('cleangas');
  // The supplier's file server, on this machine (loopback http is allowed outside production).
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/statement.pdf') return response.writeHead(200, { 'content-type': 'application/pdf' }).end(FETCHED_PDF);
    if (request.url === '/octet.pdf') return response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(pdf('octet'));
    if (request.url === '/page.html') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
    if (request.url === '/fake.pdf') return response.writeHead(200, { 'content-type': 'application/pdf' }).end('not a pdf at all');
    if (request.url === '/moved.pdf') return response.writeHead(302, { location: '/statement.pdf' }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const put = (id: string, body: Buffer | string, headers: Record<string, string> = { authorization: `Bearer ${demoKey}` }, contentType = 'application/pdf', tenant = 'demo') =>
  t.app.inject({ method: 'PUT', url: `/api/${tenant}/imports/documents/${id}/file`, headers: { ...headers, 'content-type': contentType }, payload: body });
const view = (id: string, key = customerKey) => t.app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/documents/${id}`, headers: { 'user-key': key } });

describe('PUT /imports/documents/{document_id}/file', () => {
  it('stores the PDF sent with an import:write key, and the customer is served exactly those bytes', async () => {
    const drawn = await view(documentId);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(drawn.rawPayload.equals(SUPPLIER_PDF)).toBe(false);

    const sent = await put(documentId, SUPPLIER_PDF);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ document_id: documentId, size: SUPPLIER_PDF.length, sha256: createHash('sha256').update(SUPPLIER_PDF).digest('hex'), source_url: null, changed: true });

    const served = await view(documentId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(served.rawPayload.equals(SUPPLIER_PDF)).toBe(true);
  });

  it('changes nothing when the same bytes come again, and replaces the file with other bytes', async () => {
    const first = (await put(documentId, SUPPLIER_PDF)).json();
    expect(first).toMatchObject({ changed: false });
    const again = await put(documentId, SUPPLIER_PDF);
    expect(again.json()).toEqual(first);
    const other = pdf('a corrected statement');
    // An Admin's session may upload too, as it may import.
    const replaced = await put(documentId, other, { 'user-key': admin });
    expect(replaced.json()).toMatchObject({ changed: true, size: other.length });
    expect((await view(documentId)).rawPayload.equals(other)).toBe(true);
    await put(documentId, SUPPLIER_PDF);
  });

  it('refuses what is not a PDF whatever it is sent as, and a body of another type', async () => {
    const text = await put(documentId, 'Dear customer, your balance is…');
    expect(text.statusCode).toBe(415);
    expect(text.json().error_code).toBe('NOT_A_PDF');
    const png = await put(documentId, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    expect(png.statusCode).toBe(415);
    expect((await put(documentId, JSON.stringify({ pdf: 'x' }), undefined, 'application/json')).statusCode).toBe(415);
    expect((await put(documentId, SUPPLIER_PDF, undefined, 'text/csv')).statusCode).toBe(415);
    expect((await view(documentId)).rawPayload.equals(SUPPLIER_PDF)).toBe(true);
  });

  it('refuses a file past 20 MB with 413 and keeps the one stored', async () => {
    const huge = Buffer.concat([pdf('huge'), Buffer.alloc(20 * 1024 * 1024)]);
    const response = await put(documentId, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().error_code).toBe('FILE_TOO_LARGE');
    expect((await view(documentId)).rawPayload.equals(SUPPLIER_PDF)).toBe(true);
  });

  it("answers 404 for a document the tenant has not imported, 401 to another tenant's key, and another tenant's documents are unknown to its own key", async () => {
    const unknown = await put('NO-SUCH-DOC-1', SUPPLIER_PDF);
    expect(unknown.statusCode).toBe(404);
    expect((await put(documentId, pdf('intruder'), { authorization: `Bearer ${cleangasKey}` })).statusCode).toBe(401);
    // A document only demo imported is unknown to cleangas's own key on cleangas.
    await importFile(t.app, admin, ndjson({ kind: 'document', external_id: 'DEMO-ONLY-1', account_id: accountId, document_type: 'invoice', document_date: '2026-10-31', title: 'Invoice', amount: 10, document_balance: 10 }));
    expect((await put('DEMO-ONLY-1', pdf('intruder'), { authorization: `Bearer ${cleangasKey}` }, 'application/pdf', 'cleangas')).statusCode).toBe(404);
    expect((await view('DEMO-ONLY-1')).rawPayload.equals(pdf('intruder'))).toBe(false);
    expect((await put(documentId, pdf('anonymous'), {})).statusCode).toBe(401);
    expect((await put(documentId, pdf('customer'), { 'user-key': customerKey })).statusCode).toBe(403);
    expect((await view(documentId)).rawPayload.equals(SUPPLIER_PDF)).toBe(true);
  });
});

describe('file_url: the import fetches the supplier PDF', () => {
  const doc = (id: string, fileUrl: string) => ({
    kind: 'document', external_id: id, account_id: accountId, document_type: 'statement', document_date: '2026-10-31', title: `Statement ${id}`,
    period_start: '2026-10-01', period_end: '2026-10-31', amount: 120.5, document_balance: 120.5, file_url: fileUrl,
  });

  it('fetches each named PDF once, serves it to the customer, and does not fetch it again when the same file comes again', async () => {
    const file = ndjson(doc('ST-URL-1', `${base}/statement.pdf`), doc('ST-URL-2', `${base}/octet.pdf`));
    const job = await importFile(t.app, admin, file);
    expect(job).toMatchObject({ status: 'succeeded', rows_applied: 2, rows_refused: 0, files_fetched: 2, files_failed: 0 });
    expect((await view('ST-URL-1')).rawPayload.equals(FETCHED_PDF)).toBe(true);
    expect((await view('ST-URL-2')).rawPayload.equals(pdf('octet'))).toBe(true);
    const before = hits.length;
    expect(await importFile(t.app, admin, file)).toMatchObject({ rows_unchanged: 2, files_fetched: 0, files_failed: 0 });
    expect(hits.length).toBe(before);
  });

  it('never replaces an uploaded PDF with a file_url', async () => {
    await importFile(t.app, admin, ndjson(doc('ST-URL-3', `${base}/statement.pdf`)));
    const uploaded = pdf('uploaded later');
    expect((await put('ST-URL-3', uploaded)).json()).toMatchObject({ changed: true, source_url: null });
    expect(await importFile(t.app, admin, ndjson({ ...doc('ST-URL-3', `${base}/octet.pdf`), title: 'Renamed' }))).toMatchObject({ rows_applied: 1, files_fetched: 0 });
    expect((await view('ST-URL-3')).rawPayload.equals(uploaded)).toBe(true);
  });

  it('reports a failed fetch at $.file_url with its line, keeps the document metadata and draws it', async () => {
    const job = await importFile(
      t.app,
      admin,
      ndjson(doc('ST-BAD-1', `${base}/page.html`), doc('ST-BAD-2', `${base}/fake.pdf`), doc('ST-BAD-3', `${base}/moved.pdf`), doc('ST-BAD-4', `${base}/gone.pdf`), doc('ST-BAD-5', 'http://example.com/s.pdf')),
    );
    expect(job).toMatchObject({ status: 'succeeded', rows_applied: 5, files_fetched: 0, files_failed: 5 });
    const refusals = await refusalsOf(t.app, admin, job.job_id);
    expect(refusals.map((r) => [r.line, r.path, r.external_id])).toEqual([
      [1, '$.file_url', 'ST-BAD-1'],
      [2, '$.file_url', 'ST-BAD-2'],
      [3, '$.file_url', 'ST-BAD-3'],
      [4, '$.file_url', 'ST-BAD-4'],
      [5, '$.file_url', 'ST-BAD-5'],
    ]);
    expect(refusals[0].message).toMatch(/content type "text\/html"/);
    expect(refusals[1].message).toMatch(/not a PDF/);
    expect(refusals[2].message).toMatch(/HTTP 302/);
    expect(refusals[3].message).toMatch(/HTTP 404/);
    expect(refusals[4].message).toMatch(/https/);
    const drawn = await view('ST-BAD-1');
    expect(drawn.statusCode).toBe(200);
    expect(drawn.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

});

describe('file_url under production rules', () => {
  let prod: TestApp;
  beforeAll(async () => {
    // As NODE_ENV=production runs the import: https only, never a loopback, private or link-local address.
    prod = await createTestApp({}, { imports: { production: true } });
  });
  afterAll(() => prod.close());

  it('refuses a loopback or internal address, behind http or https, without calling it', async () => {
    const prodAdmin = (await loginAs(prod.app, 'demo', 'admin@demo.test')).body.user_key;
    const prodAccount = (await signInDemoCustomerAndStaff(prod.app)).customer.account_ids[0];
    const port = new URL(base).port;
    const urls = [`${base}/statement.pdf`, `https://127.0.0.1:${port}/statement.pdf`, `https://localhost:${port}/statement.pdf`, 'https://169.254.169.254/latest/meta-data.pdf', 'https://10.1.2.3/statement.pdf', 'https://[::1]/statement.pdf'];
    const before = hits.length;
    const job = await importFile(
      prod.app,
      prodAdmin,
      ndjson(...urls.map((url, i) => ({ kind: 'document', external_id: `ST-PROD-${i}`, account_id: prodAccount, document_type: 'invoice', document_date: '2026-10-31', title: 'Invoice', amount: 10, document_balance: 10, file_url: url }))),
    );
    expect(job).toMatchObject({ status: 'succeeded', rows_applied: urls.length, files_fetched: 0, files_failed: urls.length });
    const refusals = await refusalsOf(prod.app, prodAdmin, job.job_id);
    expect(refusals.map((r) => r.path)).toEqual(urls.map(() => '$.file_url'));
    expect(refusals[0].message).toMatch(/must be an https URL/);
    for (const refusal of refusals.slice(1)) expect(refusal.message).toMatch(/loopback, private or link-local/);
    expect(hits.length).toBe(before);
  });
});
