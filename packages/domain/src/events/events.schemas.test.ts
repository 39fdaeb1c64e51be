import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './events.schemas.ts';

describe('parseLiveEvent', () => {
  it('reads the known events', () => {
    expect(parseLiveEvent('session', '{"reason":"permissions"}')).toEqual({
      name: 'session',
      data: { reason: 'permissions' },
    });
    expect(parseLiveEvent('signout', '{"reason":"deactivated"}')).toEqual({
      name: 'signout',
      data: { reason: 'deactivated' },
    });
  });

  it('ignores unknown names, bad JSON and data that does not fit', () => {
    expect(parseLiveEvent('wallet', '{}')).toBeNull();
    expect(parseLiveEvent('toString', '{}')).toBeNull();
    expect(parseLiveEvent('session', 'not json')).toBeNull();
    expect(parseLiveEvent('session', '{"reason":"other"}')).toBeNull();
    expect(parseLiveEvent('signout', '{}')).toBeNull();
  });
});
