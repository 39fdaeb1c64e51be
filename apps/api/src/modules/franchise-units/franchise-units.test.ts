import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FRANCHISE_MSG,
  franchiseListResponseSchema,
  franchiseUnitDetailSchema,
  franchiseUnitSchema,
  type FranchiseListResponse,
  type FranchiseUnit,
  type FranchiseUnitDetail,
} from '@tenho/domain/franchise/franchise.schemas';
import { FORBIDDEN } from '../../../test/answers.ts';
import { useTestApp } from '../../../test/app.ts';
import { createUnit, createUser, loginAs, type TestUnit, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { documents } from '../../db/schema/documents.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { users } from '../../db/schema/users.ts';
import { createWalletService } from '../wallet/wallet.service.ts';

const t = useTestApp();

const NOT_FOUND = { code: 'franchise_units.not_found', message: 'Franquia não encontrada' };

let sequence = 0;
const validUnit = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: `Tenho Teste ${sequence}`,
    code: `tenho-teste-${sequence}`,
    city: 'Campinas',
    state: 'sp',
    region: 'Interior',
    ...overrides,
  };
};

let centro: TestUnit;
let sul: TestUnit;
let master: TestUser;
let adminCentro: TestUser;
let clientCentro: TestUser;
let clientCentro2: TestUser;
let userCentro: TestUser;
const tokens = {} as Record<'master' | 'adminCentro' | 'adminSul' | 'clientCentro' | 'userCentro', string>;

/** The newest audit row about a unit. */
async function lastAudit(unitId: number) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'franchise_unit'), eq(auditLog.entityId, unitId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  centro = await createUnit(t.db, {
    name: 'Tenho Centro Teste',
    code: 'centro-teste',
    city: 'São Paulo',
    state: 'SP',
  });
  sul = await createUnit(t.db, {
    name: 'Tenho Sul Teste',
    code: 'sul-teste',
    city: 'Porto Alegre',
    state: 'RS',
  });
  master = await createUser(t.db, { role: 'MASTER' });
  adminCentro = await createUser(t.db, {
    role: 'ADMIN',
    unitId: centro.id,
    name: 'Ana Admin',
    phone: '11988887777',
  });
  const adminSul = await createUser(t.db, { role: 'ADMIN', unitId: sul.id });
  clientCentro = await createUser(t.db, { role: 'CLIENT', unitId: centro.id, name: 'Borracharia Zé' });
  clientCentro2 = await createUser(t.db, {
    role: 'CLIENT',
    unitId: centro.id,
    name: 'Açougue Boi',
    isActive: false,
  });
  await t.db.update(users).set({ leadStatus: 'PENDING_CONFIRMATION' }).where(eq(users.id, clientCentro2.id));
  userCentro = await createUser(t.db, { role: 'USER', unitId: centro.id, parentId: clientCentro.id });
  tokens.master = await loginAs(t.app, master);
  tokens.adminCentro = await loginAs(t.app, adminCentro);
  tokens.adminSul = await loginAs(t.app, adminSul);
  tokens.clientCentro = await loginAs(t.app, clientCentro);
  tokens.userCentro = await loginAs(t.app, userCentro);
  const wallet = createWalletService({ db: t.db });
  await wallet.credit(clientCentro.id, 12_345, {
    idempotencyKey: 'teste-1',
    reference: { kind: 'ADMIN_CREDIT', id: null },
    description: 'Crédito de teste',
  });
});

