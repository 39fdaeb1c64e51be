import {
  classifyRatingText,
  isRatingStopText,
  parseRatingButtonId,
  RATING_BUTTONS,
  RATING_CATCH_UP_HOURS,
  RATING_COMMENT_MAX,
  RATING_COMMENT_WINDOW_HOURS,
  RATING_LABELS,
  RATING_TEXTS,
  RATING_TYPED_ANSWER_DAYS,
  ratingButtonId,
  ratingSummary,
  type LatestRatingComment,
  type RatingScore,
  type RatingSummary,
} from '@tenho/domain/ratings/ratings.schemas';
import { truncate } from '@tenho/domain/whatsapp/texts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { queueOutbound, type OutboundDraft } from '../../whatsapp/outbox.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  findDueRatings,
  insertOptOut,
  insertRatingRequests,
  latestComments,
  linkRequestMessages,
  lockNewestCommentable,
  lockNewestOpenRating,
  lockRatingOfOffer,
  scoreTotals,
  setComment,
  setScore,
  unitScoreTotals,
} from './ratings.repository.ts';

const HOUR_MS = 3_600_000;
/** Requests sent per run of the schedule (the rest wait for the next minute). */
const REQUESTS_PER_RUN = 200;

/** The consumer message a rating reply arrived in (what the routing hands over). */
export type RatingMessage = {
  id: number;
  type: string;
  content: string;
  replyId: string | null;
  fromWaId: string;
  fromNumber: string;
  phoneNumberId: string;
};

/** What a consumer message may mean to ratings, before looking at the database. */
export type RatingReply =
  | { kind: 'button'; offerId: number; score: RatingScore }
  | { kind: 'typed'; score: RatingScore }
  | { kind: 'stop' };

export type RatingOutcome = 'RATED' | 'RATING_IGNORED' | 'RATING_OPT_OUT';

export type RatingsServiceDeps = {
  db: Database;
  /** Null for read-only uses (dashboards). */
  jobs?: JobQueue | null;
  settings?: SettingsService | null;
  now?: () => Date;
};

/**
 * Consumer ratings (issue 24 point 4). A scheduled job asks, once per accepted offer and
 * `ratingDelayMinutes` after the TENHO, how the company served the consumer; replies are read by
 * the WhatsApp routing, which hands them here inside its transaction.
 */
