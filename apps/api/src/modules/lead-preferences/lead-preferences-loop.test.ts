import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromLocalTime, toLocalTime } from '@tenho/domain/lead-preferences/business-hours';
import type { LeadPreferences } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import type { InboundMessageDetail } from '@tenho/domain/messages/messages.schemas';
import type { UnmetDemandReport } from '@tenho/domain/reports/unmet-demand.schemas';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import {
  createCompany,
  createLoopUnit,
  delivery,
  inboundMessage,
  messageDelivery,
  newMobile,
  newWamid,
  playAnswer,
  useLoopTestApp,
  type TestCompany,
} from '../../../test/whatsapp-loop.ts';
import { slack } from '../../../test/timeouts.ts';

/**
 * Issue 32 through the real WhatsApp loop: the spend cap under concurrent TENHOs, PAUSAR / VOLTAR,
 * the automatic pause and business hours with the test clock. Each scenario has its own unit
 * (its own WhatsApp number), so their companies never meet.
 */
const t = useLoopTestApp();

let numberCounter = 0;
async function unitWith(names: string[], balanceCents = 1000) {
  numberCounter += 1;
  const phoneNumberId = `10987654327${String(numberCounter).padStart(4, '0')}`;
  const unit = await createLoopUnit(t.db, phoneNumberId);
  const companies: TestCompany[] = [];
  for (const name of names) {
    companies.push(
      await createCompany(t.db, { unitId: unit.id, categoryCodes: ['eletricista'], balanceCents, name }),
    );
  }
  return { unit, phoneNumberId, companies };
}

/** `n` consumer requests in one delivery; their message ids and offers (message → company → offer). */
async function requests(phoneNumberId: string, n: number) {
  const wamids = Array.from({ length: n }, () => newWamid());
  await t.deliver(
    delivery({
      phoneNumberId,
      messages: wamids.map((id) =>
        inboundMessage({ id, from: `55${newMobile('21')}`, text: 'Preciso de um eletricista hoje' }),
      ),
    }),
  );
  // Sends go out one by one: twenty requests are forty messages.
  await t.settle(90_000);
  const rows = await t.db
    .select({ messageId: inboundMessages.id, offerId: offers.id, companyId: offers.companyId })
    .from(inboundMessages)
    .leftJoin(offers, eq(offers.messageId, inboundMessages.id))
    .where(inArray(inboundMessages.wamid, wamids))
    .orderBy(inboundMessages.id);
  return {
    messageIds: [...new Set(rows.map((r) => r.messageId))],
    offers: rows.filter((r) => r.offerId !== null) as {
      messageId: number;
      offerId: number;
      companyId: number;
    }[],
  };
}

/** A company writes to the unit's number. */
async function companySays(company: TestCompany, phoneNumberId: string, text: string) {
  await t.deliver(messageDelivery({ from: company.waId, text }, { phoneNumberId }));
  await t.settle();
}

const bodiesTo = async (companyId: number) =>
  (
    await t.db
      .select({ body: outboundMessages.body, purpose: outboundMessages.purpose })
      .from(outboundMessages)
      .where(eq(outboundMessages.companyId, companyId))
      .orderBy(outboundMessages.id)
  ).map((r) => r.body);

const prefs = async (token: string, id: number) =>
  (await t.call('GET', `/api/users/${id}/lead-preferences`, token)).json<LeadPreferences>();

const offerDebits = async (companyId: number) => {
  const rows = await t.db
    .select({ type: walletTransactions.type, amount: walletTransactions.amountCents })
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .where(and(eq(wallets.clientId, companyId), eq(walletTransactions.referenceKind, 'OFFER')));
  return rows.reduce((sum, r) => sum + (r.type === 'DEBIT' ? r.amount : -r.amount), 0);
};

