import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

/** The spec's toasts: one at a time (a new one replaces the previous), 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  durationMs?: number;
}

interface ToastApi {
  toast: Toast | null;
  add: (toast: Omit<Toast, "id">) => number;
  update: (id: number, changes: Partial<Omit<Toast, "id">>) => void;
  dismiss: (id?: number) => void;
  remove: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(1);
  const add = useCallback((t: Omit<Toast, "id">) => {
    const id = nextId.current++;
    setToast({ ...t, id });
    return id;
  }, []);
  const update = useCallback((id: number, changes: Partial<Omit<Toast, "id">>) => {
    setToast((current) => (current && current.id === id ? { ...current, ...changes } : current));
  }, []);
  // Dismiss and remove are one step here: nothing animates out.
  const remove = useCallback((id?: number) => {
    setToast((current) => (current && (id === undefined || current.id === id) ? null : current));
  }, []);
  const api = useMemo(() => ({ toast, add, update, dismiss: remove, remove }), [toast, add, update, remove]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider");
  return api;
}

function ToastViewport() {
  const { toast, dismiss } = useToast();
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {toast ? (
        <div className="pointer-events-auto w-full max-w-sm rounded-lg border border-brand-600 bg-white p-4 shadow-lg" data-testid="toast">
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description ? <p className="mt-1 text-sm text-slate-700">{toast.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="rounded px-2 text-slate-700 hover:bg-slate-100"
              aria-label="Dismiss notification"
            >
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
