import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import type { ToastMessage } from './toast-context';
import { toastMessages } from '../../engine/messages/toasts';

/** Errors stay longer: they usually ask the reader to do something. */
const LIFE_MS = { success: 5_000, error: 10_000, info: 6_000 } as const;

/** The PrimeReact Toast, fed the messages it has not shown yet. */
export default function ToastHost({ messages }: { messages: readonly ToastMessage[] }) {
  const toast = useRef<Toast>(null);
  const shown = useRef(0);

  useEffect(() => {
    const fresh = messages.filter((m) => m.id > shown.current);
    if (!toast.current || fresh.length === 0) return;
    shown.current = fresh[fresh.length - 1].id;
    toast.current.show(fresh.map((m) => ({ severity: m.severity, summary: toastMessages[m.severity], detail: m.text, life: LIFE_MS[m.severity] })));
  }, [messages]);

  return <Toast ref={toast} position="top-right" />;
}