describe('spend cap', () => {
  it(
    '20 concurrent TENHOs never overshoot the cap; at 80 % the company is told once; a refund frees room',
    async () => {
      const { phoneNumberId, companies } = await unitWith(['Elétrica Teto']);
      const company = companies[0]!;
      const token = await loginAs(t.app, company);
      // R$ 3,00 a week: ten leads of R$ 0,30.
      const set = await t.call('PUT', `/api/users/${company.id}/lead-preferences`, token, {
        spend_cap: { period: 'week', amount: 3 },
      });
      expect(set.statusCode).toBe(200);

      const { offers: offered } = await requests(phoneNumberId, 20);
      expect(offered).toHaveLength(20);
      const answers = await Promise.all(
        offered.map((o) => t.call('POST', `/api/offers/${o.offerId}/answer`, token, { answer: 'ACCEPT' })),
      );
      const accepted = offered.filter((_, i) => answers[i]!.statusCode === 200);
      const refused = offered.filter((_, i) => answers[i]!.statusCode === 422);
      expect(accepted).toHaveLength(10);
      expect(refused).toHaveLength(10);
      for (const r of answers.filter((a) => a.statusCode === 422)) {
        expect(r.json()).toMatchObject({
          code: 'offers.cap_reached',
          message: expect.stringContaining('limite'),
        });
      }
      expect(await offerDebits(company.id)).toBe(300);
      const state = await prefs(token, company.id);
      expect(state.spent_this_period).toBe(3);
      expect(state.spend_cap).toEqual({ period: 'week', amount: 3 });

      await t.settle(90_000);
      const warnings = (await bodiesTo(company.id)).filter((b) => b.startsWith('Aviso: você já usou'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('R$ 3,00');

      // A TENHO on WhatsApp at the cap is answered with the reason and charges nothing.
      await playAnswer(t, company, refused[0]!.offerId, 'yes');
      expect((await bodiesTo(company.id)).at(-1)).toContain('ultrapassaria o seu limite de gastos');
      expect(await offerDebits(company.id)).toBe(300);

      // At the cap no new request is offered to it; the reason is recorded.
      const later = await requests(phoneNumberId, 1);
      expect(later.offers).toHaveLength(0);
      const master = await loginAs(t.app, await createUser(t.db, { role: 'MASTER' }));
      const detail = (
        await t.call('GET', `/api/webhooks/messages/${later.messageIds[0]}`, master)
      ).json<InboundMessageDetail>();
      expect(detail.not_offered).toEqual([
        { company_id: company.id, name: 'Elétrica Teto', reason: 'cap_reached' },
      ]);

      // A refund (a dispute upheld) gives the room back: one more TENHO goes through, then the cap again.
      await createWalletService({ db: t.db }).refundLead({
        companyId: company.id,
        offerId: accepted[0]!.offerId,
        disputeId: 990_001,
        description: 'Estorno: contestação aceita',
      });
      expect((await prefs(token, company.id)).spent_this_period).toBe(2.7);
      const again = await t.call('POST', `/api/offers/${refused[1]!.offerId}/answer`, token, {
        answer: 'ACCEPT',
      });
      expect(again.statusCode).toBe(200);
      const over = await t.call('POST', `/api/offers/${refused[2]!.offerId}/answer`, token, {
        answer: 'ACCEPT',
      });
      expect(over.statusCode).toBe(422);
      expect(await offerDebits(company.id)).toBe(300);
    },
    slack(240_000),
  );
});

describe('pause by WhatsApp', () => {
  it(
    'PAUSAR keeps the offers away until VOLTAR; PAUSAR 7 pauses for seven days',
    async () => {
      const { phoneNumberId, companies } = await unitWith(['Elétrica Pausa', 'Elétrica Ativa']);
      const [paused, active] = companies as [TestCompany, TestCompany];
      const broke = await createCompany(t.db, {
        unitId: paused.unitId!,
        categoryCodes: ['eletricista'],
        balanceCents: 0,
        name: 'Elétrica Sem Saldo',
      });
      const token = await loginAs(t.app, paused);

      await companySays(paused, phoneNumberId, 'Pausar');
      expect((await prefs(token, paused.id)).paused_until).toMatch(/^9999-/);
      expect((await bodiesTo(paused.id)).at(-1)).toContain('não vai receber novos pedidos até voltar');

      const whilePaused = await requests(phoneNumberId, 1);
      expect(whilePaused.offers.map((o) => o.companyId)).toEqual([active.id]);
      const admin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN', unitId: paused.unitId! }));
      const detail = (
        await t.call('GET', `/api/webhooks/messages/${whilePaused.messageIds[0]}`, admin)
      ).json<InboundMessageDetail>();
      expect(detail.not_offered).toEqual([
        { company_id: paused.id, name: 'Elétrica Pausa', reason: 'paused' },
        { company_id: broke.id, name: 'Elétrica Sem Saldo', reason: 'no_balance' },
      ]);
      // The company offered it does not see why the others were not.
      const activeToken = await loginAs(t.app, active);
      const ownView = (
        await t.call('GET', `/api/webhooks/messages/${whilePaused.messageIds[0]}`, activeToken)
      ).json<InboundMessageDetail>();
      expect(ownView.not_offered).toEqual([]);

      await companySays(paused, phoneNumberId, 'VÓLTAR');
      expect((await prefs(token, paused.id)).paused_until).toBeNull();
      expect((await bodiesTo(paused.id)).at(-1)).toContain('voltou a receber pedidos');
      const back = await requests(phoneNumberId, 1);
      expect(back.offers.map((o) => o.companyId)).toContain(paused.id);

      await companySays(paused, phoneNumberId, 'pausar 7');
      const week = await prefs(token, paused.id);
      const until = new Date(week.paused_until!).getTime();
      expect(Math.abs(until - (t.clock.now().getTime() + 7 * 86_400_000))).toBeLessThan(60_000);
      expect((await bodiesTo(paused.id)).at(-1)).toMatch(
        /não vai receber novos pedidos até \d{2}\/\d{2}\/\d{4}/,
      );
      await companySays(paused, phoneNumberId, 'voltar');

      // The same word from a number that is no company's is a consumer's message, not a command.
      const consumer = `55${newMobile('31')}`;
      const wamid = newWamid();
      await t.deliver(messageDelivery({ id: wamid, from: consumer, text: 'PAUSAR' }, { phoneNumberId }));
      await t.settle();
      const [row] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, wamid));
      expect(row!.kind).toBe('REQUEST');
    },
    slack(120_000),
  );
});

