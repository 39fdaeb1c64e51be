import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_MSG,
  type Document,
  type DocumentList,
} from '@tenho/domain/documents/documents.schemas';
import { useTestApp } from '../../../test/app.ts';
import { bearer, createUser, loginAs, useUnitCast, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { documents } from '../../db/schema/documents.ts';
import {
  multipartForm,
  SAMPLE_PNG,
  sampleDocx,
  sampleElf,
  sampleExe,
  samplePdf,
  type FormFile,
} from './documents.fixtures.ts';
import { slack } from '../../../test/timeouts.ts';

const t = useTestApp();

const { people, tokens } = useUnitCast<'userA2'>(t, {
  units: [{ name: 'Unidade Centro' }, { name: 'Unidade Norte' }],
  people: { clientA: { name: 'Elétrica Alfa' } },
});
/** A USER of clientA2, which may read but not file. */
let userA2: TestUser;
type Who = keyof typeof tokens;
/** Document ids by title. */
const ids: Record<string, number> = {};

const uploadsDir = () => join(t.config.dataDir, 'uploads');

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

function upload(token: string, fields: Record<string, string>, files: FormFile[] = [], filesFirst = false) {
  const form = multipartForm(fields, files, { filesFirst });
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

async function uploadOk(
  who: Who,
  title: string,
  visibility: string,
  extra: Record<string, string> = {},
  file: FormFile = { name: `${title}.pdf`, content: samplePdf(title) },
): Promise<Document> {
  const response = await upload(tokens[who], { title, visibility, ...extra }, [file]);
  expect(response.statusCode, response.body).toBe(201);
  const document = response.json<Document>();
  ids[title] = document.id;
  return document;
}

const list = (token: string, query = '') => t.call('GET', `/api/documents${query}`, token);

async function titlesFor(who: Who): Promise<string[]> {
  const response = await list(tokens[who], '?pageSize=100');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<DocumentList>()
    .items.map((d) => d.title)
    .sort();
}

async function override(user: TestUser, permissions: Record<string, boolean>) {
  const response = await t.call('PATCH', `/api/users/${user.id}`, tokens.master, {
    permission_override: permissions,
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  userA2 = await createUser(t.db, { role: 'USER', unitId: people.unitA.id, parentId: people.clientA2.id });
  // Set explicitly, whatever the role defaults of the moment: companies file and delete their
  // papers; a USER reads its company's (userOfA may also file them).
  for (const client of [people.clientA, people.clientA2, people.clientB])
    await override(client, { 'document.access': true, 'document.create': true, 'document.delete': true });
  await override(people.userOfA, {
    'document.access': true,
    'document.create': true,
    'document.delete': true,
  });
  await override(userA2, {
    'document.access': true,
    'document.create': false,
    'document.delete': false,
  });
  tokens.userA2 = await loginAs(t.app, userA2);

  await uploadOk('master', 'Manual da rede', 'NETWORK');
  await uploadOk('master', 'Circular Norte', 'UNIT', { unit_id: String(people.unitB.id) });
  await uploadOk('adminA', 'Circular Centro', 'UNIT');
  await uploadOk('adminA', 'Anotações do administrador', 'PRIVATE');
  await uploadOk('adminB', 'Tabela Norte', 'UNIT', { unit_id: String(people.unitB.id) });
  await uploadOk('clientA', 'Contrato Alfa', 'PRIVATE');
  await uploadOk('userOfA', 'Recibo do funcionário', 'PRIVATE');
  await uploadOk('clientA2', 'Contrato Beta', 'PRIVATE');
  await uploadOk('clientB', 'Contrato Norte', 'PRIVATE');
}, slack(60_000));

describe('POST /api/documents → download → DELETE', () => {
  it('stores a real PDF, gives it back byte-identical and deletes it with its file', async () => {
    const pdf = samplePdf('Relatório anual de 2026');
    const response = await upload(
      tokens.clientA,
      { title: '  Relatório anual  ', visibility: 'PRIVATE' },
      [{ name: '../../etc/relatório anual.exe', content: pdf, type: 'application/x-msdownload' }],
      true, // the file before the fields works too
    );
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json<Document>();
    expect(document).toMatchObject({
      title: 'Relatório anual',
      file_name: 'relatório anual.pdf',
      mime_type: 'application/pdf',
      size_bytes: pdf.length,
      visibility: 'PRIVATE',
      unit_id: null,
      unit_name: null,
      owner_id: people.clientA.id,
      uploaded_by: { id: people.clientA.id, name: 'Elétrica Alfa' },
      can_delete: true,
    });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const stored = await filesUnder(join(uploadsDir(), 'documents'));
    expect(stored.some((path) => path.endsWith(row!.storageKey))).toBe(true);
    expect(await filesUnder(join(uploadsDir(), 'tmp'))).toEqual([]);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/download`,
      headers: bearer(tokens.userOfA), // the company's USER reads it too
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="relatorio anual.pdf"; filename*=UTF-8''relat%C3%B3rio%20anual.pdf`,
    );

    const removed = await t.call('DELETE', `/api/documents/${document.id}`, tokens.clientA);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await t.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
    const after = await filesUnder(join(uploadsDir(), 'documents'));
    expect(after.some((path) => path.endsWith(row!.storageKey))).toBe(false);
    expect(after).toHaveLength(stored.length - 1);
    const again = await t.call('GET', `/api/documents/${document.id}/download`, tokens.clientA);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'documents.not_found', message: DOCUMENTS_MSG.notFound });

    // Both changes are in the audit log, with who and from where.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, document.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['documents.delete', 'documents.upload']);
    expect(entries.every((e) => e.actorId === people.clientA.id && e.ip)).toBe(true);
  });

  it('detects images and office files from their bytes and fixes a lying extension', async () => {
    const png = await uploadOk(
      'master',
      'Logo da rede',
      'NETWORK',
      {},
      { name: 'logo.pdf', content: SAMPLE_PNG },
    );
    expect(png).toMatchObject({ mime_type: 'image/png', file_name: 'logo.png' });
    const docx = await uploadOk(
      'adminA',
      'Modelo de proposta',
      'UNIT',
      { unit_id: String(people.unitA.id) },
      {
        name: 'modelo.docx',
        content: sampleDocx(),
      },
    );
    expect(docx.mime_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx).toMatchObject({ unit_id: people.unitA.id, unit_name: 'Unidade Centro' });
  });
});

