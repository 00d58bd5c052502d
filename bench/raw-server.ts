// Baseline for the bench: a bare Fastify JSON route (the tokens benchmark's) and /healthz (the
// cold start's). Listens on PORT (default: a free port) and prints its address.
import Fastify from 'fastify';

import { RAW_SERVER_PORT } from './env';

const app = Fastify({ logger: false });
app.get('/raw', async () => ({ success: true, tokens: 150 }));
app.get('/healthz', async () => ({ status: 'ok' }));
const address = await app.listen({ port: RAW_SERVER_PORT, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
