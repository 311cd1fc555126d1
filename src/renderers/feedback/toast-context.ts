import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  severity: ToastSeverity;
  text: string;
}

/** Shows success and error messages as PrimeReact toasts (the spec's messages, from the catalogue). */
export interface Notifier {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

const ignore = () => {};
export const ToastContext = createContext<Notifier>({ success: ignore, error: ignore, info: ignore });

export function useToast(): Notifier {
  return useContext(ToastContext);
}