describe('refused uploads leave nothing behind', () => {
  async function expectNothingNew(before: string[]) {
    expect(await filesUnder(join(uploadsDir(), 'tmp'))).toEqual([]);
    expect((await filesUnder(join(uploadsDir(), 'documents'))).sort()).toEqual(before.sort());
  }

  it('refuses renamed executables with 415', async () => {
    const before = await filesUnder(join(uploadsDir(), 'documents'));
    const count = await t.db.$count(documents);
    for (const file of [
      { name: 'relatorio.pdf', content: sampleElf(), type: 'application/pdf' },
      { name: 'planilha.xlsx', content: sampleExe() },
      { name: 'notas.txt', content: Buffer.from('#!/bin/sh\necho oi\n') },
    ]) {
      const response = await upload(tokens.clientA, { title: 'Executável', visibility: 'PRIVATE' }, [file]);
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json()).toEqual({
        code: 'documents.type_not_allowed',
        message: DOCUMENTS_MSG.executable,
      });
    }
    const zip = await upload(tokens.clientA, { title: 'Zip', visibility: 'PRIVATE' }, [
      { name: 'x.html', content: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(zip.statusCode).toBe(415);
    expect(zip.json()).toEqual({ code: 'documents.type_not_allowed', message: DOCUMENTS_MSG.typeNotAllowed });
    expect(await t.db.$count(documents)).toBe(count);
    await expectNothingNew(before);
  });

  it(
    'refuses an 11 MB file with 413 and the pt-BR message',
    async () => {
      const before = await filesUnder(join(uploadsDir(), 'documents'));
      const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
      samplePdf().copy(big);
      const response = await upload(tokens.clientA, { title: 'Grande', visibility: 'PRIVATE' }, [
        { name: 'grande.pdf', content: big },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'documents.too_large',
        message: 'O arquivo excede o limite de 10 MB.',
      });
      await expectNothingNew(before);

      // Exactly 10 MB passes.
      const limit = Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20);
      samplePdf().copy(limit);
      const ok = await upload(tokens.clientA, { title: 'No limite', visibility: 'PRIVATE' }, [
        { name: 'limite.pdf', content: limit },
      ]);
      expect(ok.statusCode, ok.body).toBe(201);
      const removed = await t.call('DELETE', `/api/documents/${ok.json<Document>().id}`, tokens.clientA);
      expect(removed.statusCode).toBe(204);
      await expectNothingNew(before);
    },
    slack(30_000),
  );

  it('a failing insert leaves neither a file nor a row', async () => {
    const before = await filesUnder(join(uploadsDir(), 'documents'));
    const count = await t.db.$count(documents);
    await t.db.execute(sql`create function tenho_test_refuse() returns trigger language plpgsql as
      $$ begin raise exception 'recusado pelo teste'; end $$`);
    await t.db.execute(sql`create trigger tenho_test_refuse before insert on documents
      for each row execute function tenho_test_refuse()`);
    try {
      const response = await upload(tokens.clientA, { title: 'Falha', visibility: 'PRIVATE' }, [
        { name: 'falha.pdf', content: samplePdf() },
      ]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal', message: 'Erro interno do servidor' });
    } finally {
      await t.db.execute(sql`drop trigger tenho_test_refuse on documents`);
      await t.db.execute(sql`drop function tenho_test_refuse()`);
    }
    expect(await t.db.$count(documents)).toBe(count);
    await expectNothingNew(before);
  });
});

describe('who sees what', () => {
  it('MASTER sees every document', async () => {
    expect(await titlesFor('master')).toEqual(
      expect.arrayContaining([
        'Anotações do administrador',
        'Circular Centro',
        'Circular Norte',
        'Contrato Alfa',
        'Contrato Beta',
        'Contrato Norte',
        'Manual da rede',
        'Recibo do funcionário',
        'Tabela Norte',
      ]),
    );
  });

  it("an ADMIN sees the network's, its unit's and its unit's companies' documents, never another unit's", async () => {
    const adminA = await titlesFor('adminA');
    expect(adminA).toEqual(
      expect.arrayContaining([
        'Anotações do administrador',
        'Circular Centro',
        'Contrato Alfa',
        'Contrato Beta',
        'Manual da rede',
        'Recibo do funcionário',
      ]),
    );
    for (const other of ['Circular Norte', 'Contrato Norte', 'Tabela Norte'])
      expect(adminA).not.toContain(other);
    const adminB = await titlesFor('adminB');
    expect(adminB).toEqual(
      expect.arrayContaining(['Circular Norte', 'Contrato Norte', 'Manual da rede', 'Tabela Norte']),
    );
    for (const other of ['Anotações do administrador', 'Circular Centro', 'Contrato Alfa', 'Contrato Beta'])
      expect(adminB).not.toContain(other);
  });

  it('a CLIENT sees only its own and what is shared with it', async () => {
    const alfa = await titlesFor('clientA');
    expect(alfa).toEqual(
      expect.arrayContaining(['Circular Centro', 'Contrato Alfa', 'Manual da rede', 'Recibo do funcionário']),
    );
    for (const other of ['Anotações do administrador', 'Contrato Beta', 'Contrato Norte', 'Circular Norte'])
      expect(alfa).not.toContain(other);
    const norte = await titlesFor('clientB');
    expect(norte).toEqual(
      expect.arrayContaining(['Circular Norte', 'Contrato Norte', 'Manual da rede', 'Tabela Norte']),
    );
    expect(norte).not.toContain('Contrato Alfa');
  });

  it('a USER sees only what its company shares with it', async () => {
    const userOfA = await titlesFor('userOfA');
    expect(userOfA).toEqual(
      expect.arrayContaining(['Circular Centro', 'Contrato Alfa', 'Manual da rede', 'Recibo do funcionário']),
    );
    expect(userOfA).not.toContain('Contrato Beta');
    const userA2 = await titlesFor('userA2');
    expect(userA2).toContain('Contrato Beta');
    for (const other of ['Contrato Alfa', 'Recibo do funcionário', 'Anotações do administrador'])
      expect(userA2).not.toContain(other);
  });

  it('out-of-scope documents answer 404 on download and delete, like missing ones', async () => {
    for (const [who, title] of [
      ['adminB', 'Contrato Alfa'],
      ['clientA2', 'Contrato Alfa'],
      ['userA2', 'Recibo do funcionário'],
      ['adminA', 'Circular Norte'],
      ['clientA', 'Anotações do administrador'],
    ] as const) {
      // userA2 holds no document.delete: its DELETE stops at the guard (403) before any lookup.
      for (const method of who === 'userA2' ? (['GET'] as const) : (['GET', 'DELETE'] as const)) {
        const response = await t.call(
          method,
          method === 'GET' ? `/api/documents/${ids[title]}/download` : `/api/documents/${ids[title]}`,
          tokens[who],
        );
        expect(response.statusCode, `${who} ${method} ${title}`).toBe(404);
      }
    }
    const missing = await list(tokens.master);
    expect(missing.statusCode).toBe(200);
    const unknown = await t.call('GET', '/api/documents/2147483647/download', tokens.master);
    expect(unknown.statusCode).toBe(404);
  });

  it('can_delete follows owner-or-above, and the server enforces it', async () => {
    const flags = async (who: Who) =>
      Object.fromEntries(
        (await list(tokens[who], '?pageSize=100'))
          .json<DocumentList>()
          .items.map((d) => [d.title, d.can_delete]),
      );
    const alfa = await flags('clientA');
    expect(alfa).toMatchObject({
      'Contrato Alfa': true,
      'Recibo do funcionário': true,
      'Manual da rede': false,
      'Circular Centro': false,
    });
    const admin = await flags('adminA');
    expect(admin).toMatchObject({
      'Contrato Alfa': true,
      'Circular Centro': true,
      'Anotações do administrador': true,
      'Manual da rede': false,
    });
    const user = await flags('userOfA');
    expect(user).toMatchObject({ 'Recibo do funcionário': true, 'Contrato Alfa': false });
    expect(Object.values(await flags('userA2')).every((v) => v === false)).toBe(true);

    const forbidden = await t.call('DELETE', `/api/documents/${ids['Manual da rede']}`, tokens.clientA);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      code: 'documents.delete_forbidden',
      message: DOCUMENTS_MSG.deleteForbidden,
    });
    const userOnCompany = await t.call('DELETE', `/api/documents/${ids['Contrato Alfa']}`, tokens.userOfA);
    expect(userOnCompany.statusCode).toBe(403);
    // The unit's ADMIN is above the company: it may remove the company's document.
    const doc = await uploadOk('clientA', 'Para o admin excluir', 'PRIVATE');
    const byAdmin = await t.call('DELETE', `/api/documents/${doc.id}`, tokens.adminA);
    expect(byAdmin.statusCode).toBe(204);
  });
});

