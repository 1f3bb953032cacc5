import { RATING_COMMENT_MAX } from '@tokri/core';
import { useId } from 'react';
import { useRatingsText } from './i18n/texts.js';

/** The optional comment with its length shown as it is typed. */
export function CommentField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const text = useRatingsText();
  const id = useId();
  return (
    <label className="block">
      <span className="mb-1 block font-semibold">{text('rateOrder.commentLabel')}</span>
      <textarea
        value={value}
        maxLength={RATING_COMMENT_MAX}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2 dark:border-stone-700 dark:bg-stone-950"
      />
      <span id={`${id}-hint`} className="text-xs text-stone-600 dark:text-stone-400">
        {text('rateOrder.commentHint', { used: value.length, max: RATING_COMMENT_MAX })}
      </span>
    </label>
  );
}
