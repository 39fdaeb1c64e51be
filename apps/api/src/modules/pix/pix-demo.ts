import type { Database } from '../../db/client.ts';
import { findDemoUnits } from '../../db/seed.ts';
import { deleteSandboxConnections, findConnection } from './pix-api.repository.ts';
import type { PixApiService } from './pix-api.service.ts';

/**
 * Development only (the sandbox runs: PIX_SANDBOX on, never in production, loopback only): the demo
 * units are connected to the in-process PSP sandbox at start-up, so a top-up is credited seconds
 * after 'Pagar com Pix' in the Simulador. A unit connected to anything else is left alone; the
 * sandbox forgets everything on a restart (and its credentials change), so sandbox connections
 * are made again each time.
 */
export async function connectDemoUnitsToSandbox(
  db: Database,
  pixApi: PixApiService,
  sandboxBaseUrl: string,
  credentials: { clientId: string; clientSecret: string },
  sandboxPrefix: string,
): Promise<number[]> {
  const units = await findDemoUnits(db);
  const connected: number[] = [];
  for (const unit of units) {
    if (!unit.pixKey) continue;
    const existing = await findConnection(db, unit.id);
    if (existing && !isSandboxUrl(existing.baseUrl, sandboxPrefix)) continue;
    await pixApi.connectSystem(unit.id, {
      base_url: sandboxBaseUrl,
      token_url: null,
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
      certificate_pem: null,
      private_key_pem: null,
    });
    connected.push(unit.id);
  }
  return connected;
}

/** A base URL of an in-process sandbox (this or an earlier start, any loopback port). */
function isSandboxUrl(url: string, prefix: string): boolean {
  return /^http:\/\/(127\.[0-9.]+|\[::1\]|localhost):\d+\//.test(url) && url.endsWith(prefix);
}

/**
 * The sandbox does not run (production, HOST exposed, PIX_SANDBOX=0): connections left from a start
 * when it did are removed, so those units go back to the static code instead of a dead PSP.
 */
export async function disconnectSandboxUnits(db: Database, sandboxPrefix: string): Promise<number[]> {
  return deleteSandboxConnections(db, sandboxPrefix);
}
