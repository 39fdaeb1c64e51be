import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import {
  creditInsertionResultSchema,
  creditInsertionSchema,
  idempotencyKeyHeaderSchema,
  statementQuerySchema,
  statementSchema,
  topUpListQuerySchema,
  topUpListSchema,
  topUpRequestSchema,
  topUpConfirmSchema,
  topUpSchema,
  walletQuerySchema,
  walletSchema,
} from '@tenho/domain/wallet/wallet.schemas';
import { actionMeta } from '../../lib/audit-trail.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { attachmentDisposition, CSV_CONTENT_TYPE } from '../../lib/csv.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createStatementService } from './statement.service.ts';
import { createTopUpsService, type TopUpsServiceDeps } from './top-ups.service.ts';
import { isCsvFile, type CsvFile } from './wallet.csv.ts';
import { createWalletService, type TopUpCreditHook } from './wallet.service.ts';

/** `format=csv` answers a spreadsheet download instead of the JSON page. */
const csvText = z.string().describe('Com format=csv: planilha (text/csv; charset=utf-8, UTF-8 com BOM, `;`)');
function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(file.body);
}

const topUpIdParams = idParamsSchema;

export type WalletRoutesOptions = {
  pix?: TopUpsServiceDeps['pix'];
  /** Issue 32: an ADMIN's 'Confirmar' applies the TENHOs waiting for the top-up. */
  afterTopUpCredit?: TopUpCreditHook | null;
};

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, options) => {
  const wallet = createWalletService({
    db: app.db,
    events: app.events,
    afterTopUpCredit: options.afterTopUpCredit,
  });
  const statements = createStatementService({ db: app.db });
  const topUps = createTopUpsService({ db: app.db, wallet, pix: options.pix, events: app.events });

  app.get(
    '/statement',
    {
      onRequest: requireModule('financial', 'financial.view'),
      schema: {
        operationId: 'getStatement',
        // The statement is the Financeiro module's (the wallet's own routes are the wallet module's).
        tags: ['financial'],
        summary:
          'Extrato entre empresas com totais (MASTER: a rede; ADMIN: sua franquia; empresa: a própria). Filtros client_id, unit_id, type, period (7, 30, 90, 365 dias) ou from/to (aaaa-mm-dd); format=csv exporta',
        security: BEARER,
        querystring: statementQuerySchema,
        response: { 200: z.union([statementSchema, csvText]), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const result = await statements.getStatement(currentUser(request), request.query);
      return isCsvFile(result) ? sendCsv(reply, result) : result;
    },
  );

  app.post(
    '/transaction',
    {
      onRequest: requireModule('wallet', 'transaction.create'),
      schema: {
        operationId: 'createTransaction',
        tags: ['wallet'],
        summary:
          'Insere crédito na carteira de uma empresa (ADMIN da franquia da empresa ou MASTER). Com o cabeçalho Idempotency-Key, repetir a chamada devolve o primeiro resultado',
        security: BEARER,
        headers: z.looseObject({ 'idempotency-key': idempotencyKeyHeaderSchema }),
        body: creditInsertionSchema,
        response: { 201: creditInsertionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await wallet.insertCredit(
        currentUser(request),
        request.body,
        request.headers['idempotency-key'],
        actionMeta(request),
      );
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/top-ups',
    {
      onRequest: requireModule('wallet', 'wallet.view'),
      schema: {
        operationId: 'listTopUps',
        tags: ['wallet'],
        summary: 'Pedidos de carga (a empresa: os seus; ADMIN: os da franquia; MASTER: todos), filtro status',
        security: BEARER,
        querystring: topUpListQuerySchema,
        response: { 200: topUpListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => topUps.list(currentUser(request), request.query),
  );

  app.post(
    '/top-ups',
    {
      onRequest: requireModule('wallet', 'wallet.create'),
      schema: {
        operationId: 'createTopUp',
        tags: ['wallet'],
        summary:
          'Carregar Créditos: a empresa pede um valor e recebe o Pix copia e cola e o QR Code (pixCode nulo e message quando a franquia não tem chave Pix)',
        security: BEARER,
        body: topUpRequestSchema,
        response: { 201: topUpSchema, ...errorResponses(400, 401, 403, 422, 503) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await topUps.create(currentUser(request), request.body.amount, actionMeta(request))),
  );

  app.get(
    '/top-ups/:id',
    {
      onRequest: requireModule('wallet', 'wallet.view'),
      schema: {
        operationId: 'getTopUp',
        tags: ['wallet'],
        summary: 'Um pedido de carga, com o QR Code enquanto aguarda pagamento',
        security: BEARER,
        params: topUpIdParams,
        response: { 200: topUpSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => topUps.get(currentUser(request), request.params.id),
  );

  app.post(
    '/top-ups/:id/confirm',
    {
      onRequest: requireModule('wallet', 'transaction.create'),
      schema: {
        operationId: 'confirmTopUp',
        tags: ['wallet'],
        summary:
          'Confirma o pagamento de um pedido de carga e lança o crédito uma única vez (ADMIN da franquia da empresa ou MASTER). Com a API Pix conectada, lê a cobrança no banco antes: paga → creditada como o banco diz; paga com outro valor → só com `reason` (registrado); não paga ou removida → 422 com a situação',
        security: BEARER,
        params: topUpIdParams,
        body: topUpConfirmSchema,
        response: { 200: topUpSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) =>
      topUps.confirm(currentUser(request), request.params.id, actionMeta(request), request.body?.reason),
  );

  app.post(
    '/top-ups/:id/cancel',
    {
      onRequest: requireModule('wallet', 'wallet.edit'),
      schema: {
        operationId: 'cancelTopUp',
        tags: ['wallet'],
        summary:
          'Cancela um pedido de carga pendente (a empresa, o ADMIN da franquia ou o MASTER); com API Pix, remove a cobrança no PSP',
        security: BEARER,
        params: topUpIdParams,
        response: { 200: topUpSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => topUps.cancel(currentUser(request), request.params.id, actionMeta(request)),
  );

  app.get(
    '/:id',
    {
      onRequest: requireModule('wallet', 'wallet.view'),
      schema: {
        operationId: 'getWallet',
        tags: ['wallet'],
        summary:
          'Saldo e extrato de uma empresa, do mais recente ao mais antigo (a empresa e seus usuários, o ADMIN da franquia, o MASTER). Filtros type, period ou from/to; format=csv exporta',
        security: BEARER,
        params: idParamsSchema,
        querystring: walletQuerySchema,
        response: { 200: z.union([walletSchema, csvText]), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const result = await statements.getWallet(currentUser(request), request.params.id, request.query);
      return isCsvFile(result) ? sendCsv(reply, result) : result;
    },
  );
};
