import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as dashboard from './client-dashboard.schemas.ts';
import * as messages from './messages.schemas.ts';
import * as simulator from '../whatsapp/simulator.schemas.ts';
import {
  formatResponseTime,
  messageListQuerySchema,
  offerAnswerInputSchema,
  recategorizeInputSchema,
} from './messages.schemas.ts';
import { simulatorMessageInputSchema, simulatorPhoneField } from '../whatsapp/simulator.schemas.ts';
import { interactionBars } from './client-dashboard.schemas.ts';

describe('GET /webhooks/messages query', () => {
  it('reads the filters as they arrive in a URL', () => {
    expect(
      messageListQuerySchema.parse({
        search: '  pneu ',
        dateFrom: '2025-01-01',
        dateTo: '2025-01-31',
        category: '12',
        status: 'Respondido',
        company: '7',
        page: '2',
        pageSize: '50',
      }),
    ).toEqual({
      search: 'pneu',
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
      category: 12,
      status: 'Respondido',
      company: 7,
      unit_id: undefined,
      page: 2,
      pageSize: 50,
    });
  });

  it('treats empty selects as no filter and pages by 20 by default', () => {
    expect(messageListQuerySchema.parse({ search: '', status: '', category: '', company: '' })).toMatchObject(
      {
        search: undefined,
        status: undefined,
        category: undefined,
        page: 1,
        pageSize: 20,
      },
    );
  });

  it.each([
    [{ status: 'Aprovado' }, 'Situação inválida: use Pendente, Respondido ou Negativo'],
    [{ dateFrom: '2025-02-30' }, 'Data inválida: use aaaa-mm-dd'],
    [
      { dateFrom: '2025-03-02', dateTo: '2025-03-01' },
      'A data inicial deve ser anterior ou igual à data final',
    ],
    [{ pageSize: '500' }, 'Itens por página: use um número de 1 a 100'],
    [{ category: '0' }, 'Categoria inválida'],
    [{ search: 'x'.repeat(101) }, 'Use no máximo 100 caracteres na busca'],
  ])('refuses %j in Portuguese', (query, message) => {
    const result = messageListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });
});

describe('bodies', () => {
  it('answers are ACCEPT or REJECT', () => {
    expect(offerAnswerInputSchema.parse({ answer: 'ACCEPT' })).toEqual({ answer: 'ACCEPT' });
    expect(offerAnswerInputSchema.safeParse({ answer: 'TENHO' }).error!.issues[0]!.message).toBe(
      'Resposta inválida: use TENHO ou NÃO TENHO',
    );
  });

  it('re-categorising needs a category id', () => {
    expect(recategorizeInputSchema.safeParse({ categoryId: '3' }).success).toBe(false);
    expect(recategorizeInputSchema.parse({ categoryId: 3 })).toEqual({ categoryId: 3 });
  });

  it('the simulator takes a phone as typed, or a WhatsApp id, and either a text or a button', () => {
    expect(simulatorPhoneField.parse('(11) 98765-4321')).toBe('5511987654321');
    expect(simulatorPhoneField.parse('(11) 8765-4321')).toBe('5511987654321');
    expect(simulatorPhoneField.parse('+1 415 555 2671')).toBe('14155552671');
    expect(simulatorPhoneField.parse('+55 11 98765-4321')).toBe('5511987654321');
    expect(simulatorPhoneField.safeParse('123').success).toBe(false);
    expect(
      simulatorMessageInputSchema.safeParse({ unit_id: 1, from: '11987654321', text: 'oi' }).success,
    ).toBe(true);
    const both = simulatorMessageInputSchema.safeParse({
      unit_id: 1,
      from: '11987654321',
      text: 'oi',
      button: { id: 'offer:1:yes', title: 'TENHO' },
    });
    expect(both.error!.issues[0]!.message).toBe('Envie um texto ou toque em um botão');
  });
});

describe('display helpers', () => {
  it('formats the average response time', () => {
    expect(formatResponseTime(0)).toBe('—');
    expect(formatResponseTime(42)).toBe('42 s');
    expect(formatResponseTime(600)).toBe('10 min');
    expect(formatResponseTime(7500)).toBe('2 h 05 min');
  });

  it('splits the dashboard bar chart into approved, pending and the others', () => {
    expect(
      interactionBars({
        totalInteractions: 10,
        pendingInteractions: 3,
        acceptedInteractions: 5,
        totalTransactions: 0,
      }),
    ).toEqual({ approved: 5, pending: 3, others: 2 });
  });
});

describe('every schema of this area answers in Portuguese', () => {
  const schemas = (Object.entries({ ...messages, ...simulator, ...dashboard }) as [string, unknown][]).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );
  it.each(schemas)('%s', (_name, schema) => {
    for (const input of [
      undefined,
      null,
      {},
      [],
      'x',
      42,
      { page: {}, status: 1, unit_id: [], from: 5, text: {} },
    ]) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        expect(issue.message).not.toMatch(
          /\b(Invalid|expected|received|Too (big|small)|Required|Unrecognized)\b/,
        );
      }
    }
  });
});
