import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createUnit } from '../../../test/factories.ts';

const t = useTestApp();

describe('GET /api/franchise-units (public)', () => {
  it('lists only active units, id and name, by name, without a session', async () => {
    const zeta = await createUnit(t.db, { name: 'Zeta Franquia' });
    const alfa = await createUnit(t.db, { name: 'Alfa Franquia' });
    await createUnit(t.db, { name: 'Beta Inativa', isActive: false });

    const response = await t.app.inject({ method: 'GET', url: '/api/franchise-units' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: alfa.id, name: 'Alfa Franquia' },
      { id: zeta.id, name: 'Zeta Franquia' },
    ]);
  });
});