describe('GET /api/franchise-units', () => {
  it('answers visitors, CLIENTs and USERs with id and name of the active units only', async () => {
    const inactive = await createUnit(t.db, { name: 'Inativa Teste', isActive: false });
    for (const token of [undefined, tokens.clientCentro, tokens.userCentro, 'token-inventado']) {
      const response = await t.call('GET', '/api/franchise-units?search=centro&status=inactive', token);
      expect(response.statusCode).toBe(200);
      const list = response.json<{ id: number; name: string }[]>();
      expect(Array.isArray(list)).toBe(true);
      for (const unit of list) expect(Object.keys(unit).sort()).toEqual(['id', 'name']);
      expect(list).toContainEqual({ id: centro.id, name: 'Tenho Centro Teste' });
      expect(list.map((u) => u.id)).not.toContain(inactive.id);
    }
  });

  it('gives a MASTER every field, searched by name, city, state or code (accents folded), filtered and paged', async () => {
    const get = async (query: string) => {
      const response = await t.call('GET', `/api/franchise-units${query}`, tokens.master);
      expect(response.statusCode, response.body).toBe(200);
      return franchiseListResponseSchema.parse(response.json());
    };
    const all = await get('');
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(20);
    expect(all.counts.total).toBe(all.counts.active + all.counts.inactive);
    expect(all.units.find((u) => u.id === centro.id)).toMatchObject({
      name: 'Tenho Centro Teste',
      code: 'centro-teste',
      city: 'São Paulo',
      state: 'SP',
      region: null,
      is_active: true,
      whatsapp_phone_number_id: null,
      whatsapp_display_number: null,
      pix_key: null,
      pix_merchant_name: null,
      pix_merchant_city: null,
    });

    const ids = (list: FranchiseListResponse) => list.units.map((u) => u.id);
    const saoPaulo = ids(await get('?search=SAO%20paulo'));
    expect(saoPaulo).toContain(centro.id);
    expect(saoPaulo).not.toContain(sul.id);
    expect(ids(await get('?search=porto'))).toEqual([sul.id]);
    expect(ids(await get('?search=rs'))).toContain(sul.id);
    expect(ids(await get('?search=centro-tes'))).toEqual([centro.id]);
    expect((await get('?search=%25')).units).toEqual([]);
    const inactive = await get('?status=inactive');
    expect(inactive.units.every((u) => !u.is_active)).toBe(true);
    expect(inactive.total).toBe(all.counts.inactive);

    const first = await get('?pageSize=1&page=1');
    const second = await get('?pageSize=1&page=2');
    expect(first.units).toHaveLength(1);
    expect(first.total).toBe(all.total);
    expect(second.units[0]!.id).not.toBe(first.units[0]!.id);
  });

  it('gives an ADMIN only its own unit', async () => {
    const response = await t.call('GET', '/api/franchise-units', tokens.adminCentro);
    const list = franchiseListResponseSchema.parse(response.json());
    expect(list.units.map((u) => u.id)).toEqual([centro.id]);
    expect(list.counts).toEqual({ total: 1, active: 1, inactive: 0 });
  });

  it('refuses bad filters in Portuguese', async () => {
    const response = await t.call('GET', '/api/franchise-units?pageSize=500', tokens.master);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FRANCHISE_MSG.pageSizeInvalid);
  });
});

