import { createHash, randomBytes } from 'node:crypto';
import {
  PIX_API_MSG,
  type PixApiPayload,
  type PixApiStatus,
  type PixApiTestResult,
} from '@tenho/domain/wallet/pix-api.schemas';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PixApiConnectionRow } from '../../db/schema/pix.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import type { Actor } from '../../plugins/authorization.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import { PIX_ERRORS } from './pix.errors.ts';
import {
  deleteConnection,
  findConnection,
  findConnectionByTokenHash,
  findUnitForPix,
  findVoucher,
  setWebhookRegistered,
  upsertConnection,
} from './pix-api.repository.ts';
import {
  createPspClient,
  PspError,
  type PspClient,
  type PspClientOptions,
  type PspCredentials,
  type PspLogger,
  type PspVoucher,
} from '../../lib/pix-client.ts';
import { checkPspUrl, type PspUrlProblem } from '../../lib/psp-address.ts';

/** What the envelope in `pix_api_connections.secrets` holds. */
type SealedSecrets = {
  client_secret: string;
  certificate_pem: string | null;
  private_key_pem: string | null;
};

export type PixApiServiceDeps = {
  db: Database;
  config: Pick<AppConfig, 'publicUrl' | 'nodeEnv' | 'pix'>;
  log?: PspLogger;
  /** Timeouts and retries of the PSP clients (tests shorten them), and their resolver. */
  clientOptions?: Pick<PspClientOptions, 'timeoutMs' | 'retries' | 'backoffMs' | 'resolve'>;
  /** The in-process sandbox's base URL while it runs (trusted over plain http), else null. */
  sandboxBaseUrl?: string | null;
  /** The network's PSP allow-list (the MASTER's `pixPspHosts` setting), read at each save. */
  allowedHosts?: () => Promise<readonly string[]>;
};

/** The webhook path's secret part is never shown again: answers carry this in its place. */
const MASKED_TOKEN = '••••••••';
export const WEBHOOK_PATH = '/api/webhooks/pix';

export const hashWebhookToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const sealContext = (unitId: number) => `pix_api_connections:${unitId}`;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url.slice(0, 100);
  }
}

export type { PspUrlProblem };

/**
 * A unit's connection to its PSP (issue 23, point 1) and the PSP clients the top-ups use. Secrets
 * are sealed with SECRETS_KEY and opened only to build a client; answers never carry them.
 */
