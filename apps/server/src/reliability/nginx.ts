import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { chmod, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { hostEnvironment } from '../env';
import { findFreePort, stopProcess } from '../testing/server-process';

/** The production proxy configuration, as docker-compose.yml mounts it. */
export const NGINX_CONF = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'deploy',
  'nginx.conf',
);

/** Where compose's instances are in the configuration, in its upstream block. */
const COMPOSE_UPSTREAMS = ['server app1:3000 ', 'server app2:3000 '];
const COMPOSE_LISTEN = 'listen 80;';
const START_TIMEOUT_MS = 10_000;
/** nginx creates every temporary directory at start; compiled defaults need root (/var/lib). */
const TEMP_PATH_DIRECTIVES = [
  'client_body_temp_path',
  'proxy_temp_path',
  'fastcgi_temp_path',
  'uwsgi_temp_path',
  'scgi_temp_path',
];

export type NginxProxy = {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** What nginx wrote: the access log (stdout) and the error log (stderr). */
  output: () => string;
  stop: () => Promise<void>;
};

/** The nginx binary on PATH (or in /usr/sbin), or null when it is not installed. */
export function findNginx(): string | null {
  const dirs = [...(hostEnvironment().PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) {
    throw new Error(`deploy/nginx.conf: expected "${from}" once, found it ${count} times`);
  }
  return text.replace(from, to);
}

/**
 * The production configuration with only what a test run needs changed: the two instances'
 * addresses, a loopback listen port, and temporary files under `prefix` (not /var/lib/nginx).
 */
export function renderNginxConf(
  source: string,
  options: { upstreams: string[]; port: number; prefix: string },
): string {
  if (options.upstreams.length !== COMPOSE_UPSTREAMS.length) {
    throw new Error(`deploy/nginx.conf has ${COMPOSE_UPSTREAMS.length} instances`);
  }
  let rendered = replaceOnce(source, COMPOSE_LISTEN, `listen 127.0.0.1:${options.port};`);
  COMPOSE_UPSTREAMS.forEach((server, index) => {
    rendered = replaceOnce(rendered, server, `server ${options.upstreams[index]} `);
  });
  const tempPaths = TEMP_PATH_DIRECTIVES.map(
    (directive) => `  ${directive} ${path.join(options.prefix, directive)};`,
  );
  return replaceOnce(rendered, 'http {\n', `http {\n${tempPaths.join('\n')}\n`);
}

/**
 * Runs nginx in the foreground with deploy/nginx.conf rendered for `upstreams` (host:port),
 * its pid file and temporary files in a fresh prefix; resolves once it accepts connections.
 */
export async function startNginx(binary: string, upstreams: string[]): Promise<NginxProxy> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'veloforge-nginx-'));
  // Run as root, nginx's workers switch to `nobody`, who must reach the temporary directories.
  await chmod(prefix, 0o755);
  const port = await findFreePort();
  const confPath = path.join(prefix, 'nginx.conf');
  await writeFile(
    confPath,
    renderNginxConf(await readFile(NGINX_CONF, 'utf8'), { upstreams, port, prefix }),
  );

  // A file, not a pipe: Node's pipes are sockets, which nginx cannot open as /dev/stdout.
  const logPath = path.join(prefix, 'nginx.log');
  const logFile = await open(logPath, 'a');
  const child = spawn(
    binary,
    ['-p', prefix, '-c', confPath, '-g', `daemon off; pid ${path.join(prefix, 'nginx.pid')};`],
    { stdio: ['ignore', logFile.fd, logFile.fd] },
  );
  await logFile.close();
  const log = () => readFileSync(logPath, 'utf8');
  const stop = async () => {
    await stopProcess(child);
    await rm(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const output = log();
      await stop();
      throw new Error(`nginx did not start (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, output: log, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
