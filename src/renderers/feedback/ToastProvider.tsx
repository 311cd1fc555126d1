import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyWithWords } from '../language/lazy-with-words';
import { ToastContext, type Notifier, type ToastMessage, type ToastSeverity } from './toast-context';

// The toast's code arrives with the first message: the login page does not pay for it.
const ToastHost = lazyWithWords(() => import('./ToastHost'));
/** Enough history for the host to catch up once loaded; older messages are long gone. */
const KEEP = 20;

/** Provides useToast(); messages wait in order until the toast component has loaded. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<readonly ToastMessage[]>([]);
  const nextId = useRef(1);

  const notifier = useMemo<Notifier>(() => {
    const push = (severity: ToastSeverity) => (text: string) => {
      const message = { id: nextId.current++, severity, text };
      setMessages((previous) => [...previous.slice(-(KEEP - 1)), message]);
    };
    return { success: push('success'), error: push('error'), info: push('info') };
  }, []);

  return (
    <ToastContext.Provider value={notifier}>
      {children}
      {messages.length > 0 && (
        <Suspense fallback={null}>
          <ToastHost messages={messages} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
