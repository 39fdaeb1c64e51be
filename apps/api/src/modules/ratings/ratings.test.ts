import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PRIVACY_TEXTS } from '@tenho/domain/privacy/privacy.schemas';
import { RATING_TEXTS } from '@tenho/domain/ratings/ratings.schemas';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import type { FranchiseDashboard } from '@tenho/domain/dashboards/dashboards.schemas';
import { inboundMessages } from '../../db/schema/messages.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { offerRatings, ratingOptOuts } from '../../db/schema/ratings.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import {
  createCompany,
  createLoopUnit,
  messageDelivery,
  newMobile,
  newWamid,
  playAnswer,
  playRequest,
  useLoopTestApp,
  type TestCompany,
} from '../../../test/whatsapp-loop.ts';
import { slack } from '../../../test/timeouts.ts';

/**
 * Consumer ratings (issue 24 point 4) on the real loop: TENHO → (ratingDelayMinutes) one question
 * with three buttons → the answer counted once → a comment → PARAR.
 */
const t = useLoopTestApp();
vi.setConfig({ testTimeout: 90_000 });

let unit: Awaited<ReturnType<typeof createLoopUnit>>;
let company: TestCompany;
const DELAY_MS = 1440 * 60_000;

beforeAll(async () => {
  unit = await createLoopUnit(t.db);
  company = await createCompany(t.db, {
    unitId: unit.id,
    categoryCodes: ['eletricista'],
    balanceCents: 10_000,
    name: 'Elétrica Confiável',
  });
}, slack(60_000));

const ratings = () => t.app.whatsapp.pipeline!.ratings;

/** A request from `consumer` accepted by the company; returns the offer id. */
async function acceptedOffer(consumer = `55${newMobile('21')}`) {
  const { offersByCompany } = await playRequest(t, { consumer });
  const offerId = offersByCompany.get(company.id)!;
  await playAnswer(t, company, offerId, 'yes');
  return { offerId, consumer };
}

const sentTo = (consumer: string, purpose: 'RATING_REQUEST' | 'RATING_FEEDBACK') =>
  t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.toWaId, consumer), eq(outboundMessages.purpose, purpose)))
    .orderBy(asc(outboundMessages.id));

async function tap(consumer: string, offerId: number, score: 1 | 2 | 3, wamid = newWamid()) {
  const title = { 3: 'Ótimo', 2: 'Regular', 1: 'Ruim' }[score];
  const response = await t.deliver(
    messageDelivery({
      from: consumer,
      id: wamid,
      buttonReply: { id: `rating:${offerId}:${score}`, title },
    }),
  );
  expect(response.statusCode).toBe(200);
  await t.settle();
  return wamid;
}

async function write(consumer: string, text: string) {
  const wamid = newWamid();
  await t.deliver(messageDelivery({ from: consumer, id: wamid, text }));
  await t.settle();
  const [row] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, wamid));
  return row!;
}

const ratingOf = async (offerId: number) =>
  (await t.db.select().from(offerRatings).where(eq(offerRatings.offerId, offerId)))[0];

