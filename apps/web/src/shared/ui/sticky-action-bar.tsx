import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';

/** The bottom navigation's height (its 56 px row and border), which the bar sits on. */
const BOTTOM_NAV_PX = 57;

/**
 * Toasts float above the bar: app.tsx places them at --toast-bottom, set here from the bar's measured height
 * (a bar with a delivery promise and a button is taller than one with a price), and cleared when it goes.
 * The page's closing spacer reads --sticky-bar-height, set from the same measurement.
 */
function useToastClearance(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const height = Math.ceil(element.offsetHeight);
      root.style.setProperty('--toast-bottom', `${BOTTOM_NAV_PX + height + 8}px`);
      root.style.setProperty('--sticky-bar-height', `${height}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--toast-bottom');
      root.style.removeProperty('--sticky-bar-height');
    };
  }, [bar]);
}

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
  const bar = useRef<HTMLElement>(null);
  useToastClearance(bar);
  return (
    <>
      {/* As tall as the bar measures (a delivery promise makes it taller), so nothing ends up under it. */}
      <div aria-hidden="true" style={{ height: 'var(--sticky-bar-height, 6rem)' }} />
      <section
        ref={bar}
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
