import { describe, expect, it } from 'vitest';
import { canAdvance, outboundStatusOf, statusesBefore } from './outbound.ts';

describe('delivery status never moves backwards', () => {
  it('keeps the furthest of sent < delivered < read', () => {
    expect(canAdvance('QUEUED', 'SENT')).toBe(true);
    expect(canAdvance('SENT', 'READ')).toBe(true);
    expect(canAdvance('READ', 'DELIVERED')).toBe(false);
    expect(canAdvance('DELIVERED', 'SENT')).toBe(false);
    expect(canAdvance('DELIVERED', 'DELIVERED')).toBe(false);
  });

  it('treats failed as final, and a failure as beyond any progress', () => {
    expect(canAdvance('READ', 'FAILED')).toBe(true);
    expect(canAdvance('FAILED', 'READ')).toBe(false);
    expect(canAdvance('DEAD', 'SENT')).toBe(false);
  });

  it('lists what a callback may replace', () => {
    expect(statusesBefore(outboundStatusOf('delivered'))).toEqual(['QUEUED', 'SENT']);
    expect(statusesBefore(outboundStatusOf('failed'))).toEqual(['QUEUED', 'SENT', 'DELIVERED', 'READ']);
    expect(statusesBefore(outboundStatusOf('sent'))).toEqual(['QUEUED']);
  });
});
