import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';

/**
 * Routing finds a company by the number it writes from (architecture §5.10), so two companies may
 * not share one WhatsApp number: the second save — create or edit, through Usuários or the profile —
 * answers 409 in pt-BR naming the company that has it (issue 29 §6).
 */

const t = useTestApp();

let unitA: number;
let unitB: number;
let holder: TestUser;
let other: TestUser;
let staff: TestUser;
const tokens = {} as Record<'master' | 'admin' | 'holder', string>;

const taken = {
  code: 'profiles.whatsapp_taken',
  message:
    'Este número de WhatsApp já é da empresa Padaria Pão Quente. Cada empresa precisa de um número próprio.',
  details: { company: 'Padaria Pão Quente' },
};

const newCompany = (phone: string, unitId = unitA) => ({
  email: `empresa-${Math.random().toString(36).slice(2)}@teste.com.br`,
  password: 'Segura#2024',
  display_name: 'Empresa Nova',
  phones: [{ phone, type: 'WHATSAPP', is_primary: true }],
  role: 'CLIENT',
  unit_id: unitId,
});

beforeAll(async () => {
  unitA = (await createUnit(t.db)).id;
  unitB = (await createUnit(t.db)).id;
  holder = await createUser(t.db, {
    role: 'CLIENT',
    unitId: unitA,
    name: 'Padaria Pão Quente',
    phone: '11987654321',
  });
  other = await createUser(t.db, {
    role: 'CLIENT',
    unitId: unitA,
    name: 'Mercado Bom Preço',
    phone: '11911112222',
  });
  staff = await createUser(t.db, { role: 'USER', unitId: unitA, parentId: holder.id, name: 'Atendente' });
  tokens.master = await loginAs(t.app, await createUser(t.db, { role: 'MASTER' }));
  tokens.admin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN', unitId: unitA }));
  tokens.holder = await loginAs(t.app, holder);
});

describe('one WhatsApp number, one company', () => {
  it('refuses a new company with a number another company has (any unit, with or without the ninth digit)', async () => {
    for (const [token, phone, unit] of [
      [tokens.admin, '(11) 98765-4321', unitA],
      [tokens.master, '11987654321', unitB],
      [tokens.master, '1187654321', unitB],
    ] as const) {
      const response = await t.call('POST', '/api/users', token, newCompany(phone, unit));
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual(taken);
    }
    // Nothing was created: a fresh number still goes through.
    const fresh = await t.call('POST', '/api/users', tokens.admin, newCompany('11933334444'));
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it("refuses an edit that gives a company another company's number; its own number stays its own", async () => {
    const edit = await t.call('PATCH', `/api/users/${other.id}/profile`, tokens.admin, {
      phones: [{ phone: '(11) 98765-4321', type: 'WHATSAPP', is_primary: true }],
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json()).toEqual(taken);
    const primary = await t.call('PATCH', `/api/users/${other.id}/profile`, tokens.master, {
      phone: '11987654321',
    });
    expect(primary.statusCode).toBe(409);
    // The refused edits changed nothing.
    const profile = await t.call('GET', `/api/users/${other.id}/profile`, tokens.master);
    expect(profile.json().phones).toEqual([{ phone: '11911112222', type: 'WHATSAPP', is_primary: true }]);
    // Saving a company with its own number again is no conflict.
    const same = await t.call('PATCH', `/api/users/${holder.id}/profile`, tokens.holder, {
      phones: [{ phone: '(11) 98765-4321', type: 'WHATSAPP', is_primary: true }],
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("a company's staff and other roles may share a number; a deleted company frees its number", async () => {
    const staffEdit = await t.call('PATCH', `/api/users/${staff.id}/profile`, tokens.holder, {
      phones: [{ phone: '11987654321', type: 'MOBILE', is_primary: true }],
    });
    expect(staffEdit.statusCode, staffEdit.body).toBe(200);
    const admin = await t.call('POST', '/api/users', tokens.master, {
      ...newCompany('11987654321'),
      role: 'ADMIN',
    });
    expect(admin.statusCode, admin.body).toBe(201);

    const gone = await createUser(t.db, {
      role: 'CLIENT',
      unitId: unitA,
      name: 'Antiga',
      phone: '11955556666',
    });
    expect((await t.call('DELETE', `/api/users/${gone.id}`, tokens.master)).statusCode).toBe(204);
    const reuse = await t.call('POST', '/api/users', tokens.admin, newCompany('11955556666'));
    expect(reuse.statusCode, reuse.body).toBe(201);
  });
});
