import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  Profile,
  photoUploadSchema,
  profileCreateSchema,
  ProfileUpdate,
} from '@tenho/domain/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/authorization.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import type { AppError } from '../../lib/app-error.ts';
import { decodeImageDataUrl, type AvatarStorage } from './avatar-storage.ts';
import { PROFILE_ERRORS } from './profiles.errors.ts';
import { claimVersion } from '../../lib/record-version.ts';
import {
  findProfileId,
  insertPhoto,
  findCompanySharingPhone,
  insertProfile,
  listPhotos,
  loadProfile,
  replaceEmails,
  replacePhones,
  setPrimaryEmail,
  setPrimaryPhone,
  trimPhotos,
  unreferencedPhotoUrls,
  updateProfileColumns,
  type PhotoRow,
} from './profiles.repository.ts';

/** A profile keeps its newest photos only; older non-primary ones (and unused files) are removed. */
export const MAX_PHOTOS_PER_PROFILE = 10;

export type ProfileCreate = z.output<typeof profileCreateSchema>;
export type PhotoUpload = z.output<typeof photoUploadSchema>;
/**
 * What profiles need of their users: the users module provides it and app.ts passes it in, so
 * profiles imports no other module (users uses profiles through this file).
 */
export type ProfileUsers = {
  /** The user, locked when asked, or the users module's not-found error when missing or out of scope. */
  findVisibleUser(
    db: Database,
    actor: Actor,
    id: number,
    options?: { lock?: boolean },
  ): Promise<{ email: string; version: number }>;
  emailInUse(db: Database, email: string, exceptId: number): Promise<boolean>;
  setEmail(db: Database, id: number, email: string, at: Date): Promise<void>;
  emailTaken(): AppError;
};

