import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { INCIDENT_MSG } from '@tenho/domain/privacy/incidents.schemas';
import { PRIVACY_TEXTS } from '@tenho/domain/privacy/privacy.schemas';
import { FORBIDDEN, UNAUTHENTICATED } from '../../../test/answers.ts';
import { queryRows } from '../../lib/query-rows.ts';
import {
  newMobile,
  playAnswer,
  playRequest,
  useLoopNetwork,
  useLoopTestApp,
} from '../../../test/whatsapp-loop.ts';

/**
 * Issue 31 point 5 (the incident register) and point 3's panel notice to the companies that
 * received an erased consumer's contact: the role × unit matrix, versions, audit and bad input.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'tenho-privacy-incidents-test-'));
const t = useLoopTestApp({ config: { dataDir } });
const { net, tokens } = useLoopNetwork(t, ['master', 'admin0', 'admin1', 'alpha', 'beta', 'other', 'staff']);
vi.setConfig({ testTimeout: 90_000 });

type Answer = { status: number; body: Record<string, unknown> & { items?: Record<string, unknown>[] } };

async function api(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token?: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Answer & { etag?: string }> {
  const response = await t.call(method, url, token ?? null, body, headers);
  return { status: response.statusCode, body: response.json(), etag: response.headers.etag as string };
}

const ids = (answer: Answer) => (answer.body.items ?? []).map((i) => i.id);

async function auditCount(action: string, entityId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from audit_log where action = ${action} and entity_id = ${entityId}`,
  );
  return Number(row!.n);
}

const base = {
  occurredAt: '2026-03-12T22:00:00-03:00',
  knownAt: '2026-03-13T10:00:00-03:00',
  nature: 'Notebook com planilha de leads furtado',
  affectedData: 'Nome e WhatsApp de consumidores',
  affectedPeople: 'Cerca de 120 consumidores da unidade',
  measures: 'Senhas trocadas; acesso remoto revogado',
};

describe('the incident register', () => {
  let unit0Incident: number;
  let unit1Incident: number;

  it('lets MASTER file for any unit and ADMIN only for its own, audited, with the deadline', async () => {
    const byMaster = await api('POST', '/api/privacy/incidents', tokens.master, {
      ...base,
      unitId: net.units[1].id,
    });
    expect(byMaster.status, JSON.stringify(byMaster.body)).toBe(201);
    unit1Incident = byMaster.body.id as number;
    expect(byMaster.body).toMatchObject({
      unitId: net.units[1].id,
      unitName: net.units[1].name,
      knownAt: '2026-03-13T13:00:00.000Z',
      occurredAt: '2026-03-13T01:00:00.000Z',
      relevantRisk: true,
      // Known Friday 13/03 → the third business day after is Wednesday 18/03, end of day in Brasília.
      deadlineAt: '2026-03-19T02:59:59.999Z',
      deadlineStatus: 'OVERDUE',
      anpdNotifiedAt: null,
      version: 1,
    });
    expect(byMaster.etag).toBe('W/"1"');

    const byAdmin = await api('POST', '/api/privacy/incidents', tokens.admin0, {
      ...base,
      relevantRisk: false,
    });
    expect(byAdmin.status).toBe(201);
    unit0Incident = byAdmin.body.id as number;
    expect(byAdmin.body).toMatchObject({ unitId: net.units[0].id, deadlineStatus: 'NOT_REQUIRED' });
    expect(await auditCount('privacy.incident_create', unit0Incident)).toBe(1);
    expect(await auditCount('privacy.incident_create', unit1Incident)).toBe(1);

    // An ADMIN naming another unit finds nothing there.
    const foreign = await api('POST', '/api/privacy/incidents', tokens.admin0, {
      ...base,
      unitId: net.units[1].id,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('privacy.unit_not_found');
  });

  it('lists to MASTER all, to each ADMIN its unit; companies and their staff are refused', async () => {
    const all = await api('GET', '/api/privacy/incidents', tokens.master);
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([unit0Incident, unit1Incident]));
    const admin0 = await api('GET', '/api/privacy/incidents', tokens.admin0);
    expect(ids(admin0)).toContain(unit0Incident);
    expect(ids(admin0)).not.toContain(unit1Incident);
    const admin1 = await api('GET', '/api/privacy/incidents', tokens.admin1);
    expect(ids(admin1)).toEqual([unit1Incident]);
    for (const who of ['alpha', 'staff'] as const) {
      for (const [method, url, body] of [
        ['GET', '/api/privacy/incidents', undefined],
        ['POST', '/api/privacy/incidents', base],
        ['PATCH', `/api/privacy/incidents/${unit0Incident}`, { measures: 'x' }],
      ] as const) {
        const answer = await api(method, url, tokens[who], body);
        expect(answer, `${who} ${method} ${url}`).toMatchObject({ status: 403, body: FORBIDDEN });
      }
    }
    expect(await api('GET', '/api/privacy/incidents')).toMatchObject({ status: 401, body: UNAUTHENTICATED });
  });

  it('edits with the version read: a stale one is refused, another unit answers 404, each change audited', async () => {
    const url = `/api/privacy/incidents/${unit1Incident}`;
    expect((await api('PATCH', url, tokens.admin0, { measures: 'x' })).status).toBe(404);

    const told = await api(
      'PATCH',
      url,
      tokens.admin1,
      { anpdNotifiedAt: '2026-03-16T09:00:00-03:00', measures: 'Comunicado enviado' },
      { 'if-match': 'W/"1"' },
    );
    expect(told.status, JSON.stringify(told.body)).toBe(200);
    expect(told.body).toMatchObject({
      version: 2,
      measures: 'Comunicado enviado',
      deadlineStatus: 'OVERDUE',
    });
    expect(told.etag).toBe('W/"2"');

    const stale = await api('PATCH', url, tokens.master, { measures: 'antiga' }, { 'if-match': 'W/"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('record.version_conflict');

    const done = await api(
      'PATCH',
      url,
      tokens.master,
      // The panel sends the unit with every save of a MASTER.
      { subjectsNotifiedAt: '2026-03-17T11:00:00-03:00', unitId: net.units[1].id },
      { 'if-match': told.etag! },
    );
    expect(done.body).toMatchObject({ version: 3, deadlineStatus: 'DONE', measures: 'Comunicado enviado' });
    expect(await auditCount('privacy.incident_update', unit1Incident)).toBe(2);
    const [audit] = await queryRows<{ data: { changed: string[] } }>(
      t.db,
      sql`select data from audit_log where action = 'privacy.incident_update' and entity_id = ${unit1Incident}
          order by id limit 1`,
    );
    expect(audit!.data.changed.sort()).toEqual(['anpdNotifiedAt', 'measures']);
    expect(
      (await api('PATCH', '/api/privacy/incidents/999999', tokens.master, { measures: 'x' })).status,
    ).toBe(404);
  });

  it('refuses bad input with a pt-BR 400 and changes nothing', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, nature: '   ' }, INCIDENT_MSG.natureRequired],
      [{ ...base, affectedData: undefined }, INCIDENT_MSG.dataRequired],
      [{ ...base, affectedPeople: '' }, INCIDENT_MSG.peopleRequired],
      [{ ...base, knownAt: '13/03/2026 10:00' }, INCIDENT_MSG.dateInvalid],
      [{ ...base, knownAt: future }, INCIDENT_MSG.dateInFuture],
      [{ ...base, knownAt: '1999-12-31T10:00:00Z', occurredAt: null }, INCIDENT_MSG.dateTooOld],
      [{ ...base, occurredAt: '2026-03-14T10:00:00-03:00' }, INCIDENT_MSG.knownBeforeOccurred],
      [{ ...base, anpdNotifiedAt: '2026-03-12T10:00:00-03:00' }, INCIDENT_MSG.notifiedBeforeKnown],
      [{ ...base, nature: 'x'.repeat(2001) }, INCIDENT_MSG.tooLong(2000)],
      [{ ...base, relevantRisk: 'sim' }, 'Informe se há risco ou dano relevante'],
      [{ ...base, unitId: 'abc' }, INCIDENT_MSG.unitInvalid],
    ];
    const before = await api('GET', '/api/privacy/incidents', tokens.master);
    for (const [body, message] of cases) {
      const answer = await api('POST', '/api/privacy/incidents', tokens.master, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
    }
    const patchCases: [Record<string, unknown>, string][] = [
      [{}, INCIDENT_MSG.nothingToUpdate],
      // The merged record is checked: told before it was known (13/03).
      [{ subjectsNotifiedAt: '2026-03-10T10:00:00-03:00' }, INCIDENT_MSG.notifiedBeforeKnown],
      [{ knownAt: '2026-03-20T10:00:00-03:00' }, INCIDENT_MSG.notifiedBeforeKnown],
    ];
    for (const [body, message] of patchCases) {
      const answer = await api('PATCH', `/api/privacy/incidents/${unit1Incident}`, tokens.master, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(
      (
        await api(
          'PATCH',
          `/api/privacy/incidents/${unit1Incident}`,
          tokens.master,
          { measures: 'x' },
          {
            'if-match': 'três',
          },
        )
      ).status,
    ).toBe(400);
    expect((await api('PATCH', '/api/privacy/incidents/abc', tokens.master, { measures: 'x' })).status).toBe(
      400,
    );
    expect(
      (await api('POST', '/api/privacy/incidents', tokens.master, { ...base, unitId: 2_000_000_000 })).status,
    ).toBe(404);
    expect(await api('GET', '/api/privacy/incidents', tokens.master)).toEqual(before);
  });

  it('survives the retention job, however old (kept at least five years)', async () => {
    const old = await api('POST', '/api/privacy/incidents', tokens.master, {
      ...base,
      occurredAt: null,
      knownAt: new Date(Date.now() - 1820 * 86_400_000).toISOString(),
    });
    expect(old.status).toBe(201);
    await t.app.whatsapp.pipeline!.privacy.applyRetention();
    expect(ids(await api('GET', '/api/privacy/incidents', tokens.master))).toEqual(
      expect.arrayContaining([old.body.id, unit0Incident, unit1Incident]),
    );
  });
});

describe("the erasure notice in the company's panel", () => {
  it('reaches each company that had the lead, names the lead not the number, and is marked read by the company only', async () => {
    const consumer = `55${newMobile('21')}`;
    const { offersByCompany } = await playRequest(t, { consumer, name: 'Aviso Silva' });
    const alphaLead = offersByCompany.get(net.alpha.id)!;
    const betaLead = offersByCompany.get(net.beta.id)!;
    await playAnswer(t, net.alpha, alphaLead, 'yes');
    await playAnswer(t, net.beta, betaLead, 'no');
    const created = await api('POST', '/api/privacy/requests', tokens.master, {
      type: 'ERASURE',
      phone: consumer.slice(2),
      channel: 'EMAIL',
    });
    expect(created.status).toBe(201);
    expect(
      (await api('POST', `/api/privacy/requests/${created.body.id}/execute`, tokens.master)).status,
    ).toBe(200);

    const alpha = await api('GET', '/api/privacy/notices', tokens.alpha);
    expect(alpha.status).toBe(200);
    const notice = alpha.body.items!.find((n) => n.leadId === alphaLead)!;
    expect(notice).toMatchObject({ companyId: net.alpha.id, readAt: null });
    expect(alpha.body.unread).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(alpha.body)).not.toContain(consumer.slice(4));
    // Only companies that received the contact (TENHO) are told.
    expect((await api('GET', '/api/privacy/notices', tokens.beta)).body.items).toEqual([]);
    expect((await api('GET', '/api/privacy/notices', tokens.other)).body.items).toEqual([]);
    // The network sees it (read-only): MASTER all, the unit's ADMIN, not the other unit's.
    expect(ids(await api('GET', '/api/privacy/notices', tokens.master))).toContain(notice.id);
    expect(ids(await api('GET', '/api/privacy/notices', tokens.admin0))).toContain(notice.id);
    expect(ids(await api('GET', '/api/privacy/notices', tokens.admin1))).not.toContain(notice.id);
    // The company's USER holds no message permission by default.
    expect(await api('GET', '/api/privacy/notices', tokens.staff)).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });

    const url = `/api/privacy/notices/${notice.id}/read`;
    for (const who of ['beta', 'master', 'admin0'] as const) {
      const answer = await api('POST', url, tokens[who]);
      expect(answer.status, who).toBe(404);
      expect(answer.body.code).toBe('privacy.notice_not_found');
    }
    const read = await api('POST', url, tokens.alpha);
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    const again = await api('POST', url, tokens.alpha);
    expect(again.body.readAt).toBe(read.body.readAt);
    expect(await auditCount('privacy.notice_read', notice.id as number)).toBe(2);
    const after = await api('GET', '/api/privacy/notices', tokens.alpha);
    expect(after.body.unread).toBe((alpha.body.unread as number) - 1);
    expect((await api('POST', '/api/privacy/notices/abc/read', tokens.alpha)).status).toBe(400);
    expect(PRIVACY_TEXTS.companyNotice(new Date(), alphaLead)).toContain(`lead #${alphaLead}`);
  });
});
