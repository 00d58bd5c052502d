import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { parseEnv } from '../env';

/**
 * docker-compose.yml cannot run here (no Docker engine), so its topology is checked as data:
 * PostgreSQL, Redis, two identical app instances behind nginx, and the nginx configuration it
 * mounts pointing at those instances. reliability/reverse-proxy.test.ts runs that configuration.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
};
type Compose = {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config: { subnet: string }[] } }>;
};

// `merge`: the instances share one definition through YAML merge keys (<<), as compose reads them.
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as Compose;
const nginxConf = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');

const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
const appServices = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);
const edgeAddress = (s: Service) =>
  Array.isArray(s.networks) ? undefined : s.networks?.edge?.ipv4_address;
const healthTest = (s: Service) => [s.healthcheck?.test ?? []].flat().join(' ');

/** The environment as compose hands it over when the host sets none of the ${…} variables. */
function withDefaults(environment: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
    ]),
  );
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, two app instances and an nginx proxy', () => {
    const names = Object.keys(compose.services).sort();
    console.log(
      `services: ${names.join(', ')}; built from the Dockerfile: ${appServices.map(([n]) => n).join(', ')}`,
    );
    expect(names).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis']);
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(service('postgres').image).toMatch(/^postgres:/);
    expect(service('redis').image).toMatch(/^redis:/);
    expect(service('proxy').image).toMatch(/^nginx:/);
  });

  it('gives both instances the same image and configuration, INSTANCE_ID aside, and no host port', () => {
    const [[, first], [, second]] = appServices as [[string, Service], [string, Service]];
    const { INSTANCE_ID: firstId, ...shared } = first.environment ?? {};
    const { INSTANCE_ID: secondId, ...sharedToo } = second.environment ?? {};
    console.log(
      `instances ${firstId} and ${secondId}: image ${first.image}, ${Object.keys(shared).length} shared variables`,
    );
    expect(first.image).toBeDefined();
    expect(second.image).toBe(first.image);
    expect(second.build).toEqual(first.build);
    expect(sharedToo).toEqual(shared);
    expect([firstId, secondId]).toEqual(['app1', 'app2']);
    expect(shared).toMatchObject({
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/[^@]+@postgres:5432\//),
      REDIS_URL: 'redis://redis:6379',
      TRUST_PROXY: expect.any(String),
      STRIPE_SECRET_KEY: expect.any(String),
      STRIPE_WEBHOOK_SECRET: expect.any(String),
      OPENAI_API_KEY: expect.any(String),
    });
    for (const s of [first, second]) {
      expect(s.ports).toBeUndefined();
      expect(s.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      expect(healthTest(s)).toContain('/readyz');
    }
  });

  it('is a valid server configuration that trusts X-Forwarded-For from the proxy only', () => {
    const proxyAddress = edgeAddress(service('proxy'));
    const environment = withDefaults(service('app1').environment ?? {});
    // Production without a Stripe key starts only when the host asks for the test checkout.
    expect(() => parseEnv(environment)).toThrowError(/STRIPE_SECRET_KEY is required/);
    const config = parseEnv({ ...environment, ALLOW_TEST_CHECKOUT: 'true' });
    expect(parseEnv({ ...environment, STRIPE_SECRET_KEY: 'sk_test_1' }).stripeSecretKey).toBe(
      'sk_test_1',
    );
    const subnet = compose.networks.edge?.ipam?.config[0]?.subnet ?? '';
    const prefix = subnet.replace(/\.0\/24$/, '.');
    const addresses = ['proxy', 'app1', 'app2'].map((name) => edgeAddress(service(name)));
    console.log(
      `edge ${subnet}: proxy/app1/app2 at ${addresses.join(', ')}; instances trust ${JSON.stringify(config.trustProxy)}`,
    );
    expect(config.trustProxy).toEqual([proxyAddress]);
    expect(config.databaseUrl).toBeDefined();
    expect(config.redisUrl).toBeDefined();
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.0\/24$/);
    expect(new Set(addresses).size).toBe(3);
    for (const address of addresses) expect(address?.startsWith(prefix)).toBe(true);
  });

  it('publishes port 3000 on the proxy only, which mounts deploy/nginx.conf and waits for both instances', () => {
    const proxy = service('proxy');
    const published = Object.entries(compose.services).filter(([, s]) => s.ports !== undefined);
    console.log(
      `published: ${published.map(([n, s]) => `${n} ${s.ports?.join(' ')}`).join('; ')}; proxy volumes: ${proxy.volumes?.join(' ')}`,
    );
    expect(proxy.ports).toEqual(['3000:80']);
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(existsSync(path.join(ROOT, 'deploy', 'nginx.conf'))).toBe(true);
    expect(proxy.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
    for (const name of ['proxy', 'postgres', 'redis'])
      expect(healthTest(service(name))).not.toBe('');
  });

  it('has nginx listen where the proxy publishes and balance over exactly the app instances', () => {
    const upstreams = [...nginxConf.matchAll(/^\s*server\s+([\w.-]+):(\d+)\b/gm)].map(
      ([, host, port]) => `${host}:${port}`,
    );
    const listen = /^\s*listen\s+(\d+);/m.exec(nginxConf)?.[1];
    console.log(`nginx listens on ${listen}, upstreams ${upstreams.join(', ')}`);
    expect(listen).toBe(service('proxy').ports?.[0]?.split(':')[1]);
    expect(upstreams).toEqual(
      appServices.map(([name, s]) => `${name}:${s.environment?.PORT ?? ''}`),
    );
  });
});