export type ProfilesServiceDeps = {
  db: Database;
  users: ProfileUsers;
  avatars: AvatarStorage;
  sessionCache: Pick<SessionCache, 'invalidateUser'>;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

export type ProfilesService = ReturnType<typeof createProfilesService>;

/** Inside the saving transaction: 409 naming the company that already has one of these numbers. */
export async function assertCompanyPhonesFree(db: Database, userId: number): Promise<void> {
  const holder = await findCompanySharingPhone(db, userId);
  if (holder) throw PROFILE_ERRORS.whatsappTaken(holder.name);
}

/**
 * Inside a transaction that saved `userId`'s numbers (a self-registration): whether another company
 * already has one of them. Its name is the caller's to reveal or not.
 */
export async function sharesCompanyPhone(db: Database, userId: number): Promise<boolean> {
  return (await findCompanySharingPhone(db, userId)) !== null;
}

/** Profiles are read and changed under the same scope as their users (architecture §5.1). */
export function createProfilesService({
  db,
  users,
  avatars,
  sessionCache,
  logger,
  now = () => new Date(),
}: ProfilesServiceDeps) {
  async function get(actor: Actor, userId: number): Promise<Profile> {
    // The version first: a change landing between the two reads makes the next write a 409, never a lost edit.
    const { version } = await users.findVisibleUser(db, actor, userId);
    const profile = await loadProfile(db, userId);
    if (!profile) throw PROFILE_ERRORS.profileNotFound();
    return { ...profile, version };
  }

  async function create(
    actor: Actor,
    userId: number,
    input: ProfileCreate,
    meta: ActionMeta,
  ): Promise<Profile> {
    try {
      await db.transaction(async (tx) => {
        await users.findVisibleUser(tx, actor, userId, { lock: true });
        if ((await findProfileId(tx, userId)) !== null) throw PROFILE_ERRORS.profileExists();
        await insertProfile(tx, userId, { ...input, emails: input.emails, phones: input.phones });
        await assertCompanyPhonesFree(tx, userId);
        await auditAction(tx, actor, meta, {
          action: 'profiles.create',
          entity: 'user',
          entityId: userId,
        });
      });
    } catch (error) {
      // Two creates racing: the unique user_id decides.
      if (isUniqueViolation(error)) throw PROFILE_ERRORS.profileExists();
      throw error;
    }
    await sessionCache.invalidateUser(userId, 'profile');
    return (await loadProfile(db, userId))!;
  }

  /**
   * Partial update (see profileUpdateSchema). Changing `email` changes the login e-mail: unique
   * across users (409), and it becomes the primary contact e-mail too.
   */
  async function update(
    actor: Actor,
    userId: number,
    input: ProfileUpdate,
    meta: ActionMeta,
    expectedVersion?: number,
  ): Promise<Profile> {
    const at = now();
    let version: number;
    try {
      version = await db.transaction(async (tx) => {
        const target = await users.findVisibleUser(tx, actor, userId, { lock: true });
        const claimed = await claimVersion(tx, 'users', userId, expectedVersion);
        if (input.email !== undefined && (await users.emailInUse(tx, input.email, userId)))
          throw users.emailTaken();
        let profileId = await findProfileId(tx, userId);
        if (profileId === null) {
          if (!input.display_name) throw PROFILE_ERRORS.nameRequired();
          profileId = await insertProfile(tx, userId, { display_name: input.display_name });
        }
        const { email, phone, emails, phones, ...details } = input;
        await updateProfileColumns(tx, profileId, details, at);
        if (emails !== undefined) await replaceEmails(tx, profileId, emails);
        if (phones !== undefined) await replacePhones(tx, profileId, phones);
        if (phone !== undefined) await setPrimaryPhone(tx, profileId, phone);
        if (phones !== undefined || phone !== undefined) await assertCompanyPhonesFree(tx, userId);
        if (email !== undefined) {
          if (email !== target.email) await users.setEmail(tx, userId, email, at);
          await setPrimaryEmail(tx, profileId, email);
        }
        await auditAction(tx, actor, meta, {
          action: 'profiles.update',
          entity: 'user',
          entityId: userId,
          // Which fields changed, not their (personal) values.
          data: {
            fields: Object.keys(input).filter((k) => input[k as keyof ProfileUpdate] !== undefined),
            ...(email !== undefined && email !== target.email ? { loginEmailChanged: true } : {}),
          },
        });
        return claimed;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw users.emailTaken();
      throw error;
    }
    await sessionCache.invalidateUser(userId, 'profile');
    return { ...(await loadProfile(db, userId))!, version };
  }

  async function photos(actor: Actor, userId: number): Promise<PhotoRow[]> {
    await users.findVisibleUser(db, actor, userId);
    const profileId = await findProfileId(db, userId);
    return profileId === null ? [] : listPhotos(db, profileId);
  }

  /**
   * Stores an avatar checked by content (JPEG, PNG or WebP magic bytes, at most 0.5 MB). The file is
   * written before the transaction; a failed transaction leaves at most an unreferenced file whose
   * name is its hash (harmless, reused by the next identical upload).
   */
  async function uploadPhoto(
    actor: Actor,
    userId: number,
    input: PhotoUpload,
    meta: ActionMeta,
  ): Promise<PhotoRow> {
    await users.findVisibleUser(db, actor, userId);
    const { bytes, extension } = decodeImageDataUrl(input.photo_data);
    const url = await avatars.save(bytes, extension);
    const isPrimary = input.is_primary ?? true;

    const { photo, dropped } = await db.transaction(async (tx) => {
      await users.findVisibleUser(tx, actor, userId, { lock: true });
      const profileId = (await findProfileId(tx, userId)) ?? (await insertProfile(tx, userId, {}));
      const photo = await insertPhoto(tx, profileId, url, isPrimary);
      const dropped = await trimPhotos(tx, profileId, MAX_PHOTOS_PER_PROFILE);
      await auditAction(tx, actor, meta, {
        action: 'profiles.photo',
        entity: 'user',
        entityId: userId,
        data: { photoId: photo.id, isPrimary, bytes: bytes.length, type: extension },
      });
      return { photo, dropped };
    });
    await sessionCache.invalidateUser(userId, 'profile');
    try {
      await avatars.remove(await unreferencedPhotoUrls(db, dropped));
    } catch (error) {
      logger.warn({ err: error, userId }, 'old avatar files could not be removed');
    }
    return photo;
  }

  return { get, create, update, photos, uploadPhoto };
}

// What the users module needs of a profile: it creates, shows and anonymises users with theirs.
export { createAvatarStorage, type AvatarStorage } from './avatar-storage.ts';
export { deleteProfile, insertProfile, loadProfile, unreferencedPhotoUrls } from './profiles.repository.ts';
