import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

const FIELD =
  'w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base aria-invalid:border-red-500 dark:border-stone-600 dark:bg-stone-900';

function Labelled({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (ids: { id: string; errorId: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
        {label}
      </label>
      {children({ id, errorId })}
      {error ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled textarea whose error is announced with it. */
export function TextArea({
  label,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  return (
    <Labelled label={label} error={error}>
      {({ id, errorId }) => (
        <textarea
          id={id}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={FIELD}
          {...props}
        />
      )}
    </Labelled>
  );
}

/** A labelled select whose error is announced with it. */
export function SelectField({
  label,
  error,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined }) {
  return (
    <Labelled label={label} error={error}>
      {({ id, errorId }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${FIELD} min-h-11`}
          {...props}
        >
          {children}
        </select>
      )}
    </Labelled>
  );
}

/** A labelled checkbox with a 44 px target. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
