import { useId } from 'react';

/** A labelled text area for a support message, with its error announced with it. */
export function MessageField({
  label,
  value,
  onChange,
  error,
  rows = 5,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base aria-invalid:border-red-500 dark:border-stone-600 dark:bg-stone-900"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
