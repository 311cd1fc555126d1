import { describe, expect, it } from 'vitest';
import { staticClosure, withRouteRoots, type RouteChunk } from '../../scripts/lib/route-chunks';

/** A module graph as the bundler's plugin context shows it: each module's static imports. */
function graph(imports: Record<string, string[]>) {
  return {
    getModuleInfo: (id: string) => (imports[id] ? { importedIds: imports[id] } : null),
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
  };
}

describe('route chunks (scripts/lib/route-chunks.ts)', () => {
  it('takes every module the roots import statically, through any depth, each once', () => {
    const modules = graph({ '/main': ['/a', '/b'], '/a': ['/c'], '/b': ['/c', '/main'], '/c': [], '/lazy': ['/c'] });
    expect([...staticClosure(modules, ['/main'])].sort()).toEqual(['/a', '/b', '/c', '/main']);
    expect([...staticClosure(modules, ['/lazy'])].sort()).toEqual(['/c', '/lazy']);
  });

  it("puts the merged roots' keys back in the manifest: index.html for the entry, a screen's path for a screen", () => {
    const chunks: RouteChunk[] = [
      { name: 'shell', roots: ['src/main.tsx'] },
      { name: 'login', roots: ['src/Login.tsx'] },
    ];
    const manifest = {
      '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_runtime-1.js'] },
      '_runtime-1.js': { file: 'assets/runtime-1.js' },
      '_login-2.js': { file: 'assets/login-2.js', imports: ['_runtime-1.js', '_shell-1.js'] },
    };
    const files: Record<string, string> = { '/repo/src/main.tsx': 'assets/shell-1.js', '/repo/src/Login.tsx': 'assets/login-2.js' };
    const patched = withRouteRoots(manifest, chunks, '/repo', (id) => files[id]);
    expect(patched['index.html']).toEqual({ file: 'assets/shell-1.js', imports: ['_runtime-1.js'], src: 'index.html', isEntry: true });
    expect(patched['src/Login.tsx']).toEqual({ file: 'assets/login-2.js', imports: ['_runtime-1.js', '_shell-1.js'], src: 'src/Login.tsx', isDynamicEntry: true });
    // What Vite wrote stays as it was.
    expect(patched['_login-2.js']).toEqual(manifest['_login-2.js']);
  });

  it('leaves a key Vite wrote itself, and a root the build has no chunk for', () => {
    const chunks: RouteChunk[] = [{ name: 'shell', roots: ['src/main.tsx', 'src/gone.ts'] }];
    const manifest = { 'index.html': { file: 'assets/index-9.js', isEntry: true }, '_shell-1.js': { file: 'assets/shell-1.js' } };
    const patched = withRouteRoots(manifest, chunks, '/repo', (id) => (id === '/repo/src/main.tsx' ? 'assets/shell-1.js' : undefined));
    expect(patched).toEqual(manifest);
  });
});
