import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
} from '@tenho/domain/auth/password-reset.schemas';
import { createPasswordResetService } from './password-reset.service.ts';
import { errorResponses } from '../../lib/route-schema.ts';

export type PasswordResetRoutesOptions = { now?: () => Date };

/** E-mails actually sent to one account per throttle window, whoever asks. */
export const PASSWORD_RESET_MAILS_PER_ACCOUNT = 5;

/** Public password recovery (architecture §5.14), registered under /api/auth. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  options,
) => {
  const { loginThrottle } = app.config;
  const service = createPasswordResetService({
    db: app.db,
    mailer: app.mailer,
    authService: app.authService,
    sessionCache: app.sessionCache,
    publicUrl: app.config.publicUrl,
    limits: {
      perEmailAndAddress: loginThrottle.maxFailuresPerEmail,
      perAddress: loginThrottle.maxFailuresPerIp,
      mailsPerAccount: PASSWORD_RESET_MAILS_PER_ACCOUNT,
      windowMs: loginThrottle.windowMs,
    },
    now: options.now,
  });
  const rateLimit = app.authRouteRateLimit;

  app.post(
    '/password-reset',
    {
      config: { rateLimit },
      schema: {
        operationId: 'requestPasswordReset',
        security: [],
        tags: ['auth'],
        summary:
          'Pede o e-mail de redefinição de senha; sempre 202 com o mesmo texto (exista ou não a conta)',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.request(request.body.email, { ip: request.ip })),
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { rateLimit },
      schema: {
        operationId: 'confirmPasswordReset',
        security: [],
        tags: ['auth'],
        summary: 'Define a nova senha com o token do e-mail (uso único, 1 hora); encerra todas as sessões',
        body: passwordResetConfirmSchema,
        response: { 200: passwordResetResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => service.confirm(request.body.token, request.body.password, { ip: request.ip }),
  );
};
