/** The look of a primary or secondary button, for links that act like one. */
export const linkButtonClass = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-stone-300 px-4 py-2.5 font-semibold hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800',
} as const;
