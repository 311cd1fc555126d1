/**
 * Child process of autocannon-run.ts: runs autocannon with the settings passed as JSON in argv[2]
 * and prints its result as JSON. Several session keys are spread over the connections (one key
 * per connection, round robin), to tell apart the app's cost from contention on one session row.
 * A request other than a GET (a GraphQL POST) gives its method, body and headers.
 */
import autocannon from 'autocannon';

interface Settings {
  url: string;
  keys: string[];
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

const settings = JSON.parse(process.argv[2]) as Settings;
let next = 0;
const result = await autocannon({
  url: settings.url,
  connections: settings.connections,
  duration: settings.seconds,
  method: settings.method ?? 'GET',
  body: settings.body,
  headers: settings.headers,
  requests: [
    {
      // context is per connection: each connection keeps the key it was given first.
      setupRequest: (request, context) => {
        if (!settings.keys.length) return request;
        const ctx = context as { key?: string };
        ctx.key ??= settings.keys[next++ % settings.keys.length];
        return { ...request, headers: { ...request.headers, 'user-key': ctx.key } };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
