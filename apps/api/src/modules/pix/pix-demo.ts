import type { Database } from '../../db/client.ts';
import { findDemoUnits } from '../../db/seed.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../../pix-sandbox/sandbox.ts';
import { findConnection } from './pix-api.repository.ts';
import type { PixApiService } from './pix-api.service.ts';

/**
 * Development only (PIX_SANDBOX on, never in production): the demo units are connected to the
 * in-process PSP sandbox at start-up, so a top-up is credited seconds after 'Pagar com Pix' in the
 * Simulador. A unit connected to anything else is left alone; the sandbox forgets everything on a
 * restart, so sandbox connections are made again each time.
 */
export async function connectDemoUnitsToSandbox(
  db: Database,
  pixApi: PixApiService,
  sandboxBaseUrl: string,
): Promise<number[]> {
  const units = await findDemoUnits(db);
  const connected: number[] = [];
  for (const unit of units) {
    if (!unit.pixKey) continue;
    const existing = await findConnection(db, unit.id);
    if (existing && existing.baseUrl !== sandboxBaseUrl) continue;
    await pixApi.connectSystem(unit.id, {
      base_url: sandboxBaseUrl,
      token_url: null,
      client_id: SANDBOX_CLIENT_ID,
      client_secret: SANDBOX_CLIENT_SECRET,
      certificate_pem: null,
      private_key_pem: null,
    });
    connected.push(unit.id);
  }
  return connected;
}
