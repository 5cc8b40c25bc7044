// nginx as the load balancer of bench:cluster: a temporary prefix with its own nginx.conf, pid
// file and logs, run in the foreground (`daemon off`) as a child that stopAll() ends.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from './processes.mjs';

const NGINX = '/usr/sbin/nginx';

/**
 * One server per balanced group: `{ name, listen, upstreams: [ports] }`. A refused or failed
 * connection makes nginx try the other process (`proxy_next_upstream error timeout`, the default
 * for requests not yet sent); a request already sent is never sent twice, so a POST whose
 * backend died answers 502 and the client retries it. Each answer names the process that served
 * it in `X-Upstream-<name>` (the web app passes the backends' header on, so both show).
 */
export function nginxConfig(prefix, servers) {
  const blocks = servers
    .map(
      ({ name, listen, upstreams }) => `
  upstream ${name} {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_buffering off;
      add_header X-Upstream-${name} $upstream_addr always;
    }
  }`,
    )
    .join('\n');
  return `worker_processes 1;
error_log ${join(prefix, 'error.log')} warn;
pid ${join(prefix, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  client_max_body_size 50m;
${blocks}
}
`;
}

/** Writes the config into a temporary prefix and starts nginx on it; `prefix` is removed by the caller. */
export function startNginx(servers, { quiet = false } = {}) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found (Debian package nginx)`);
  const prefix = mkdtempSync(join(tmpdir(), 'crewdeck-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(prefix, servers));
  const child = startProcess(
    'nginx',
    ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    {
      command: NGINX,
      quiet,
    },
  );
  return { child, prefix };
}
