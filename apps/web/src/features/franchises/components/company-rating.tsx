import type { UnitClient } from '@tenho/domain/franchise/franchise.schemas';
import {
  formatRating,
  RATING_LABELS,
  RATINGS_MSG,
  type RatingScore,
} from '@tenho/domain/ratings/ratings.constants';
import { formatDate } from '@tenho/domain/shared/format';

/** A company's consumer rating and, under it, the newest comment in the consumer's words (issue 29). */
export function CompanyRating({ client }: { client: Pick<UnitClient, 'rating' | 'latest_comment'> }) {
  const comment = client.latest_comment;
  if (!client.rating) return null;
  return (
    <span className="flex min-w-0 flex-col gap-0.5 text-xs text-slate-600">
      <span data-testid="company-rating">
        {RATINGS_MSG.column}: {formatRating(client.rating)}
      </span>
      {comment ? (
        <span className="text-slate-500 [overflow-wrap:anywhere]" data-testid="company-rating-comment">
          {RATING_LABELS[comment.score as RatingScore]} em {formatDate(comment.at)}: “{comment.comment}”
        </span>
      ) : null}
    </span>
  );
}
