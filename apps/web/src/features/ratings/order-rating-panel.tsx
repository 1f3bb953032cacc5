import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { GivenRating } from './given-rating.js';
import { useRatingsText } from './i18n/texts.js';
import { useOrderRating } from './ratings-api.js';

/** On a delivered order's page: "Rate this order" until it is rated, the rating after. */
export function OrderRatingPanel({ orderId }: { orderId: string }) {
  const text = useRatingsText();
  const rating = useOrderRating(orderId);
  if (!rating.isSuccess) return null;
  if (rating.data) return <GivenRating rating={rating.data} />;
  return (
    <Link to={`/orders/${orderId}/rate`} className={`${linkButtonClass.primary} w-full`}>
      <Star aria-hidden="true" className="size-5" />
      {text('given.rateNow')}
    </Link>
  );
}
