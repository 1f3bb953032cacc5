import type { ReactNode } from 'react';

/**
 * The page's main action, docked just above the bottom navigation so it is never below the fold on a phone.
 * A spacer of the bar's height ends the page, so the bar never covers the last of the content.
 */
export function StickyActionBar({
  label,
  children,
  testId,
}: {
  /** Names the bar as a region for screen readers. */
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <>
      <div aria-hidden="true" className="h-24" />
      <section
        aria-label={label}
        data-testid={testId}
        data-sticky-action-bar=""
        className="fixed inset-x-0 bottom-[calc(57px+env(safe-area-inset-bottom))] z-10 border-t border-stone-200 bg-white/95 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur print:hidden dark:border-stone-800 dark:bg-stone-950/95"
      >
        <div className="mx-auto max-w-3xl px-4 py-2">{children}</div>
      </section>
    </>
  );
}