export function createRatingsService({
  db,
  jobs = null,
  settings = null,
  now = () => new Date(),
}: RatingsServiceDeps) {
  const reply = (
    message: RatingMessage,
    unitId: number | null,
    offerId: number | null,
    body: string,
  ): OutboundDraft => ({
    unitId,
    phoneNumberId: message.phoneNumberId,
    toWaId: message.fromWaId,
    recipientKind: 'CONSUMER',
    messageId: message.id,
    offerId,
    purpose: 'RATING_FEEDBACK',
    kind: 'text',
    body,
  });

  async function send(tx: Database, drafts: OutboundDraft[]) {
    if (!jobs) throw new Error('ratings: sending needs the job queue');
    await queueOutbound(tx, jobs, drafts);
  }

  /**
   * The schedule's work: offers accepted at least `ratingDelayMinutes` ago (and not longer than
   * RATING_CATCH_UP_HOURS beyond it) get their question. The request row and the WhatsApp message
   * are written in one transaction, and the offer id is unique among requests: a request is never
   * lost (the next run finds what a failed one left) and never sent twice (a concurrent run's rows
   * are skipped). Returns how many were sent.
   */
  async function requestDue(): Promise<number> {
    if (!settings) throw new Error('ratings: requestDue needs the settings');
    let total = 0;
    for (;;) {
      const sent = await db.transaction(async (tx) => {
        const { ratingDelayMinutes } = await settings.get(tx);
        const at = now();
        const answeredBefore = new Date(at.getTime() - ratingDelayMinutes * 60_000);
        const notBefore = new Date(answeredBefore.getTime() - RATING_CATCH_UP_HOURS * HOUR_MS);
        const due = await findDueRatings(tx, { answeredBefore, notBefore, limit: REQUESTS_PER_RUN });
        const claimed = new Set(
          await insertRatingRequests(
            tx,
            due.map((d) => ({ ...d, at })),
          ),
        );
        const drafts: OutboundDraft[] = due
          .filter((d) => claimed.has(d.offerId))
          .map((d) => ({
            unitId: d.unitId,
            phoneNumberId: d.phoneNumberId,
            toWaId: d.consumerWaId,
            recipientKind: 'CONSUMER',
            offerId: d.offerId,
            purpose: 'RATING_REQUEST',
            kind: 'interactive',
            body: RATING_TEXTS.request(d.companyName, d.category),
            payload: {
              buttons: RATING_BUTTONS.map((b) => ({
                id: ratingButtonId(d.offerId, b.score),
                title: b.title,
              })),
            },
          }));
        await send(tx, drafts);
        await linkRequestMessages(tx, [...claimed]);
        return { sent: drafts.length, more: due.length === REQUESTS_PER_RUN };
      });
      total += sent.sent;
      if (!sent.more) return total;
    }
  }

  /** A rating button, a typed 'Ótimo'/'Regular'/'Ruim', or PARAR; null for anything else. */
  function classify(message: Pick<RatingMessage, 'type' | 'content' | 'replyId'>): RatingReply | null {
    const button = parseRatingButtonId(message.replyId);
    if (button) return { kind: 'button', ...button };
    if (message.type !== 'text') return null;
    if (isRatingStopText(message.content)) return { kind: 'stop' };
    const score = classifyRatingText(message.content);
    return score === null ? null : { kind: 'typed', score };
  }

  /**
   * Applies a reply inside the routing's transaction. A score counts once per offer: a later tap
   * (or the same tap delivered again under another id) is thanked and ignored. A typed title with
   * no open request is not a rating (null: the routing treats it as a request).
   */
  async function applyInTx(
    tx: Database,
    message: RatingMessage,
    replyTo: RatingReply,
  ): Promise<RatingOutcome | null> {
    const at = now();
    if (replyTo.kind === 'stop') {
      await insertOptOut(tx, message.fromNumber, message.id);
      await send(tx, [reply(message, null, null, RATING_TEXTS.optedOut)]);
      return 'RATING_OPT_OUT';
    }
    const rating =
      replyTo.kind === 'button'
        ? await lockRatingOfOffer(tx, replyTo.offerId, message.fromNumber)
        : await lockNewestOpenRating(
            tx,
            message.fromNumber,
            new Date(at.getTime() - RATING_TYPED_ANSWER_DAYS * 24 * HOUR_MS),
          );
    if (!rating) return replyTo.kind === 'button' ? 'RATING_IGNORED' : null;
    const counted = await setScore(tx, rating.id, { score: replyTo.score, messageId: message.id, at });
    await send(tx, [
      reply(
        message,
        rating.unitId,
        rating.offerId,
        counted ? RATING_TEXTS.thanks(RATING_LABELS[replyTo.score]) : RATING_TEXTS.alreadyRated,
      ),
    ]);
    return counted ? 'RATED' : 'RATING_IGNORED';
  }

  /**
   * Free text the categoriser did not read as a request, sent within RATING_COMMENT_WINDOW_HOURS
   * after the consumer rated, becomes that rating's comment (once). True when it was taken.
   */
  async function takeCommentInTx(tx: Database, message: RatingMessage): Promise<boolean> {
    if (message.type !== 'text' || message.content.trim() === '') return false;
    const at = now();
    const rating = await lockNewestCommentable(
      tx,
      message.fromNumber,
      new Date(at.getTime() - RATING_COMMENT_WINDOW_HOURS * HOUR_MS),
    );
    if (!rating) return false;
    const comment = truncate(message.content.trim(), RATING_COMMENT_MAX);
    if (!(await setComment(tx, rating.id, comment, at))) return false;
    await send(tx, [reply(message, rating.unitId, rating.offerId, RATING_TEXTS.commentSaved)]);
    return true;
  }

  /** Average and count of each company's ratings (companies without ratings: count 0). */
  async function summaries(companyIds: readonly number[]): Promise<Map<number, RatingSummary>> {
    const totals = await scoreTotals(db, companyIds);
    return new Map(
      companyIds.map((id) => {
        const t = totals.get(id);
        return [id, ratingSummary(t?.sum ?? 0, t?.count ?? 0)];
      }),
    );
  }

  /** Summaries with each company's newest comment (the ADMIN's company lists). */
  async function summariesWithComments(
    companyIds: readonly number[],
  ): Promise<Map<number, { rating: RatingSummary; latest_comment: LatestRatingComment | null }>> {
    const [rated, comments] = [await summaries(companyIds), await latestComments(db, companyIds)];
    return new Map(
      companyIds.map((id) => {
        const c = comments.get(id);
        return [
          id,
          {
            rating: rated.get(id)!,
            latest_comment: c ? { score: c.score, comment: c.comment, at: c.at.toISOString() } : null,
          },
        ];
      }),
    );
  }

  async function unitSummary(unitId: number): Promise<RatingSummary> {
    const t = await unitScoreTotals(db, unitId);
    return ratingSummary(t.sum, t.count);
  }

  return { requestDue, classify, applyInTx, takeCommentInTx, summaries, summariesWithComments, unitSummary };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
