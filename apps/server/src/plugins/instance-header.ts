import type { FastifyInstance } from 'fastify';

/**
 * `x-instance: <INSTANCE_ID>` on every response, when INSTANCE_ID is set: which of the instances
 * behind the proxy answered (docker-compose.yml names them app1 and app2; the proxy test counts
 * them). Set in onRequest so error answers carry it too. Off by default.
 */
export function registerInstanceHeader(app: FastifyInstance, instanceId: string | undefined) {
  if (!instanceId) return;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-instance', instanceId);
    done();
  });
}
