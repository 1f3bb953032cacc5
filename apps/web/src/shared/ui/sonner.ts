/**
 * sonner, in a chunk of its own (named `sonner`, which the service worker precaches): loaded with the first toast
 * (shared/ui/toast.ts) and by the app's Toaster, never with the first screen (ADR 0060).
 */
export { Toaster, toast } from 'sonner';
