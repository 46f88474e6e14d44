import { useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
const whenLoaded = new Set<(module: Sonner) => void>();

/** Loads the toast library once, on the first toast; the first page's script does without it (decision 010). */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    void sonner.then((module) => {
      for (const notify of whenLoaded) notify(module);
    });
  }
  return sonner;
}

/**
 * Shows a toast ('New product added to the cart!', a refusal). sonner shows toasts created
 * before its toaster mounted, so the first one is not lost while the library loads.
 */
export function showToast(kind: 'success' | 'error', message: string, options?: { duration?: number }): void {
  void loadSonner().then((module) => module.toast[kind](message, options));
}

/** The toaster, mounted once the first toast has loaded the library. */
export function LazyToaster(props: ToasterProps) {
  const [module, setModule] = useState<Sonner | null>(null);
  useEffect(() => {
    const notify = (loaded: Sonner) => setModule(loaded);
    whenLoaded.add(notify);
    if (sonner) void sonner.then(notify);
    return () => {
      whenLoaded.delete(notify);
    };
  }, []);
  return module ? <module.Toaster {...props} /> : null;
}
