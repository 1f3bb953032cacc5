import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list says when it has nothing to show: a plain sentence and, if useful, where to go next. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  testId,
}: {
  icon: LucideIcon;
  title?: string;
  body: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-white/60 p-6 text-center dark:border-stone-700 dark:bg-stone-900/60"
    >
      <Icon aria-hidden="true" className="size-8 text-brand-500" />
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className="text-sm text-stone-600 dark:text-stone-400">{body}</p>
      {action}
    </div>
  );
}
