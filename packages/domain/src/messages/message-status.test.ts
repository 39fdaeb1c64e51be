import { describe, expect, it } from 'vitest';
import {
  INTERACTION_STATUS_LABELS,
  LEAD_STATUS_LABELS,
  REPORT_MESSAGE_STATUS_LABELS,
  interactionStatusLabel,
  interactionStatusTone,
  isPositiveResponse,
  leadStatusLabel,
  leadStatusTone,
  messageStatus,
  moreResponsesLabel,
  reportMessageStatusLabel,
  reportMessageStatusTone,
} from './message-status.ts';

const r = (...texts: (string | null)[]) => texts.map((response_text) => ({ response_text }));

describe('messageStatus (spec §4)', () => {
  it('is Pendente without responses', () => {
    expect(messageStatus([])).toBe('Pendente');
    expect(messageStatus(null)).toBe('Pendente');
    expect(messageStatus(undefined)).toBe('Pendente');
  });

  it('is Respondido when any response says TENHO', () => {
    expect(messageStatus(r('TENHO'))).toBe('Respondido');
    expect(messageStatus(r('NÃO TENHO', 'tenho sim, aro 15'))).toBe('Respondido');
    expect(messageStatus(r('Tenho!'))).toBe('Respondido');
  });

  it('is Negativo when every response is NÃO TENHO or unrelated', () => {
    expect(messageStatus(r('NÃO TENHO'))).toBe('Negativo');
    expect(messageStatus(r('nao tenho'))).toBe('Negativo');
    expect(messageStatus(r('Não Tenho'))).toBe('Negativo');
    expect(messageStatus(r('NAO  TENHO'))).toBe('Negativo');
    expect(messageStatus(r('não\ntenho'))).toBe('Negativo');
    expect(messageStatus(r('ok'))).toBe('Negativo');
    expect(messageStatus(r(null))).toBe('Negativo');
    expect(messageStatus([{}])).toBe('Negativo');
  });

  it('folds accents and case in the positive check', () => {
    expect(isPositiveResponse('TENHO')).toBe(true);
    expect(isPositiveResponse('tênho')).toBe(true);
    expect(isPositiveResponse('NÃO TENHO')).toBe(false);
    expect(isPositiveResponse('')).toBe(false);
    expect(isPositiveResponse(undefined)).toBe(false);
  });
});

describe('status labels', () => {
  it('labels interactions', () => {
    expect(INTERACTION_STATUS_LABELS).toEqual({
      PENDING: 'Pendente',
      ACCEPTED: 'Aprovado',
      REJECTED: 'Rejeitado',
      EXPIRED: 'Expirado',
    });
    expect(interactionStatusLabel('ACCEPTED')).toBe('Aprovado');
    expect(interactionStatusTone('ACCEPTED')).toBe('success');
    expect(interactionStatusTone('PENDING')).toBe('warning');
  });

  it('labels leads; anything else is grey and shown as is', () => {
    expect(Object.keys(LEAD_STATUS_LABELS)).toEqual(['CONFIRMED', 'PENDING_CONFIRMATION']);
    expect(leadStatusLabel('CONFIRMED')).toBe('Confirmado');
    expect(leadStatusTone('CONFIRMED')).toBe('success');
    expect(leadStatusTone('PENDING_CONFIRMATION')).toBe('warning');
    expect(leadStatusLabel('ARCHIVED')).toBe('ARCHIVED');
    expect(leadStatusTone('ARCHIVED')).toBe('neutral');
    expect(leadStatusLabel(null)).toBe('-');
    expect(leadStatusTone('toString')).toBe('neutral');
  });

  it('labels report messages', () => {
    expect(REPORT_MESSAGE_STATUS_LABELS).toEqual({
      sent: 'Enviada',
      delivered: 'Entregue',
      read: 'Lida',
      failed: 'Falhou',
    });
    expect(reportMessageStatusLabel('read')).toBe('Lida');
    expect(reportMessageStatusTone('failed')).toBe('danger');
    expect(reportMessageStatusLabel('queued')).toBe('queued');
  });

  it('counts hidden responses', () => {
    expect(moreResponsesLabel(5, 2)).toBe('+3 mais');
    expect(moreResponsesLabel(2, 2)).toBe('');
    expect(moreResponsesLabel(0, 0)).toBe('');
  });
});
