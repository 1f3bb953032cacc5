export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-500/30 border-t-brand-500"
      />
      <span className="text-sm text-stone-500 dark:text-stone-400">{label}</span>
    </div>
  );
}
