import { Star } from 'lucide-react';
import { RATING_SCORES, RATINGS_MSG, formatRating } from '@tenho/domain/ratings/ratings.constants';
import type { RatingSummary } from '@tenho/domain/ratings/ratings.schemas';
import { onFirstUse } from '@tenho/domain/shared/format';
import { countLabel, NOUNS } from '@tenho/domain/shared/plural';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';

const averageFormat = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** What consumers said of the company after each TENHO: the average (of 3) and how many rated. */
export function RatingCard({ rating }: { rating: RatingSummary }) {
  const rated = rating.count > 0 && rating.average !== null;
  const filled = rated ? Math.round(rating.average!) : 0;
  return (
    <Card
      className="flex flex-wrap items-center justify-between gap-4 p-5 sm:p-6"
      data-testid="client-rating"
    >
      <div className="flex min-w-0 items-center gap-4">
        <IconTile size="lg" tone="bg-amber-50 text-amber-600 ring-1 ring-amber-200">
          <Star className="size-6" />
        </IconTile>
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-slate-600">{RATINGS_MSG.title}</h2>
          <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {rated ? `${averageFormat().format(rating.average!)} de 3` : RATINGS_MSG.none}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {rated
              ? `${countLabel(rating.count, NOUNS.rating)} de clientes (${RATINGS_MSG.scale}).`
              : 'Depois de cada TENHO, o cliente avalia o atendimento pelo WhatsApp.'}
          </p>
        </div>
      </div>
      {rated ? (
        <p className="flex gap-1 text-amber-500" role="img" aria-label={formatRating(rating)}>
          {[RATING_SCORES.POOR, RATING_SCORES.FAIR, RATING_SCORES.GREAT].map((step) => (
            <Star
              key={step}
              className={step <= filled ? 'size-6 fill-current' : 'size-6'}
              aria-hidden="true"
            />
          ))}
        </p>
      ) : null}
    </Card>
  );
}
