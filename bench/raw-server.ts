// Baseline for the bench: a bare Fastify JSON route returning the same payload as /api/settings.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/raw', async () => ({ tokenPackagePrice: 500, tokenPackageAmount: 150 }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
