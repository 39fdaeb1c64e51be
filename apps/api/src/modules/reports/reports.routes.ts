import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  financialReportQuerySchema,
  financialReportSchema,
  messagesReportQuerySchema,
  messagesReportSchema,
  userActivityQuerySchema,
  userActivityReportSchema,
} from '@tenho/domain/reports/reports.schemas';
import { unmetDemandQuerySchema, unmetDemandReportSchema } from '@tenho/domain/reports/unmet-demand.schemas';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { attachmentDisposition, CSV_CONTENT_TYPE } from '../../lib/csv.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { isCsvFile, type CsvFile } from './reports.csv.ts';
import { createReportsService } from './reports.service.ts';
import { createUnmetDemandService } from './unmet-demand.service.ts';

// Relatórios (spec §2): the module's access is the only permission; the scope decides what each person sees.

export type ReportsRoutesOptions = { now?: () => Date };

const errors = errorResponses(400, 401, 403, 422);
const csvText = z
  .string()
  .describe('Com format=csv: planilha (text/csv; charset=utf-8, UTF-8 com BOM, `;`, números e datas pt-BR)');

/**
 * A JSON answer, checked against its schema and serialised once per answer object: the service hands
 * out the same object while the data it was computed from holds (reports.cache.ts), and a network's
 * financial breakdown can hold thousands of companies.
 */
function jsonSender(schema: ZodType) {
  const serialised = new WeakMap<object, string>();
  return (reply: FastifyReply, answer: object) => {
    let body = serialised.get(answer);
    if (body === undefined) {
      body = JSON.stringify(schema.parse(answer));
      serialised.set(answer, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
}

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(file.body);
}

/** GET /reports/financial, /reports/user-activity, /reports/messages: registered under /api/reports. */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, options) => {
  const service = createReportsService({ db: app.db, now: options.now });
  const sendFinancial = jsonSender(financialReportSchema);
  const sendActivity = jsonSender(userActivityReportSchema);
  const sendMessages = jsonSender(messagesReportSchema);
  const unmetDemand = createUnmetDemandService({ db: app.db, now: options.now });

  app.get(
    '/financial',
    {
      onRequest: requireModule('report'),
      schema: {
        operationId: 'getFinancialReport',
        tags: ['reports'],
        summary:
          'Relatório financeiro do período (7, 30, 90 ou 365 dias, padrão 30; dias de Brasília): créditos carregados, receita de leads, saldos, leads cobrados, série diária ou semanal e detalhamento por franquia (MASTER) ou empresa (ADMIN, empresa); format=csv exporta o detalhamento',
        security: BEARER,
        querystring: financialReportQuerySchema,
        response: { 200: z.union([financialReportSchema, csvText]), ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.financial(currentUser(request), request.query);
      return isCsvFile(result) ? sendCsv(reply, result) : sendFinancial(reply, result);
    },
  );

  app.get(
    '/user-activity',
    {
      onRequest: requireModule('report'),
      schema: {
        operationId: 'getUserActivityReport',
        tags: ['reports'],
        summary:
          'Atividades dos usuários ao alcance (MASTER: a rede; ADMIN: sua franquia; empresa: ela e seus usuários): logins, documentos, mensagens, status; filtro all, active, inactive ou perfil; format=csv exporta todas as linhas do filtro',
        security: BEARER,
        querystring: userActivityQuerySchema,
        response: { 200: z.union([userActivityReportSchema, csvText]), ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.userActivity(currentUser(request), request.query);
      return isCsvFile(result) ? sendCsv(reply, result) : sendActivity(reply, result);
    },
  );

  app.get(
    '/messages',
    {
      onRequest: requireModule('report'),
      schema: {
        operationId: 'getMessagesReport',
        tags: ['reports'],
        summary:
          'Mensagens de WhatsApp enviadas pela plataforma (alertas de pedido, troca de contatos, respostas ao consumidor) com status de entrega e resposta da empresa; filtros category e status (sent, delivered, read, failed); format=csv exporta todas as linhas do filtro',
        security: BEARER,
        querystring: messagesReportQuerySchema,
        response: { 200: z.union([messagesReportSchema, csvText]), ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.messages(currentUser(request), request.query);
      return isCsvFile(result) ? sendCsv(reply, result) : sendMessages(reply, result);
    },
  );

  app.get(
    '/unmet-demand',
    {
      onRequest: requireModule('report', 'report.view'),
      schema: {
        operationId: 'getUnmetDemandReport',
        tags: ['reports'],
        summary:
          'Demanda não atendida: pedidos que nenhuma empresa recebeu no período (7, 30, 90 ou 365 dias), por franquia e categoria, com o motivo (no_company: nenhuma empresa ativa na categoria; no_balance: nenhuma com saldo; closed: todas fora do horário de atendimento). MASTER: a rede; ADMIN: sua franquia; demais perfis: 403. format=csv exporta as linhas',
        security: BEARER,
        querystring: unmetDemandQuerySchema,
        response: { 200: z.union([unmetDemandReportSchema, csvText]), ...errors },
      },
    },
    async (request, reply) => {
      const result = await unmetDemand.report(currentUser(request), request.query);
      if (isCsvFile(result)) return sendCsv(reply, result);
      // No answer cache here (the network's year is ~20,000 rows, 4 MB): the answer, built from
      // typed rows, is sent as JSON text rather than checked row by row against the schema on every
      // request (~40 ms of ~290 on the national dataset); the API tests check it against the schema.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
    },
  );
};