describe('the rating request', () => {
  it('goes out once, ratingDelayMinutes after the TENHO, with the three buttons and the company name', async () => {
    const { offerId, consumer } = await acceptedOffer();
    // Not yet due (default 1440 minutes).
    await ratings().requestDue();
    await t.settle();
    expect(await sentTo(consumer, 'RATING_REQUEST')).toHaveLength(0);

    t.clock.advance(DELAY_MS);
    // Two runs at once and one after: a single question.
    const counts = await Promise.all([ratings().requestDue(), ratings().requestDue()]);
    await ratings().requestDue();
    await t.settle();
    // The every-minute schedule may have sent it meanwhile: at most one of these runs did.
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const sent = await sentTo(consumer, 'RATING_REQUEST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.kind).toBe('interactive');
    expect(sent[0]!.offerId).toBe(offerId);
    expect(sent[0]!.body).toContain('Elétrica Confiável');
    expect(sent[0]!.payload.buttons).toEqual([
      { id: `rating:${offerId}:3`, title: 'Ótimo' },
      { id: `rating:${offerId}:2`, title: 'Regular' },
      { id: `rating:${offerId}:1`, title: 'Ruim' },
    ]);
    const rating = await ratingOf(offerId);
    expect(rating).toMatchObject({ companyId: company.id, score: null, outboundId: sent[0]!.id });
  });

  it('follows the ratingDelayMinutes setting', async () => {
    const login = await loginAs(t.app, await createUser(t.db, { role: 'MASTER' }));
    const saved = await t.call('POST', '/api/settings', login, { ratingDelayMinutes: 30 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ratingDelayMinutes: 30 });
    const bad = await t.call('POST', '/api/settings', login, { ratingDelayMinutes: -1 });
    expect(bad.statusCode).toBe(400);

    const { consumer } = await acceptedOffer();
    t.clock.advance(29 * 60_000);
    await ratings().requestDue();
    expect(await sentTo(consumer, 'RATING_REQUEST')).toHaveLength(0);
    t.clock.advance(60_000);
    await ratings().requestDue();
    await t.settle();
    expect(await sentTo(consumer, 'RATING_REQUEST')).toHaveLength(1);
  });
});

describe('the answer', () => {
  it('counts once per offer: a reply delivered twice counts once, later taps are thanked and ignored', async () => {
    const { offerId, consumer } = await acceptedOffer();
    t.clock.advance(DELAY_MS);
    await ratings().requestDue();
    await t.settle();
    const wamid = await tap(consumer, offerId, 3);
    // The same delivery again (WhatsApp retries): stored once, counted once.
    await tap(consumer, offerId, 3, wamid);
    expect(await ratingOf(offerId)).toMatchObject({ score: 3 });
    let feedback = await sentTo(consumer, 'RATING_FEEDBACK');
    expect(feedback).toHaveLength(1);
    expect(feedback[0]!.body).toBe(RATING_TEXTS.thanks('Ótimo'));

    // A later, different tap: thanked, ignored.
    await tap(consumer, offerId, 1);
    expect(await ratingOf(offerId)).toMatchObject({ score: 3 });
    feedback = await sentTo(consumer, 'RATING_FEEDBACK');
    expect(feedback.map((f) => f.body)).toEqual([RATING_TEXTS.thanks('Ótimo'), RATING_TEXTS.alreadyRated]);

    // Someone else tapping a button naming this offer changes nothing.
    await tap(`55${newMobile('31')}`, offerId, 1);
    expect(await ratingOf(offerId)).toMatchObject({ score: 3 });
  });

  it('keeps free text after the rating as its comment; a real request still routes', async () => {
    const { offerId, consumer } = await acceptedOffer();
    t.clock.advance(DELAY_MS);
    await ratings().requestDue();
    await t.settle();
    await tap(consumer, offerId, 2);

    const comment = await write(consumer, 'Chegou um pouco atrasado, mas resolveu tudo. Obrigada!');
    expect(comment).toMatchObject({ kind: 'RATING', outcome: 'RATING_COMMENT' });
    expect(await ratingOf(offerId)).toMatchObject({
      score: 2,
      comment: 'Chegou um pouco atrasado, mas resolveu tudo. Obrigada!',
    });
    const feedback = await sentTo(consumer, 'RATING_FEEDBACK');
    expect(feedback.at(-1)!.body).toBe(RATING_TEXTS.commentSaved);

    // Within the window, a text the categoriser reads as a request is a request.
    const request = await write(consumer, 'Preciso de um eletricista para trocar o disjuntor');
    expect(request).toMatchObject({ kind: 'REQUEST', outcome: 'OFFERED' });
    // The comment is kept once: another vague text is not taken.
    const second = await write(consumer, 'valeu demais');
    expect(second.kind).toBe('REQUEST');
    expect((await ratingOf(offerId))!.comment).toBe('Chegou um pouco atrasado, mas resolveu tudo. Obrigada!');

    // The franchisee sees the rating and its comment with the company's answer (issue 29).
    const master = await loginAs(t.app, await createUser(t.db, { role: 'MASTER' }));
    const page = (await t.call('GET', '/api/webhooks/messages?pageSize=100', master)).json<{
      messages: { responses: { offer_id: number; rating?: unknown }[] }[];
    }>();
    const response = page.messages.flatMap((m) => m.responses).find((r) => r.offer_id === offerId);
    expect(response?.rating).toEqual({
      score: 2,
      comment: 'Chegou um pouco atrasado, mas resolveu tudo. Obrigada!',
    });
  });

  it('reads a typed title as the answer to the open request', async () => {
    const { offerId, consumer } = await acceptedOffer();
    t.clock.advance(DELAY_MS);
    await ratings().requestDue();
    await t.settle();
    const typed = await write(consumer, 'Ruim!');
    expect(typed).toMatchObject({ kind: 'RATING', outcome: 'RATED' });
    expect(await ratingOf(offerId)).toMatchObject({ score: 1 });
  });

  it('PARAR stops further rating requests, and the consumer is told', async () => {
    const consumer = `55${newMobile('21')}`;
    const stop = await write(consumer, 'PARAR');
    expect(stop).toMatchObject({ kind: 'RATING', outcome: 'RATING_OPT_OUT' });
    const [optOut] = await t.db.select().from(ratingOptOuts).where(eq(ratingOptOuts.number, consumer));
    expect(optOut).toBeDefined();
    // The first message to this number also carries the privacy notice line (issue 31).
    expect((await sentTo(consumer, 'RATING_FEEDBACK')).map((m) => m.body)).toEqual([
      `${RATING_TEXTS.optedOut}\n\n${PRIVACY_TEXTS.noticeLine(t.config.publicUrl)}`,
    ]);

    const { offerId } = await acceptedOffer(consumer);
    t.clock.advance(DELAY_MS);
    await ratings().requestDue();
    await t.settle();
    expect(await sentTo(consumer, 'RATING_REQUEST')).toHaveLength(0);
    expect(await ratingOf(offerId)).toBeUndefined();
  });
});

describe('the rating in the panels', () => {
  it("shows the company's average and count on its dashboard and on its unit's", async () => {
    const { rows } = (await t.db.execute(
      sql`select coalesce(sum(score), 0)::int as sum, count(*)::int as n from offer_ratings where company_id = ${company.id} and score is not null`,
    )) as unknown as { rows: { sum: number; n: number }[] };
    const { sum, n } = rows[0]!;
    expect(n).toBeGreaterThanOrEqual(3);
    const average = Math.round((sum / n) * 10) / 10;

    const token = await loginAs(t.app, company);
    const mine = await t.call('GET', '/api/users/dashboard/client', token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<ClientDashboard>().rating).toEqual({ average, count: n });

    const admin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN', unitId: unit.id }));
    const board = await t.call('GET', `/api/franchise-units/${unit.id}/dashboard-data`, admin);
    expect(board.statusCode).toBe(200);
    const data = board.json<FranchiseDashboard>();
    expect(data.clients.find((c) => c.id === company.id)!.rating).toEqual({ average, count: n });
    expect(data.rating).toEqual({ average, count: n });

    // The unit's company list carries the same rating and the newest comment with it (issue 29).
    const detail = await t.call('GET', `/api/franchise-units/${unit.id}`, admin);
    expect(detail.statusCode).toBe(200);
    const listed = detail
      .json<{ client_units: { id: number; rating?: unknown; latest_comment?: unknown }[] }>()
      .client_units.find((c) => c.id === company.id)!;
    expect(listed.rating).toEqual({ average, count: n });
    expect(listed.latest_comment).toMatchObject({
      score: 2,
      comment: 'Chegou um pouco atrasado, mas resolveu tudo. Obrigada!',
    });
  });

  it('Usuários shows the average too, and its cached list follows a new rating at once', async () => {
    const master = await loginAs(t.app, await createUser(t.db, { role: 'MASTER' }));
    const ratingIn = async () => {
      const answer = await t.call(
        'GET',
        `/api/users?role=CLIENT&search=${encodeURIComponent(company.email)}`,
        master,
      );
      expect(answer.statusCode).toBe(200);
      return answer
        .json<{ users: { id: number; rating?: { count: number } | null }[] }>()
        .users.find((u) => u.id === company.id)!.rating!;
    };
    const before = await ratingIn();
    expect(before.count).toBeGreaterThanOrEqual(3);
    expect((await ratingIn()).count).toBe(before.count); // served from the list cache

    const { offerId, consumer } = await acceptedOffer();
    t.clock.advance(DELAY_MS);
    await ratings().requestDue();
    await t.settle();
    await tap(consumer, offerId, 3);
    expect((await ratingIn()).count).toBe(before.count + 1);
  });
});
