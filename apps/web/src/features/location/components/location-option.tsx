import type { LucideIcon } from 'lucide-react';

/** One way to set the location: a real button with a title and a line of explanation. */
export function LocationOption({
  icon: Icon,
  title,
  hint,
  onClick,
  disabled = false,
  busy = false,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-testid={testId}
      className="flex min-h-16 w-full items-center gap-3 rounded-xl border-2 border-stone-200 p-3 text-left hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-stone-200 disabled:hover:bg-transparent dark:border-stone-700 dark:hover:bg-brand-900/40 dark:disabled:hover:border-stone-700"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-300">
        <Icon aria-hidden="true" className={`size-5 ${busy ? 'animate-pulse' : ''}`} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-stone-600 dark:text-stone-400">{hint}</span>
      </span>
    </button>
  );
}
