import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SimulatorConversation, SimulatorUnit } from '@tenho/domain/whatsapp/simulator.schemas';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { offers } from '../../db/schema/offers.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { createUnit } from '../../../test/factories.ts';
import { createCompany, useLoopNetwork, useLoopTestApp } from '../../../test/whatsapp-loop.ts';

const t = useLoopTestApp();
const { net, tokens } = useLoopNetwork(t, ['master', 'admin0', 'admin1', 'alpha']);

const send = (token: string, payload: Record<string, unknown>) =>
  t.call('POST', '/api/simulator/messages', token, payload);

const conversation = async (token: string, unitId: number, number: string) => {
  const response = await t.call(
    'GET',
    `/api/simulator/conversation?unit_id=${unitId}&number=${encodeURIComponent(number)}`,
    token,
  );
  expect(response.statusCode).toBe(200);
  return response.json<SimulatorConversation>();
};

describe('the simulator', () => {
  it("plays a consumer and the unit's companies through the real webhook, up to the contacts", async () => {
    const unitId = net.units[0].id;
    const overview = await t.call('GET', `/api/simulator/units/${unitId}`, tokens.admin0);
    expect(overview.statusCode).toBe(200);
    const unit = overview.json<SimulatorUnit>();
    expect(unit.unit).toMatchObject({ id: unitId, simulated_number: false });
    expect(unit.companies.map((c) => c.name).sort()).toEqual(['Elétrica Alfa', 'Elétrica Beta']);
    expect(unit.companies.find((c) => c.id === net.alpha.id)).toMatchObject({
      whatsapp: net.alpha.waId,
      balance: 10,
      categories: ['Eletricista'],
      is_active: true,
    });

    const sent = await send(tokens.admin0, {
      unit_id: unitId,
      from: '(21) 99876-5432',
      name: 'João Pereira',
      text: 'Preciso de um eletricista pra hoje à tarde',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      wamid: expect.stringMatching(/^wamid\.SIM/),
      message: 'Mensagem enviada',
    });
    await t.settle();

    const consumer = await conversation(tokens.admin0, unitId, '5521998765432');
    expect(consumer.bubbles.map((b) => [b.direction, b.purpose])).toEqual([
      ['in', null],
      ['out', 'REQUEST_ACK'],
    ]);
    expect(consumer.bubbles[0]!.body).toBe('Preciso de um eletricista pra hoje à tarde');

    const inbox = await conversation(tokens.admin0, unitId, net.alpha.waId);
    const alert = inbox.bubbles.find((b) => b.purpose === 'LEAD_ALERT')!;
    expect(alert.buttons.map((b) => b.title)).toEqual(['TENHO', 'NÃO TENHO']);
    expect(alert.status).toBe('DELIVERED');

    const tap = await send(tokens.admin0, {
      unit_id: unitId,
      from: net.alpha.waId,
      button: alert.buttons[0],
      reply_to: alert.id,
    });
    expect(tap.statusCode).toBe(200);
    await t.settle();

    const offerId = Number(/offer:(\d+):yes/.exec(alert.buttons[0]!.id)![1]);
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer).toMatchObject({ status: 'ACCEPTED', contactsExchanged: true });
    const charges = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.referenceId, offerId));
    expect(charges).toHaveLength(1);
    const after = await conversation(tokens.admin0, unitId, net.alpha.waId);
    expect(after.bubbles.at(-1)).toMatchObject({ direction: 'out', purpose: 'CONTACT_FOR_COMPANY' });
    expect(after.bubbles.at(-1)!.body).toContain('João Pereira');
    const consumerAfter = await conversation(tokens.admin0, unitId, '5521998765432');
    expect(consumerAfter.bubbles.at(-1)).toMatchObject({ direction: 'out', purpose: 'CONTACT_FOR_CONSUMER' });
    expect(consumerAfter.bubbles.at(-1)!.body).toContain('Elétrica Alfa');
  });

  it('works for a unit without a WhatsApp number yet (a simulated one)', async () => {
    const unit = await createUnit(t.db);
    const company = await createCompany(t.db, {
      unitId: unit.id,
      categoryCodes: ['eletricista'],
      balanceCents: 100,
    });
    const overview = (
      await t.call('GET', `/api/simulator/units/${unit.id}`, tokens.master)
    ).json<SimulatorUnit>();
    expect(overview.unit).toMatchObject({ phone_number_id: `sim-unit-${unit.id}`, simulated_number: true });
    await send(tokens.master, { unit_id: unit.id, from: '11912345678', text: 'preciso de eletricista' });
    await t.settle();
    const inbox = await conversation(tokens.master, unit.id, company.waId);
    expect(inbox.bubbles.some((b) => b.purpose === 'LEAD_ALERT')).toBe(true);
    const [row] = await t.db.select().from(franchiseUnits).where(eq(franchiseUnits.id, unit.id));
    expect(row!.whatsappPhoneNumberId).toBeNull();
  });

  it('scopes an ADMIN to its unit (404) and refuses companies (403)', async () => {
    const unitId = net.units[0].id;
    expect((await send(tokens.admin1, { unit_id: unitId, from: '11912345678', text: 'oi' })).statusCode).toBe(
      404,
    );
    const other = await t.call('GET', `/api/simulator/units/${unitId}`, tokens.admin1);
    expect(other.statusCode).toBe(404);
    expect((await send(tokens.alpha, { unit_id: unitId, from: '11912345678', text: 'oi' })).statusCode).toBe(
      403,
    );
  });

  it.each([
    [{ from: '123', text: 'oi' }, 'from'],
    [{ from: '11912345678' }, 'text'],
    [{ from: '11912345678', text: 'oi', button: { id: 'offer:1:yes', title: 'TENHO' } }, 'text'],
    [{ from: '11912345678', text: 'x'.repeat(4097) }, 'text'],
  ])('400 for %j', async (payload, field) => {
    const response = await send(tokens.master, { unit_id: net.units[0].id, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });
});