describe('GET /api/documents search and paging', () => {
  it('finds by title or file name, accents and case ignored, newest first, paged', async () => {
    const byTitle = (await list(tokens.master, '?search=CONTRATO')).json<DocumentList>();
    expect(byTitle.items.map((d) => d.title).sort()).toEqual([
      'Contrato Alfa',
      'Contrato Beta',
      'Contrato Norte',
    ]);
    expect(byTitle.total).toBe(3);
    const accents = (
      await list(tokens.master, `?search=${encodeURIComponent('anotacoes')}`)
    ).json<DocumentList>();
    expect(accents.items.map((d) => d.title)).toEqual(['Anotações do administrador']);
    const byFile = (await list(tokens.master, '?search=logo.png')).json<DocumentList>();
    expect(byFile.items.map((d) => d.title)).toEqual(['Logo da rede']);
    const scoped = (await list(tokens.clientA2, '?search=contrato')).json<DocumentList>();
    expect(scoped.items.map((d) => d.title)).toEqual(['Contrato Beta']);
    const wildcard = (await list(tokens.master, '?search=%25')).json<DocumentList>();
    expect(wildcard.total).toBe(0);

    const all = (await list(tokens.master, '?pageSize=100')).json<DocumentList>();
    const page2 = (await list(tokens.master, '?page=2&pageSize=3')).json<DocumentList>();
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(page2.items.map((d) => d.id)).toEqual(all.items.slice(3, 6).map((d) => d.id));
    const times = all.items.map((d) => d.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers bad paging and search in Portuguese', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?pageSize=101',
      `?search=${'x'.repeat(101)}`,
      '?search=a%00b',
    ]) {
      const response = await list(tokens.master, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation');
    }
  });
});