describe('GET /api/franchise-units/{id}', () => {
  it('shows the unit with its users, companies (with balances) and their counts', async () => {
    const response = await t.call('GET', `/api/franchise-units/${centro.id}`, tokens.master);
    expect(response.statusCode, response.body).toBe(200);
    const detail: FranchiseUnitDetail = franchiseUnitDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      id: centro.id,
      name: 'Tenho Centro Teste',
      users_count: 2,
      clients_count: 2,
    });
    expect(detail.users.map((u) => [u.id, u.role])).toEqual(
      expect.arrayContaining([
        [adminCentro.id, 'ADMIN'],
        [userCentro.id, 'USER'],
      ]),
    );
    expect(detail.users.find((u) => u.id === adminCentro.id)).toMatchObject({
      email: adminCentro.email,
      name: 'Ana Admin',
      phone: '11988887777',
      is_active: true,
    });
    expect(detail.client_units).toEqual([
      expect.objectContaining({
        id: clientCentro2.id,
        name: 'Açougue Boi',
        balance: 0,
        is_active: false,
        lead_status: 'PENDING_CONFIRMATION',
      }),
      expect.objectContaining({
        id: clientCentro.id,
        name: 'Borracharia Zé',
        balance: 123.45,
        lead_status: null,
      }),
    ]);
  });

  it('lets an ADMIN read its own unit; another unit answers 404 like a missing one', async () => {
    expect((await t.call('GET', `/api/franchise-units/${centro.id}`, tokens.adminCentro)).statusCode).toBe(
      200,
    );
    const other = await t.call('GET', `/api/franchise-units/${sul.id}`, tokens.adminCentro);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(NOT_FOUND);
    expect((await t.call('GET', '/api/franchise-units/999999', tokens.master)).json()).toEqual(NOT_FOUND);
  });

  it('is closed to CLIENT and USER (403) and to visitors (401)', async () => {
    for (const token of [tokens.clientCentro, tokens.userCentro]) {
      const response = await t.call('GET', `/api/franchise-units/${centro.id}`, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await t.call('GET', `/api/franchise-units/${centro.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/franchise-units', () => {
  it('creates a unit with every field and audits it', async () => {
    const response = await t.call(
      'POST',
      '/api/franchise-units',
      tokens.master,
      validUnit({
        name: ' Tenho Campinas ',
        code: 'Tenho-Campinas',
        whatsapp_phone_number_id: '106540352242922',
        whatsapp_display_number: '(19) 98888-7777',
        pix_key: 'pix@tenho.com.br',
        pix_merchant_name: 'Tenho Campinas',
        pix_merchant_city: 'Campinas',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const unit: FranchiseUnit = franchiseUnitSchema.parse(response.json());
    expect(unit).toMatchObject({
      name: 'Tenho Campinas',
      code: 'tenho-campinas',
      city: 'Campinas',
      state: 'SP',
      region: 'Interior',
      is_active: true,
      whatsapp_phone_number_id: '106540352242922',
      whatsapp_display_number: '19988887777',
      pix_key: 'pix@tenho.com.br',
      pix_merchant_name: 'Tenho Campinas',
      pix_merchant_city: 'Campinas',
    });
    expect(await lastAudit(unit.id)).toMatchObject({
      actorId: master.id,
      action: 'franchise_units.create',
      data: expect.objectContaining({ code: 'tenho-campinas' }),
    });
    const publicList = (await t.call('GET', '/api/franchise-units')).json<{ id: number }[]>();
    expect(publicList.map((u) => u.id)).toContain(unit.id);
  });

  it("asks for every required field with the spec's message", async () => {
    for (const missing of ['name', 'code', 'city', 'state']) {
      const body = validUnit({ [missing]: '  ' });
      const response = await t.call('POST', '/api/franchise-units', tokens.master, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation',
        message: 'Preencha todos os campos obrigatórios',
        details: [{ path: missing, message: 'Preencha todos os campos obrigatórios' }],
      });
    }
    const empty = await t.call('POST', '/api/franchise-units', tokens.master, {});
    expect(empty.json().message).toBe('Preencha todos os campos obrigatórios');
  });

  it('accepts only a valid UF and a slug code', async () => {
    const uf = await t.call('POST', '/api/franchise-units', tokens.master, validUnit({ state: 'XY' }));
    expect(uf.statusCode).toBe(400);
    expect(uf.json().message).toBe('UF inválida');
    const code = await t.call('POST', '/api/franchise-units', tokens.master, validUnit({ code: 'zona sul' }));
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe(FRANCHISE_MSG.codeInvalid);
  });

  it('refuses a code or a WhatsApp number id another unit holds (409), writing nothing', async () => {
    const before = await t.db.$count(franchiseUnits);
    const code = await t.call(
      'POST',
      '/api/franchise-units',
      tokens.master,
      validUnit({ code: 'CENTRO-teste' }),
    );
    expect(code.statusCode).toBe(409);
    expect(code.json()).toEqual({ code: 'franchise_units.code_taken', message: FRANCHISE_MSG.codeTaken });
    await t.call('PATCH', `/api/franchise-units/${sul.id}`, tokens.master, {
      whatsapp_phone_number_id: '5511999',
    });
    const whatsapp = await t.call(
      'POST',
      '/api/franchise-units',
      tokens.master,
      validUnit({ whatsapp_phone_number_id: '5511999' }),
    );
    expect(whatsapp.statusCode).toBe(409);
    expect(whatsapp.json().message).toBe(FRANCHISE_MSG.whatsappIdTaken);
    expect(await t.db.$count(franchiseUnits)).toBe(before);
  });

  it('is for MASTER only', async () => {
    for (const token of [tokens.adminCentro, tokens.clientCentro, tokens.userCentro]) {
      const response = await t.call('POST', '/api/franchise-units', token, validUnit());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });
});

describe('PATCH /api/franchise-units/{id}', () => {
  it('changes fields and audits which ones', async () => {
    const unit = await createUnit(t.db);
    const response = await t.call('PATCH', `/api/franchise-units/${unit.id}`, tokens.master, {
      city: ' Santos ',
      region: '',
      pix_key: '(11) 98765-4321',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ city: 'Santos', region: null, pix_key: '+5511987654321' });
    expect(await lastAudit(unit.id)).toMatchObject({
      action: 'franchise_units.update',
      data: expect.objectContaining({ fields: ['city', 'region', 'pix_key'] }),
    });
  });

  it('deactivates a unit: gone from registration, its people keep their accounts and data', async () => {
    const unit = await createUnit(t.db, { name: 'Para Desativar' });
    const company = await createUser(t.db, { role: 'CLIENT', unitId: unit.id });
    const off = await t.call('PATCH', `/api/franchise-units/${unit.id}`, tokens.master, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: unit.id, is_active: false, name: 'Para Desativar' });
    expect(await lastAudit(unit.id)).toMatchObject({
      action: 'franchise_units.deactivate',
      data: { is_active: false },
    });
    const publicList = (await t.call('GET', '/api/franchise-units')).json<{ id: number }[]>();
    expect(publicList.map((u) => u.id)).not.toContain(unit.id);
    const register = await t.call('POST', '/api/auth/register', undefined, {
      unit_id: unit.id,
      name: 'Nova Empresa',
      email: `nova-${Date.now()}@teste.com.br`,
      phone: '(11) 98765-4321',
      password: 'Senha@Forte1',
      terms_accepted: true,
    });
    expect(register.statusCode).toBeGreaterThanOrEqual(400);
    const companyToken = await loginAs(t.app, company);
    expect((await t.call('GET', '/api/auth/me', companyToken)).json().user).toMatchObject({
      unit_id: unit.id,
    });

    const on = await t.call('PATCH', `/api/franchise-units/${unit.id}`, tokens.master, { is_active: true });
    expect(on.json().is_active).toBe(true);
    expect(await lastAudit(unit.id)).toMatchObject({ action: 'franchise_units.activate' });
  });

  it("renames a unit in its people's sessions at once", async () => {
    const unit = await createUnit(t.db, { name: 'Nome Antigo' });
    const admin = await createUser(t.db, { role: 'ADMIN', unitId: unit.id });
    const token = await loginAs(t.app, admin);
    expect((await t.call('GET', '/api/auth/me', token)).json().user.unit).toEqual({
      id: unit.id,
      name: 'Nome Antigo',
    });
    await t.call('PATCH', `/api/franchise-units/${unit.id}`, tokens.master, { name: 'Nome Novo' });
    expect((await t.call('GET', '/api/auth/me', token)).json().user.unit).toEqual({
      id: unit.id,
      name: 'Nome Novo',
    });
  });

  it('validates what is sent and refuses a taken code', async () => {
    const empty = await t.call('PATCH', `/api/franchise-units/${sul.id}`, tokens.master, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(FRANCHISE_MSG.nothingToUpdate);
    const blank = await t.call('PATCH', `/api/franchise-units/${sul.id}`, tokens.master, { name: '' });
    expect(blank.json().message).toBe('Preencha todos os campos obrigatórios');
    const taken = await t.call('PATCH', `/api/franchise-units/${sul.id}`, tokens.master, {
      code: 'centro-teste',
    });
    expect(taken.statusCode).toBe(409);
    const same = await t.call('PATCH', `/api/franchise-units/${sul.id}`, tokens.master, {
      code: 'sul-teste',
    });
    expect(same.statusCode).toBe(200);
  });

  it('is for MASTER only (ADMIN reads its unit but does not edit it); a missing unit is 404', async () => {
    const own = await t.call('PATCH', `/api/franchise-units/${centro.id}`, tokens.adminCentro, {
      is_active: false,
    });
    expect(own.statusCode).toBe(403);
    expect(
      (await t.call('PATCH', `/api/franchise-units/${centro.id}`, tokens.clientCentro, { city: 'X' }))
        .statusCode,
    ).toBe(403);
    const missing = await t.call('PATCH', '/api/franchise-units/999999', tokens.master, { is_active: false });
    expect(missing.json()).toEqual(NOT_FOUND);
  });
});

describe('DELETE /api/franchise-units/{id}', () => {
  it("is blocked while users or companies are linked, with 'não é possível excluir' and the counts", async () => {
    const response = await t.call('DELETE', `/api/franchise-units/${centro.id}`, tokens.master);
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; message: string; details: unknown }>();
    expect(body.code).toBe('franchise_units.has_links');
    expect(body.message).toContain('não é possível excluir');
    expect(body.message).toBe(
      'Esta franquia possui usuários (2) e/ou clientes (2) vinculados, por isso não é possível excluir. Desvincule todos antes de excluir.',
    );
    expect(body.details).toEqual({ users: 2, clients: 2 });
    expect((await t.call('GET', `/api/franchise-units/${centro.id}`, tokens.master)).statusCode).toBe(200);

    const onlyAdmin = await createUnit(t.db);
    await createUser(t.db, { role: 'ADMIN', unitId: onlyAdmin.id });
    const blocked = await t.call('DELETE', `/api/franchise-units/${onlyAdmin.id}`, tokens.master);
    expect(blocked.json().details).toEqual({ users: 1, clients: 0 });
  });

  it('deletes an empty unit and audits it', async () => {
    const unit = await createUnit(t.db, { name: 'Vazia', code: 'vazia-teste' });
    const response = await t.call('DELETE', `/api/franchise-units/${unit.id}`, tokens.master);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await t.call('GET', `/api/franchise-units/${unit.id}`, tokens.master)).statusCode).toBe(404);
    expect(await lastAudit(unit.id)).toMatchObject({
      actorId: master.id,
      action: 'franchise_units.delete',
      data: { name: 'Vazia', code: 'vazia-teste' },
    });
    expect((await t.call('DELETE', `/api/franchise-units/${unit.id}`, tokens.master)).json()).toEqual(
      NOT_FOUND,
    );
  });

  it('does not count deleted accounts (tombstones): a unit left with only those goes', async () => {
    const unit = await createUnit(t.db);
    const gone = await createUser(t.db, { role: 'CLIENT', unitId: unit.id });
    await t.db.update(users).set({ deletedAt: new Date(), isActive: false }).where(eq(users.id, gone.id));
    const detail = franchiseUnitDetailSchema.parse(
      (await t.call('GET', `/api/franchise-units/${unit.id}`, tokens.master)).json(),
    );
    expect(detail).toMatchObject({ users_count: 0, clients_count: 0, client_units: [] });
    expect((await t.call('DELETE', `/api/franchise-units/${unit.id}`, tokens.master)).statusCode).toBe(204);
    const [tombstone] = await t.db.select().from(users).where(eq(users.id, gone.id));
    expect(tombstone).toMatchObject({ unitId: null });
  });

  it("is blocked while the unit's own documents exist, with their count (not a generic 409)", async () => {
    const unit = await createUnit(t.db);
    const [document] = await t.db
      .insert(documents)
      .values({
        title: 'Contrato da unidade',
        fileName: 'contrato.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        sha256: '0'.repeat(64),
        storageKey: `test-${unit.id}`,
        visibility: 'UNIT',
        unitId: unit.id,
        ownerId: master.id,
        uploadedBy: master.id,
      })
      .returning();
    const response = await t.call('DELETE', `/api/franchise-units/${unit.id}`, tokens.master);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'franchise_units.has_documents',
      message:
        'Esta franquia possui 1 documento da unidade. Exclua-os em Documentos antes de excluir a franquia.',
      details: { documents: 1 },
    });
    await t.db.delete(documents).where(eq(documents.id, document!.id));
    expect((await t.call('DELETE', `/api/franchise-units/${unit.id}`, tokens.master)).statusCode).toBe(204);
  });

  it('is for MASTER only', async () => {
    const unit = await createUnit(t.db);
    for (const token of [tokens.adminCentro, tokens.clientCentro, tokens.userCentro]) {
      expect((await t.call('DELETE', `/api/franchise-units/${unit.id}`, token)).statusCode).toBe(403);
    }
    expect((await t.call('DELETE', `/api/franchise-units/${unit.id}`)).statusCode).toBe(401);
  });
});
