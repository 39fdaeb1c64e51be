import { describe, expect, it } from 'vitest';
import { messageTypeLabel } from './message-types.ts';

describe('messageTypeLabel', () => {
  it('names the known types and calls the rest Outro', () => {
    expect(messageTypeLabel('audio')).toBe('Áudio');
    expect(messageTypeLabel('sticker')).toBe('Outro');
  });

  it('reads only its own table: a type named like an object property is Outro', () => {
    for (const type of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(messageTypeLabel(type)).toBe('Outro');
  });
});
