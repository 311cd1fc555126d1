/**
 * Runs `work` (the in-process Vite build of `npm start`) and puts NODE_ENV back as it was: Vite's
 * build sets `process.env.NODE_ENV = 'production'` when it is unset, and the server started in the
 * same process would then apply production rules (webhook URLs https only, no loopback receiver)
 * on the first start after a build and not on the next.
 */
export async function keepingNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
