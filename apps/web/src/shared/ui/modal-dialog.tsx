import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: string;
  description?: string;
  onClose?: () => void;
  children: ReactNode;
}

/** A native <dialog> shown modally: focus is trapped and Escape closes it (unless it must be answered). */
export function ModalDialog({ open, title, description, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      className="m-auto w-[min(92vw,24rem)] rounded-2xl bg-white p-5 text-stone-900 shadow-xl backdrop:bg-black/60 dark:bg-stone-900 dark:text-stone-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {description}
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </dialog>
  );
}
