// Toasts (rules §2, §5, §9): error, success, info, warning. A toast with time > 0 vanishes after
// it; time 0 stays until clicked. A click runs its action and closes it. A toast with the same
// type and message as one on screen is not added again.
export const TOAST_TYPES = ['error', 'success', 'info', 'warning'] as const;
export type TToastType = (typeof TOAST_TYPES)[number];
export const DEFAULT_TOAST_TIME_MS = 3000;

export type TToastInput = {
  type: TToastType;
  /** Already translated text. */
  message: string;
  time?: number;
  onClick?: () => void;
};

export type TToast = Required<Pick<TToastInput, 'type' | 'message' | 'time'>> & { id: number; onClick?: () => void };

type TTimers = {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

const realTimers: TTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(timers: TTimers = realTimers) {
  let toasts: readonly TToast[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function remove(id: number) {
    if (!toasts.some((t) => t.id === id)) return;
    const handle = handles.get(id);
    if (handle !== undefined) timers.clear(handle);
    handles.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  /** Returns the new toast's id, or null when the same toast is already shown. */
  function add(input: TToastInput): number | null {
    if (toasts.some((t) => t.type === input.type && t.message === input.message)) return null;
    const time = Math.max(0, input.time ?? DEFAULT_TOAST_TIME_MS);
    const toast: TToast = { id: nextId++, type: input.type, message: input.message, time, onClick: input.onClick };
    toasts = [...toasts, toast];
    if (time > 0)
      handles.set(
        toast.id,
        timers.set(() => remove(toast.id), time),
      );
    emit();
    return toast.id;
  }

  function click(id: number) {
    const toast = toasts.find((t) => t.id === id);
    if (!toast) return;
    remove(id);
    toast.onClick?.();
  }

  return {
    add,
    remove,
    click,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TToastStore = ReturnType<typeof createToastStore>;

/** The one store of the page; the toast viewport renders it. */
export const toastStore = createToastStore();

const EMPTY: readonly TToast[] = [];
export const getServerToasts = () => EMPTY;

export const toast = {
  error: (message: string, opts?: Omit<TToastInput, 'type' | 'message'>) =>
    toastStore.add({ type: 'error', message, ...opts }),
  success: (message: string, opts?: Omit<TToastInput, 'type' | 'message'>) =>
    toastStore.add({ type: 'success', message, ...opts }),
  info: (message: string, opts?: Omit<TToastInput, 'type' | 'message'>) =>
    toastStore.add({ type: 'info', message, ...opts }),
  warning: (message: string, opts?: Omit<TToastInput, 'type' | 'message'>) =>
    toastStore.add({ type: 'warning', message, ...opts }),
};
