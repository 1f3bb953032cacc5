import { Heart } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useToggleFavorite } from '../api/toggle-favorite.js';
import { useIsFavorite } from '../api/use-is-favorite.js';

interface FavoriteButtonProps {
  productId: string;
  productName: string;
  /** "icon": a round heart over a product card; "full": a labelled button on the product page. */
  variant?: 'icon' | 'full';
  /** What to show until the id list has loaded (the product page knows it from the product). */
  initial?: boolean;
}

/** The heart: a toggle button (aria-pressed) that favourites the product or takes it out. */
export function FavoriteButton({ productId, productName, variant = 'icon', initial }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const pressed = useIsFavorite(productId, initial);
  const toggle = useToggleFavorite();
  const heart = (
    <Heart
      aria-hidden="true"
      className={`size-5 ${pressed ? 'fill-red-500 text-red-500' : 'text-stone-600 dark:text-stone-300'}`}
    />
  );
  if (variant === 'full') {
    return (
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => toggle(productId, !pressed)}
        data-testid="favorite-button"
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 px-3 py-2 text-sm font-semibold hover:bg-stone-100 aria-pressed:border-red-300 aria-pressed:bg-red-50 dark:border-stone-600 dark:hover:bg-stone-800 dark:aria-pressed:border-red-900 dark:aria-pressed:bg-red-950/50"
      >
        {heart}
        {pressed ? t('favorites.saved') : t('favorites.save')}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('favorites.toggleLabel', { name: productName })}
      onClick={() => toggle(productId, !pressed)}
      data-testid="favorite-button"
      className="inline-flex size-11 items-center justify-center rounded-full"
    >
      <span className="inline-flex size-8 items-center justify-center rounded-full bg-white/90 shadow-sm dark:bg-stone-900/90">
        {heart}
      </span>
    </button>
  );
}
