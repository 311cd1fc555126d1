/**
 * PostGraphile 5, the peer of bench/postgraphile-peer.ts: a GraphQL server over the portal's own
 * database, serving as the app's requests do — as the app role with `app.tenant` set for each
 * request (pgSettings, set transaction-locally), so the same row-level security filters its rows.
 *
 * Runs under Node 22 (PostGraphile 5 needs it) from the peer folder the benchmark installs
 * (bench/.peer, see peer-install.ts), with Node's type stripping: plain erasable TypeScript, and
 * PostGraphile loaded from that folder at run time (it is not a dependency of the project).
 * argv[2] is the JSON of `PeerServerSettings`; prints `listening <port>` once it serves.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

export interface PeerServerSettings {
  /** The folder holding PostGraphile's node_modules. */
  peerDir: string;
  databaseUrl: string;
  tenant: string;
  role: string;
  /** Connections in its pool: as many as the app's request pool. */
  poolSize: number;
}

const settings = JSON.parse(process.argv[2]) as PeerServerSettings;
const load = createRequire(`${settings.peerDir}/package.json`);
const { postgraphile } = load('postgraphile');
const { PostGraphileAmberPreset } = load('postgraphile/presets/amber');
const { makePgService } = load('postgraphile/adaptors/pg');
const { grafserv } = load('postgraphile/grafserv/node');

const preset = {
  extends: [PostGraphileAmberPreset],
  // By default PostGraphile 5 filters and orders only by a column that leads an index; the
  // transactions index leads with tenant_id (account_id and transaction_date come after it).
  disablePlugins: ['PgIndexBehaviorsPlugin'],
  pgServices: [
    makePgService({
      connectionString: settings.databaseUrl,
      schemas: ['public'],
      poolConfig: { max: settings.poolSize },
      pgSettings: () => ({ role: settings.role, 'app.tenant': settings.tenant }),
    }),
  ],
  grafserv: { graphiql: false, watch: false },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
serv.addTo(server);
// The schema is built on the first request otherwise: build it before saying we serve.
await pgl.getSchemaResult();
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`listening ${port}\n`);
});
const stop = () => server.close(() => pgl.release().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