describe('automatic pause', () => {
  it(
    'pauses a company whose last 10 closed offers expired unanswered (open offers do not count) and tells it how to resume',
    async () => {
      const { phoneNumberId, companies } = await unitWith(['Elétrica Sumida']);
      const company = companies[0]!;
      const token = await loginAs(t.app, company);
      const { offers: offered } = await requests(phoneNumberId, 11);
      expect(offered).toHaveLength(11);
      const ids = offered.map((o) => o.offerId);
      const past = new Date(t.clock.now().getTime() - 60_000);
      const expire = async (offerIds: number[]) => {
        await t.db.update(offers).set({ expiresAt: past }).where(inArray(offers.id, offerIds));
        await t.app.whatsapp.offers.expireDue();
      };

      // The oldest was answered; nine expire; the newest is still open: not paused.
      await t.call('POST', `/api/offers/${ids[0]}/answer`, token, { answer: 'REJECT' });
      await expire(ids.slice(1, 10));
      expect((await prefs(token, company.id)).paused_until).toBeNull();

      // The tenth expires: ten in a row without an answer.
      await expire([ids[10]!]);
      const state = await prefs(token, company.id);
      expect(state).toMatchObject({ auto_paused: true, open_now: false });
      expect(state.paused_until).toMatch(/^9999-/);
      await t.settle();
      expect((await bodiesTo(company.id)).at(-1)).toContain('últimos 10 pedidos expiraram sem resposta');
      expect((await requests(phoneNumberId, 1)).offers).toHaveLength(0);

      // VOLTAR resumes it; the expired offers before the resume no longer count.
      await companySays(company, phoneNumberId, 'VOLTAR');
      expect(await prefs(token, company.id)).toMatchObject({ paused_until: null, auto_paused: false });
      const next = await requests(phoneNumberId, 1);
      expect(next.offers).toHaveLength(1);
      await expire([next.offers[0]!.offerId]);
      expect((await prefs(token, company.id)).paused_until).toBeNull();
    },
    slack(120_000),
  );
});

describe('response time', () => {
  it(
    'median alert → answer and the share answered within 15 minutes, in the preferences, the dashboard and the company lists',
    async () => {
      const { unit, phoneNumberId, companies } = await unitWith(['Elétrica Ágil']);
      const company = companies[0]!;
      const token = await loginAs(t.app, company);
      const { offers: offered } = await requests(phoneNumberId, 3);
      const [fast, slow] = offered as [(typeof offered)[0], (typeof offered)[0]];
      // One answered at once, one after 20 minutes, one never (older than 15 minutes: counts as slow).
      await t.call('POST', `/api/offers/${fast.offerId}/answer`, token, { answer: 'REJECT' });
      t.clock.advance(20 * 60_000);
      await t.call('POST', `/api/offers/${slow.offerId}/answer`, token, { answer: 'REJECT' });

      const expected = { median_seconds: 600, answered_in_15_min: 0.333 };
      expect((await prefs(token, company.id)).response).toEqual(expected);
      const dashboard = (await t.call('GET', '/api/users/dashboard/client', token)).json();
      expect(dashboard.receiving).toEqual({ state: 'open', response: expected });

      const admin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN', unitId: unit.id }));
      await t.call('PUT', `/api/users/${company.id}/lead-preferences`, admin, { paused_until: 'indefinite' });
      const list = (await t.call('GET', `/api/users?role=CLIENT&unit_id=${unit.id}`, admin)).json();
      expect(list.users.find((u: { id: number }) => u.id === company.id).receiving).toEqual({
        state: 'paused',
        response: expected,
      });
      const detail = (await t.call('GET', `/api/franchise-units/${unit.id}`, admin)).json();
      expect(detail.client_units.find((c: { id: number }) => c.id === company.id).receiving).toEqual({
        state: 'paused',
        response: expected,
      });
      await t.call('PUT', `/api/users/${company.id}/lead-preferences`, admin, {
        business_hours: [],
        paused_until: null,
      });
      const closed = (await t.call('GET', `/api/users?role=CLIENT&unit_id=${unit.id}`, admin)).json();
      expect(closed.users.find((u: { id: number }) => u.id === company.id).receiving.state).toBe('closed');
    },
    slack(120_000),
  );
});

