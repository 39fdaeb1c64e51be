import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import {
  PROFILE_MSG,
  photoUploadSchema,
  profileCreateSchema,
  profilePhotoListSchema,
  profilePhotoSchema,
  profileSchema,
  profileUpdateSchema,
} from '@tenho/domain/users/users.schemas';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { contentTypeOf, createAvatarStorage } from './avatar-storage.ts';
import { PROFILE_ERRORS } from './profiles.errors.ts';
import { createProfilesService, type ProfileUsers } from './profiles.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { ifMatchVersion, withEtag } from '../../lib/record-version.ts';

const errors = errorResponses(400, 401, 403, 404);

/** /users/{id}/profile…: the Perfil screen and the profile parts of the user modals. */
export const profilesRoutes: FastifyPluginAsyncZod<{ users: ProfileUsers }> = async (app, options) => {
  const service = createProfilesService({
    db: app.db,
    users: options.users,
    avatars: createAvatarStorage(app.config.dataDir),
    sessionCache: app.sessionCache,
    logger: app.log,
  });
  const readGuard = requireModule('profile', 'profile.view');

  app.get(
    '/:id/profile',
    {
      onRequest: readGuard,
      schema: {
        operationId: 'getProfile',
        tags: ['profiles'],
        summary: 'Perfil do usuário (404 quando ainda não há perfil)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.post(
    '/:id/profile',
    {
      onRequest: requireModule('profile', 'profile.create'),
      schema: {
        operationId: 'createProfile',
        tags: ['profiles'],
        summary: 'Cria o perfil completo (409 se já existe)',
        security: BEARER,
        params: idParamsSchema,
        body: profileCreateSchema,
        response: { 201: profileSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.create(currentUser(request), request.params.id, request.body, { ip: request.ip }),
        ),
  );

  app.patch(
    '/:id/profile',
    {
      onRequest: requireModule('profile', 'profile.edit'),
      schema: {
        operationId: 'updateProfile',
        tags: ['profiles'],
        summary:
          'Atualiza o perfil (só o que vier); `email` troca o e-mail de login (409 se já usado), `phone` o telefone principal',
        security: BEARER,
        params: idParamsSchema,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await service.update(
          currentUser(request),
          request.params.id,
          request.body,
          { ip: request.ip },
          ifMatchVersion(request),
        ),
      ),
  );

  app.get(
    '/:id/profile/photos',
    {
      onRequest: readGuard,
      schema: {
        operationId: 'listProfilePhotos',
        tags: ['profiles'],
        summary: 'Fotos do perfil (a principal primeiro)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: profilePhotoListSchema, ...errors },
      },
    },
    async (request) => service.photos(currentUser(request), request.params.id),
  );

  app.post(
    '/:id/profile/photo',
    {
      onRequest: requireModule('profile', 'profile.edit'),
      schema: {
        operationId: 'addProfilePhoto',
        tags: ['profiles'],
        summary:
          'Envia o avatar (data URL; JPEG, PNG ou WebP conferidos pelo conteúdo; até 0,5 MB); vira a foto principal',
        security: BEARER,
        params: idParamsSchema,
        body: photoUploadSchema,
        response: { 201: profilePhotoSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.uploadPhoto(currentUser(request), request.params.id, request.body, {
          ip: request.ip,
        }),
      ),
  );
};

/**
 * GET /uploads/avatars/{file}: public, because <img> cannot send a bearer token. The name is the
 * SHA-256 of the image, so it cannot be guessed and never changes meaning: cached for a year.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const avatars = createAvatarStorage(app.config.dataDir);

  app.get(
    '/avatars/:file',
    {
      schema: {
        operationId: 'getAvatar',
        security: [],
        tags: ['profiles'],
        summary: 'Imagem de avatar (endereço com o hash do conteúdo; cache imutável)',
        params: z.object({
          file: z.string({ error: PROFILE_MSG.photoNotFound }).max(100, PROFILE_MSG.photoNotFound),
        }),
        response: {
          200: z.any().describe('A imagem (image/jpeg, image/png ou image/webp)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const path = avatars.pathOf(request.params.file);
      const bytes = path ? await readFile(path).catch(() => null) : null;
      if (!bytes) throw PROFILE_ERRORS.photoNotFound();
      return reply
        .header('content-type', contentTypeOf(request.params.file))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
