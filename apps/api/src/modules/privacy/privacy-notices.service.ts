import { eq, type SQL } from 'drizzle-orm';
import type { ErasureNotice, ErasureNoticeList } from '@tenho/domain/privacy/erasure-notices.schemas';
import type { Database } from '../../db/client.ts';
import { privacyErasureNotices, type PrivacyErasureNoticeRow } from '../../db/schema/privacy-incidents.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import { PRIVACY_ERRORS } from './privacy.errors.ts';
import { listErasureNotices, markErasureNoticeRead } from './privacy-incidents.repository.ts';
import type { PrivacyActor } from './privacy.service.ts';

export type NoticeActor = PrivacyActor & { parent_id: number | null };

const NOTICES_LIMIT = 200;

/** The company a CLIENT is, or a USER works for; null for the network's roles. */
const companyOf = (actor: NoticeActor): number | null =>
  actor.role === 'CLIENT' ? actor.id : actor.role === 'USER' ? actor.parent_id : null;

function toNotice(row: PrivacyErasureNoticeRow): ErasureNotice {
  return {
    id: row.id,
    companyId: row.companyId,
    leadId: row.offerId,
    requestedAt: row.requestedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * The erasure notices in the company's panel (Art. 18 §6): a company reads its own and marks them
 * read; MASTER sees the network's and ADMIN its unit's (read-only: the notice is the company's).
 */
export function createPrivacyNoticesService({ db }: { db: Database }) {
  const scope = (actor: NoticeActor): SQL | undefined => {
    if (actor.role === 'MASTER') return undefined;
    if (actor.role === 'ADMIN') return eq(privacyErasureNotices.unitId, actor.unit_id ?? -1);
    return eq(privacyErasureNotices.companyId, companyOf(actor) ?? -1);
  };

  async function list(actor: NoticeActor): Promise<ErasureNoticeList> {
    const { items, unread } = await listErasureNotices(db, scope(actor), NOTICES_LIMIT);
    return { items: items.map(toNotice), unread };
  }

  async function markRead(actor: NoticeActor, id: number, meta: ActionMeta): Promise<ErasureNotice> {
    const company = companyOf(actor);
    if (company === null) throw PRIVACY_ERRORS.noticeNotFound();
    return db.transaction(async (tx) => {
      const row = await markErasureNoticeRead(tx, id, eq(privacyErasureNotices.companyId, company), actor.id);
      if (!row) throw PRIVACY_ERRORS.noticeNotFound();
      await auditAction(tx, actor, meta, {
        action: 'privacy.notice_read',
        entity: 'privacy_erasure_notice',
        entityId: id,
        data: { leadId: row.offerId },
      });
      return toNotice(row);
    });
  }

  return { list, markRead };
}
