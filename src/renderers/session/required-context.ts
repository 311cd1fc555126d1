import { createContext, useContext, type Context } from 'react';

/**
 * A context that only its provider fills, and the hook that reads it: a hook used outside the
 * provider is a wiring mistake, so it throws at once instead of handing out undefined.
 */
export function requiredContext<Value>(provider: string, hooks: string): { Context: Context<Value | undefined>; useValue: () => Value } {
  const Context = createContext<Value | undefined>(undefined);
  function useValue(): Value {
    const value = useContext(Context);
    if (!value) throw new Error(`${hooks} hooks are used outside <${provider}>`);
    return value;
  }
  return { Context, useValue };
}