describe('business hours (fixed clock)', () => {
  it(
    'offers only to companies open now, across midnight; when all are closed the consumer is told when the first opens',
    async () => {
      const { unit, phoneNumberId, companies } = await unitWith(['Elétrica Noturna', 'Elétrica Comercial']);
      const [night, office] = companies as [TestCompany, TestCompany];
      const master = await createUser(t.db, { role: 'MASTER' });
      let token = await loginAs(t.app, master);
      // Night: Saturday 22:00 → Sunday 02:00. Office: Monday to Friday, 08:00 → 18:00.
      await t.call('PUT', `/api/users/${night.id}/lead-preferences`, token, {
        business_hours: [{ weekday: 6, open: '22:00', close: '02:00' }],
      });
      await t.call('PUT', `/api/users/${office.id}/lead-preferences`, token, {
        business_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '18:00' })),
      });

      // The clock goes to the next Saturday, 23:30 in Brasília.
      const today = toLocalTime(t.clock.now());
      const saturday = fromLocalTime(
        today.year,
        today.month,
        today.day + ((6 - today.weekday + 7) % 7 || 7),
        23 * 60 + 30,
      );
      t.clock.advance(saturday.getTime() - t.clock.now().getTime());
      token = await loginAs(t.app, master);

      const lateSaturday = await requests(phoneNumberId, 1);
      expect(lateSaturday.offers.map((o) => o.companyId)).toEqual([night.id]);
      const detail = (
        await t.call('GET', `/api/webhooks/messages/${lateSaturday.messageIds[0]}`, token)
      ).json<InboundMessageDetail>();
      expect(detail.not_offered).toEqual([
        { company_id: office.id, name: 'Elétrica Comercial', reason: 'closed' },
      ]);

      // Sunday 01:30: the night interval runs past midnight.
      t.clock.advance(2 * 3_600_000);
      const afterMidnight = await requests(phoneNumberId, 1);
      expect(afterMidnight.offers.map((o) => o.companyId)).toEqual([night.id]);

      // Sunday 03:00: both closed. The consumer reads when the first opens (Monday 08:00).
      t.clock.advance(90 * 60_000);
      token = await loginAs(t.app, master);
      const closed = await requests(phoneNumberId, 1);
      expect(closed.offers).toHaveLength(0);
      const [message] = await t.db
        .select()
        .from(inboundMessages)
        .where(eq(inboundMessages.id, closed.messageIds[0]!));
      expect(message).toMatchObject({ outcome: 'NO_COMPANY', unservedReason: 'closed' });
      const [reply] = await t.db
        .select({ body: outboundMessages.body })
        .from(outboundMessages)
        .where(
          and(
            eq(outboundMessages.messageId, closed.messageIds[0]!),
            eq(outboundMessages.purpose, 'NO_COMPANY'),
          ),
        );
      expect(reply!.body).toContain('estão fora do horário agora');
      expect(reply!.body).toContain('A primeira abre amanhã às 08:00');

      const officePrefs = await prefs(token, office.id);
      expect(officePrefs.open_now).toBe(false);
      const monday = toLocalTime(new Date(officePrefs.next_open_at!));
      expect(monday).toMatchObject({ weekday: 1, hour: 8, minute: 0 });

      // Demanda não atendida counts it with the reason 'closed'.
      const report = (
        await t.call('GET', '/api/reports/unmet-demand?period=30', token)
      ).json<UnmetDemandReport>();
      expect(report.rows.filter((r) => r.unit_id === unit.id)).toEqual([
        expect.objectContaining({ reason: 'closed', requests: 1, category_name: 'Eletricista' }),
      ]);
      expect(
        Number(
          (
            (await t.db.execute(
              sql`select count(*)::int as n from request_not_offered where message_id = ${closed.messageIds[0]!}`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]!.n,
        ),
      ).toBe(2);
    },
    slack(120_000),
  );
});