describe('upload rules and bad input', () => {
  const pdf = (): FormFile[] => [{ name: 'a.pdf', content: samplePdf() }];

  it('NETWORK is MASTER only; UNIT is MASTER (naming the unit) or the unit ADMIN; CLIENT keeps PRIVATE', async () => {
    const cases: [Who, Record<string, string>, number, string][] = [
      ['adminA', { visibility: 'NETWORK' }, 403, 'documents.network_master_only'],
      ['clientA', { visibility: 'NETWORK' }, 403, 'documents.network_master_only'],
      ['clientA', { visibility: 'UNIT' }, 403, 'documents.unit_forbidden'],
      ['userOfA', { visibility: 'UNIT' }, 403, 'documents.unit_forbidden'],
      ['adminA', { visibility: 'UNIT', unit_id: String(people.unitB.id) }, 404, 'franchise_units.not_found'],
      ['master', { visibility: 'UNIT' }, 400, 'validation'],
      ['master', { visibility: 'UNIT', unit_id: '2147483647' }, 404, 'franchise_units.not_found'],
      ['clientA', { visibility: 'PRIVATE', unit_id: String(people.unitA.id) }, 400, 'validation'],
    ];
    for (const [who, fields, status, code] of cases) {
      for (const filesFirst of [false, true]) {
        const response = await upload(tokens[who], { title: 'Regra', ...fields }, pdf(), filesFirst);
        expect(response.statusCode, `${who} ${JSON.stringify(fields)}`).toBe(status);
        expect(response.json<{ code: string }>().code).toBe(code);
      }
    }
    expect(await filesUnder(join(uploadsDir(), 'tmp'))).toEqual([]);
  });

  it('answers a missing file, a bad visibility, a missing title and a non-multipart body in Portuguese', async () => {
    const noFile = await upload(tokens.clientA, { title: 'Sem arquivo', visibility: 'PRIVATE' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ code: 'documents.file_required', message: DOCUMENTS_MSG.fileRequired });

    const badVisibility = await upload(tokens.clientA, { title: 'X', visibility: 'PUBLICO' }, pdf());
    expect(badVisibility.statusCode).toBe(400);
    expect(badVisibility.json()).toMatchObject({
      code: 'validation',
      message: DOCUMENTS_MSG.visibilityInvalid,
    });

    const noTitle = await upload(tokens.clientA, { title: '   ', visibility: 'PRIVATE' }, pdf());
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({ code: 'validation', message: DOCUMENTS_MSG.titleRequired });

    const empty = await upload(tokens.clientA, { title: 'Vazio', visibility: 'PRIVATE' }, [
      { name: 'vazio.pdf', content: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'documents.file_empty', message: DOCUMENTS_MSG.fileEmpty });

    const twoFiles = await upload(tokens.clientA, { title: 'Dois', visibility: 'PRIVATE' }, [
      ...pdf(),
      ...pdf(),
    ]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json<{ code: string }>().code).toBe('documents.too_many_files');

    const otherField = await upload(tokens.clientA, { title: 'Campo', visibility: 'PRIVATE' }, [
      { name: 'a.pdf', content: samplePdf(), field: 'anexo' },
    ]);
    expect(otherField.statusCode).toBe(400);

    const json = await t.call('POST', '/api/documents', tokens.clientA, {
      title: 'JSON',
      visibility: 'PRIVATE',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      code: 'documents.multipart_required',
      message: DOCUMENTS_MSG.multipartRequired,
    });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(tokens.clientA), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 sem fim',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toBe(DOCUMENTS_MSG.uploadInterrupted);
    expect(await filesUnder(join(uploadsDir(), 'tmp'))).toEqual([]);
  });

  it('guards every route by permission: 401 without a session, 403 without the permission', async () => {
    expect((await t.call('GET', '/api/documents')).statusCode).toBe(401);
    // USER A2 reads but may not file or delete.
    const create = await upload(tokens.userA2, { title: 'X', visibility: 'PRIVATE' }, pdf());
    expect(create.statusCode).toBe(403);
    expect(create.json<{ code: string }>().code).toBe('auth.forbidden');
    const del = await t.call('DELETE', `/api/documents/${ids['Contrato Beta']}`, tokens.userA2);
    expect(del.statusCode).toBe(403);
    // Without document.access, the list and downloads are closed at once.
    await override(userA2, { 'document.access': false });
    const token = await loginAs(t.app, userA2);
    expect((await list(token)).statusCode).toBe(403);
    const download = await t.call('GET', `/api/documents/${ids['Contrato Beta']}/download`, token);
    expect(download.statusCode).toBe(403);
  });

  it('rejects bad ids with 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await t.call('GET', `/api/documents/${id}/download`, tokens.master);
      expect(response.statusCode, id).toBe(400);
    }
  });
});
