/** `npm run build`: the browser's build (dist/client) and the server's page renderer (dist/ssr). */
import { buildClient } from './lib/build-client';

await buildClient();