export function createPixApiService({
  db,
  config,
  log,
  clientOptions,
  sandboxBaseUrl = null,
  allowedHosts = async () => [],
}: PixApiServiceDeps) {
  const key = config.pix.secretsKey;
  /** A key made up for this process seals the sandbox's connections only (config.ts). */
  const realConnectionsAllowed = key !== null && !config.pix.secretsKeyEphemeral;
  const addressPolicy = { testOrigins: config.pix.testOrigins, sandboxBaseUrl };
  /** One client per unit and connection version, so its OAuth token is reused across requests. */
  const clients = new Map<number, { version: string; client: PspClient }>();

  const webhookUrlFor = (token: string) => `${config.publicUrl}${WEBHOOK_PATH}/${token}`;

  function toStatus(row: PixApiConnectionRow | undefined): PixApiStatus {
    return {
      enabled: row !== undefined,
      available: realConnectionsAllowed,
      base_url: row?.baseUrl ?? null,
      token_url: row?.tokenUrl ?? null,
      client_id: row?.clientId ?? null,
      has_certificate: row?.hasCertificate ?? false,
      webhook_url: row ? webhookUrlFor(MASKED_TOKEN) : null,
      webhook_registered: row?.webhookRegistered ?? false,
      pix_key: row?.pixKey ?? null,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  function makeClient(credentials: PspCredentials, unitId: number): PspClient {
    return createPspClient({ credentials, log, unitId, addressPolicy, ...clientOptions });
  }

  function credentialsOf(row: PixApiConnectionRow): PspCredentials {
    if (!key) throw PIX_ERRORS.unavailable();
    const secrets = JSON.parse(openSecret(key, row.secrets, sealContext(row.unitId))) as SealedSecrets;
    return {
      baseUrl: row.baseUrl,
      tokenUrl: row.tokenUrl,
      clientId: row.clientId,
      clientSecret: secrets.client_secret,
      certificatePem: secrets.certificate_pem,
      privateKeyPem: secrets.private_key_pem,
    };
  }

  function clientOf(row: PixApiConnectionRow): PspClient {
    const version = row.updatedAt.toISOString();
    const cached = clients.get(row.unitId);
    if (cached?.version === version) return cached.client;
    cached?.client.close();
    let credentials: PspCredentials;
    try {
      credentials = credentialsOf(row);
    } catch (error) {
      if (error instanceof PspError || (error as { code?: string }).code === 'pix_api.unavailable')
        throw error;
      // Sealed with another key (SECRETS_KEY changed, or a development process's own key).
      throw PIX_ERRORS.unavailable();
    }
    const client = makeClient(credentials, row.unitId);
    clients.set(row.unitId, { version, client });
    return client;
  }

  /** MASTER: any unit; the unit's ADMIN: its own (another unit answers as missing); others: 403. */
  async function unitInReach(actor: Actor, unitId: number) {
    if (actor.role !== 'MASTER' && actor.role !== 'ADMIN') throw PIX_ERRORS.forbidden();
    if (actor.role === 'ADMIN' && actor.unit_id !== unitId) throw PIX_ERRORS.unitNotFound();
    const unit = await findUnitForPix(db, unitId);
    if (!unit) throw PIX_ERRORS.unitNotFound();
    return unit;
  }

  /**
   * Where a unit may point its PSP (issue 28): https on a host of the network's allow-list; plain
   * http only for the running sandbox or an operator's test origin. Checked before any call.
   */
  async function assertAddresses(payload: PixApiPayload) {
    const policy = { ...addressPolicy, allowedHosts: (await allowedHosts()).map((h) => h.toLowerCase()) };
    for (const url of [payload.base_url, payload.token_url]) {
      if (!url) continue;
      const problem = checkPspUrl(url, policy);
      if (problem) throw PIX_ERRORS.address(problem, hostOf(url));
    }
  }

  /**
   * Gets a token with the new credentials, registers the webhook with a fresh token for the unit's
   * key and stores the connection (secrets sealed). Any PSP failure stores nothing.
   */
  async function saveConnection(
    unitId: number,
    pixKey: string,
    payload: PixApiPayload,
    savedBy: number | null,
  ) {
    if (!key) throw PIX_ERRORS.unavailable();
    await assertAddresses(payload);
    const credentials: PspCredentials = {
      baseUrl: payload.base_url,
      tokenUrl: payload.token_url,
      clientId: payload.client_id,
      clientSecret: payload.client_secret,
      certificatePem: payload.certificate_pem ?? null,
      privateKeyPem: payload.private_key_pem ?? null,
    };
    const client = makeClient(credentials, unitId);
    const previous = await findConnection(db, unitId);
    const token = randomBytes(24).toString('base64url');
    try {
      await client.checkToken();
      await client.registerWebhook(pixKey, webhookUrlFor(token));
    } catch (error) {
      client.close();
      if (error instanceof PspError) throw PIX_ERRORS.psp(error);
      throw error;
    }
    const sealed = sealSecret(
      key,
      JSON.stringify({
        client_secret: payload.client_secret,
        certificate_pem: credentials.certificatePem,
        private_key_pem: credentials.privateKeyPem,
      } satisfies SealedSecrets),
      sealContext(unitId),
    );
    const row = await upsertConnection(db, {
      unitId,
      baseUrl: payload.base_url,
      tokenUrl: payload.token_url,
      clientId: payload.client_id,
      secrets: sealed,
      hasCertificate: credentials.certificatePem !== null,
      pixKey,
      webhookTokenHash: hashWebhookToken(token),
      webhookRegistered: true,
      savedBy,
      savedAt: new Date(),
    });
    clients.get(unitId)?.client.close();
    clients.set(unitId, { version: row.updatedAt.toISOString(), client });
    // The key changed: the old registration would keep calling an unknown token.
    if (previous && previous.pixKey !== pixKey) {
      await client.deleteWebhook(previous.pixKey).catch(() => undefined);
    }
    return row;
  }

  /** GET /franchise-units/{id}/pix-api. */
  async function status(actor: Actor, unitId: number): Promise<PixApiStatus> {
    await unitInReach(actor, unitId);
    return toStatus(await findConnection(db, unitId));
  }

  /** PUT /franchise-units/{id}/pix-api. */
  async function connect(actor: Actor, unitId: number, payload: PixApiPayload, meta: ActionMeta) {
    const unit = await unitInReach(actor, unitId);
    // No SECRETS_KEY: nothing a person enters is sealed with a key of this process or a known one.
    if (!realConnectionsAllowed) throw PIX_ERRORS.unavailable();
    if (!unit.pixKey) throw PIX_ERRORS.noPixKey();
    const row = await saveConnection(unitId, unit.pixKey, payload, actor.id);
    await auditAction(db, actor, meta, {
      action: 'pix_api.connect',
      entity: 'franchise_unit',
      entityId: unitId,
      data: {
        base_url: row.baseUrl,
        token_url: row.tokenUrl,
        host: hostOf(row.baseUrl),
        client_id: row.clientId,
        has_certificate: row.hasCertificate,
      },
    });
    return toStatus(row);
  }

  /** POST /franchise-units/{id}/pix-api/test: a token, and the webhook read back from the PSP. */
  async function test(actor: Actor, unitId: number): Promise<PixApiTestResult> {
    await unitInReach(actor, unitId);
    const row = await findConnection(db, unitId);
    if (!row) throw PIX_ERRORS.notConnected();
    const client = clientOf(row);
    let registered: string | null;
    try {
      await client.checkToken();
      registered = await client.readWebhook(row.pixKey);
    } catch (error) {
      if (error instanceof PspError) throw PIX_ERRORS.psp(error);
      throw error;
    }
    const token = registered?.startsWith(`${config.publicUrl}${WEBHOOK_PATH}/`)
      ? registered.slice(`${config.publicUrl}${WEBHOOK_PATH}/`.length)
      : null;
    const matches = token !== null && hashWebhookToken(token) === row.webhookTokenHash;
    if (matches !== row.webhookRegistered) await setWebhookRegistered(db, unitId, matches);
    if (!matches)
      throw PIX_ERRORS.psp(
        new PspError(
          'rejected',
          'As credenciais funcionam, mas o webhook registrado no banco não é o desta franquia. Salve a conexão de novo para registrá-lo.',
        ),
      );
    return { ok: true, message: PIX_API_MSG.testOk, webhook_url: webhookUrlFor(MASKED_TOKEN) };
  }

  /** DELETE /franchise-units/{id}/pix-api: the webhook is removed at the PSP (best effort). */
  async function disconnect(actor: Actor, unitId: number, meta: ActionMeta): Promise<PixApiStatus> {
    await unitInReach(actor, unitId);
    const row = await findConnection(db, unitId);
    if (!row) return toStatus(undefined);
    if (key) {
      try {
        await clientOf(row).deleteWebhook(row.pixKey);
      } catch (error) {
        log?.warn(
          { event: 'pix.disconnect', unitId, reason: (error as Error).message },
          'webhook not removed at the PSP',
        );
      }
    }
    await deleteConnection(db, unitId);
    clients.get(unitId)?.client.close();
    clients.delete(unitId);
    await auditAction(db, actor, meta, {
      action: 'pix_api.disconnect',
      entity: 'franchise_unit',
      entityId: unitId,
      data: { base_url: row.baseUrl },
    });
    return toStatus(undefined);
  }

  return {
    status,
    connect,
    test,
    disconnect,
    /** Connects a unit without an actor (the development sandbox at start-up). */
    async connectSystem(unitId: number, payload: PixApiPayload): Promise<PixApiStatus> {
      const unit = await findUnitForPix(db, unitId);
      if (!unit?.pixKey) throw PIX_ERRORS.noPixKey();
      return toStatus(await saveConnection(unitId, unit.pixKey, payload, null));
    },
    /** The unit's PSP client and key, or null when it is not connected (or SECRETS_KEY is gone). */
    async chargeClient(unitId: number): Promise<{ client: PspClient; pixKey: string } | null> {
      if (!key) return null;
      const row = await findConnection(db, unitId);
      if (!row) return null;
      try {
        return { client: clientOf(row), pixKey: row.pixKey };
      } catch (error) {
        log?.warn({ event: 'pix.connection', unitId }, 'PSP connection unreadable (SECRETS_KEY changed?)');
        if ((error as { code?: string }).code === 'pix_api.unavailable') return null;
        throw error;
      }
    },
    /** Who vouched for the unit's connection: its host, who saved it and when (issue 28). */
    async voucher(unitId: number): Promise<PspVoucher | null> {
      const row = await findVoucher(db, unitId);
      return row
        ? {
            host: hostOf(row.baseUrl),
            savedById: row.savedById,
            savedByEmail: row.savedByEmail,
            savedAt: row.savedAt,
          }
        : null;
    },
    /** The unit a webhook token belongs to, or null (compared by hash). */
    async unitForWebhookToken(token: string): Promise<number | null> {
      if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
      const row = await findConnectionByTokenHash(db, hashWebhookToken(token));
      return row?.unitId ?? null;
    },
    close(): void {
      for (const { client } of clients.values()) client.close();
      clients.clear();
    },
  };
}

export type PixApiService = ReturnType<typeof createPixApiService>;
