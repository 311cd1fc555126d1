/**
 * PostGraphile 5 as a child process (postgraphile-server.ts under the peer's Node 22), the GraphQL
 * query of the transactions page, and the CPU the child spends (from /proc, as it is not ours to ask).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Peer } from './peer-install';
import type { PeerServerSettings } from './postgraphile-server';

const server = fileURLToPath(new URL('./postgraphile-server.ts', import.meta.url));

export interface PeerProcess {
  url: string;
  pid: number;
  /** CPU seconds (user + system) the process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** utime + stime of a process (all its threads), fields 14 and 15 of /proc/<pid>/stat, after the command's parentheses. */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export async function startPostGraphile(peer: Peer, settings: Omit<PeerServerSettings, 'peerDir'>): Promise<PeerProcess> {
  const child: ChildProcess = spawn(peer.node, [server, JSON.stringify({ ...settings, peerDir: peer.dir })], {
    // Production mode, as one would serve it (no GraphiQL, no stack traces in answers).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`PostGraphile exited before serving (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    pid: child.pid!,
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The page the API's list answers, in GraphQL: the account's transactions newest first (date, then
 * id, both descending), the API's columns, and the total (the API's answer carries it too).
 */
export const PAGE_QUERY = `query TransactionsPage($account: String!, $first: Int!, $after: Cursor) {
  allTransactions(condition: { accountId: $account }, orderBy: [TRANSACTION_DATE_DESC, TRANSACTION_ID_DESC], first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { transactionId accountId transactionDate transactionType description reference documentId locationNumber productName quantity unitPrice amount isCredit balance }
  }
}`;

export interface GraphQlPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: { transactionId: string }[];
}

export const pageBody = (account: string, first: number, after?: string) => JSON.stringify({ query: PAGE_QUERY, variables: { account, first, after: after ?? null } });

/** One page through GraphQL; a GraphQL error (answered with 200) throws. */
export async function graphQlPage(url: string, body: string): Promise<GraphQlPage> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const answer = (await response.json()) as { data?: { allTransactions: GraphQlPage }; errors?: unknown[] };
  if (!response.ok || answer.errors || !answer.data) throw new Error(`PostGraphile: ${response.status} ${JSON.stringify(answer.errors ?? answer)}`);
  return answer.data.allTransactions;
}

/** The `after` cursor of page `page` (0-based) of `size`, found by walking endCursor from the first page. */
export async function graphQlCursorOf(url: string, account: string, size: number, page: number): Promise<string> {
  let after: string | undefined;
  for (let p = 0; p < page; p++) after = (await graphQlPage(url, pageBody(account, size, after))).pageInfo.endCursor!;
  return after!;
}
