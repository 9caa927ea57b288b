import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { href } from '../../src/navigation/href';
import {
  cms,
  compose,
  composeAsync,
  address,
  containers,
  docker,
  envValues,
  fullAccessToken,
  load,
  percentile,
  replicaPageRequests,
  report,
  root,
  script,
  scriptAsync,
  siteUrl,
  cmsUrl,
  sitemapPaths,
  stackFetch,
  localAuthority,
  plainHttpUrl,
  state,
  waitForStack,
  waitHealthy,
} from './support/stack';

/**
 * The stack as operators run it (README.md, "Running the stack"): an .env made by
 * scripts/docker/make-env.sh, `docker-compose --compatibility up -d`, the demo content by the seed
 * service; then publishing through nginx, faults under a light load, `down` and `up`, a backup
 * restored onto a fresh stack, a rolling upgrade, and the monitoring profile added. The images are
 * built beforehand (npm run test:compose: scripts/docker/base-images.sh and build.sh). The steps run
 * in order on one stack; each reports what it measured.
 */

type Values = Record<string, unknown>;
const LOCALES = ['en', 'ru', 'el'] as const;
const PROBE_PATHS = ['/', '/ru/', '/el/', '/about', '/ru/about', '/el/contacts', '/projects', '/ru/services'];

let fullToken: string;
let pagesToProbe: string[] = PROBE_PATHS;
let sitemap: string[] = [];
const enquiryEmails: string[] = [];

async function enquiriesFor(email: string): Promise<Values[]> {
  const answer = await cms<{ data: Values[] }>(
    'GET',
    `/api/contact-requests?filters[email][$eq]=${encodeURIComponent(email)}`,
    fullToken,
  );
  if (answer.status !== 200) throw new Error(`contact-requests: ${answer.status}`);
  return answer.body.data;
}

async function sendEnquiry(label: string): Promise<string> {
  const email = `compose.${label.replace(/[^a-z0-9]+/gi, '-')}.${Date.now()}@example.com`;
  const response = await stackFetch(`${siteUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: 'Eleni Georgiou',
      email,
      phone: '+30 210 765 4321',
      message: `An enquiry sent while ${label}.`,
      locale: 'el',
      page: '/el/contacts',
    }),
  });
  expect(response.status).toBe(202);
  enquiryEmails.push(email);
  return email;
}

/** Every enquiry sent so far is in the CMS exactly once. */
async function expectEnquiriesOnce(timeoutMs = 120_000): Promise<void> {
  for (const email of enquiryEmails) {
    const stored = await waitForStack(
      `the enquiry ${email} in the CMS`,
      async () => {
        const found = await enquiriesFor(email);
        return found.length > 0 ? found : undefined;
      },
      { timeoutMs },
    );
    expect(stored).toHaveLength(1);
  }
}

/** Runs `fault` under a light load through nginx and reports the failed requests. */
async function underLoad(label: string, fault: () => Promise<void>) {
  const traffic = load(pagesToProbe);
  const started = Date.now();
  let faultError: unknown;
  try {
    await fault();
  } catch (error) {
    faultError = error;
  }
  const { sent, failures } = await traffic.stop();
  report(
    `${label}: ${failures.length} of ${sent} requests failed in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (failures.length > 0 ? ` (${failures.slice(0, 5).join('; ')})` : ''),
  );
  if (faultError) throw faultError;
  return { sent, failures };
}

/** The last line of a script's output that starts with its name (its summary). */
function lastLine(output: string, prefix: string): string {
  return (
    output
      .split('\n')
      .filter((line) => line.startsWith(prefix))
      .pop() ?? ''
  );
}

async function pageText(pathname: string): Promise<string> {
  const response = await stackFetch(`${siteUrl}${pathname}`);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
  return text;
}

async function uploadsOnDisk(): Promise<string[]> {
  const id = containers('cms')[0];
  return docker(['exec', id, 'find', '/app/public/uploads', '-type', 'f', '-printf', '%P %s\\n'])
    .split('\n')
    .filter(Boolean)
    .sort();
}

/** What must survive: the pages of the sitemap and how a sample answers, the media files, the events. */
async function snapshot() {
  const pages = await sitemapPaths();
  const sample = pages.filter((_p, index) => index % 5 === 0);
  const statuses = Object.fromEntries(
    await Promise.all(sample.map(async (p) => [p, (await stackFetch(`${siteUrl}${p}`)).status] as const)),
  );
  const events = await cms<{ data: Values[] }>(
    'GET',
    '/api/events?locale=ru&pagination[pageSize]=100',
    fullToken,
  );
  return {
    pages,
    statuses,
    uploads: await uploadsOnDisk(),
    events: events.body.data.map((e) => [e.documentId, e.title, e.updatedAt]),
  };
}

/** Down with the volumes, the monitoring profile's services among them. */
const DOWN_ALL = ['--profile', 'monitoring', 'down', '-v', '--remove-orphans'];

/** An answer of the stack's Prometheus API (the monitoring profile's, on this host's port 9090). */
async function prometheusApi<T>(pathname: string): Promise<T | undefined> {
  const answer = await stackFetch(`http://127.0.0.1:9090${pathname}`).catch(() => undefined);
  if (!answer?.ok) return undefined;
  return ((await answer.json()) as { data: T }).data;
}

describe('the container stack of docker-compose.yml', () => {
  beforeAll(() => {
    compose(DOWN_ALL, { allowFailure: true });
  });

  afterAll(() => {
    if (process.env.COMPOSE_KEEP !== '1') compose(DOWN_ALL, { allowFailure: true });
  });

  it('when an operator runs `up -d` with a generated .env, then every service is healthy with three site replicas behind two edges, the site at :8443 and the admin at :8081, both over HTTPS', async () => {
    const started = Date.now();
    compose(['up', '-d']);
    await waitHealthy();
    report(`every service healthy ${((Date.now() - started) / 1000).toFixed(1)} s after up`);
    expect(containers('site')).toHaveLength(3);
    expect(containers('varnish')).toHaveLength(2);
    for (const service of ['postgres', 'redis', 'cms', 'site', 'origin', 'varnish', 'proxy']) {
      expect(
        containers(service)
          .map(state)
          .every((s) => s.status === 'running'),
      ).toBe(true);
    }
    expect((await stackFetch(`${cmsUrl}/admin`)).status).toBe(200);
    expect((await stackFetch(`${siteUrl}/healthz`)).status).toBe(200);
    const sizes = ['dkg-website/site:latest', 'dkg-website/cms:latest'].map(
      (image) =>
        `${image} ${Math.round(Number(docker(['image', 'inspect', '-f', '{{.Size}}', image])) / 1e6)} MB`,
    );
    report(`images: ${sizes.join(', ')}`);
  });

  it('when the CMS starts, then the tokens of .env work with exactly their rights and the administrator of .env signs in', async () => {
    const { CONTENT_API_TOKEN: readToken, CONTACT_API_TOKEN: contactToken } = envValues();
    fullToken = await fullAccessToken();
    const body = { data: { name: 'Nobody', email: 'nobody@example.com', message: 'x', locale: 'en' } };
    expect((await cms('GET', '/api/events', readToken)).status).toBe(200);
    expect((await cms('GET', '/api/contact-requests', readToken)).status).toBe(403);
    expect((await cms('POST', '/api/contact-requests', readToken, body)).status).toBe(403);
    expect((await cms('GET', '/api/contact-requests', contactToken)).status).toBe(403);
    expect((await cms('GET', '/api/events', contactToken)).status).toBe(403);
    expect((await cms('GET', '/api/events', 'not-a-token-of-this-cms-0123456789abcdef')).status).toBe(401);
  });

  it('when the stack has no content yet, then every page says through nginx, in its language, that the site is being prepared', async () => {
    const words: Record<string, string> = {
      '/': 'The site is being prepared',
      '/ru/properties': 'Сайт готовится к открытию',
      '/el/no-such-page': 'Ο ιστότοπος ετοιμάζεται',
    };
    for (const [path, title] of Object.entries(words)) {
      const answer = await stackFetch(`${siteUrl}${path}`);
      const html = await answer.text();
      expect([path, answer.status, answer.headers.get('retry-after')]).toEqual([path, 503, '60']);
      expect([path, html.includes(title), html.includes('noindex')]).toEqual([path, true, true]);
    }
    expect((await stackFetch(`${siteUrl}/readyz`)).status).toBe(200);
  });

  it('when the seed service runs, then the demo content loads into the empty CMS, and a second run refuses to write over it', async () => {
    const started = Date.now();
    const first = compose(['--profile', 'seed', 'run', '--rm', 'seed'], { allowFailure: true });
    expect(`${first.status} ${first.stderr.slice(-2000)}`).toMatch(/^0 /);
    report(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const second = compose(['--profile', 'seed', 'run', '--rm', 'seed'], { allowFailure: true });
    expect(second.status).toBe(3);
    expect(second.stdout).toContain('holds content already');
  });

  it('when a visitor or an editor comes, then plain HTTP is sent to HTTPS, both answer over HTTP/2 with the local certificate, the site with HSTS and https:// addresses, and every cookie is Secure', async () => {
    // curl, as an operator checks it, trusting the local authority make-env.sh made.
    const curl = (...args: string[]) =>
      execFileSync('curl', ['-sS', '--cacert', localAuthority(), '-o', '/dev/null', ...args], {
        encoding: 'utf8',
      });
    const { PUBLIC_URL: publicUrl, PREVIEW_SECRET: previewSecret } = envValues();
    expect(publicUrl).toBe('https://localhost:8443');
    expect(curl('-w', '%{http_code} %{redirect_url}', `${plainHttpUrl}/ru/about?from=mail`)).toBe(
      `301 ${publicUrl}/ru/about?from=mail`,
    );
    expect(curl('-w', '%{http_code} %{redirect_url}', 'http://127.0.0.1:8081/admin')).toBe(
      '301 https://127.0.0.1:8081/admin',
    );
    expect(curl('--http2', '-w', '%{http_version} %{http_code}', `${publicUrl}/ru/about`)).toBe('2 200');
    expect(curl('--http2', '-w', '%{http_version} %{http_code}', 'https://localhost:8081/admin')).toBe(
      '2 200',
    );

    const page = await stackFetch(`${siteUrl}/ru/about`);
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const html = await page.text();
    const absolute = [...html.matchAll(/<(?:link|meta)[^>]+(?:href|content)="(https?:\/\/[^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(absolute.length).toBeGreaterThan(4);
    expect(absolute.filter((url) => url.startsWith('http:'))).toEqual([]);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/ru/about">`);
    const sitemap = await (await stackFetch(`${siteUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${publicUrl}/`);
    expect(sitemap).not.toContain('<loc>http:');

    // The admin's session and the site's preview set their cookies Secure behind the proxy.
    const { CMS_ADMIN_EMAIL: email, CMS_ADMIN_PASSWORD: password } = envValues();
    const login = await stackFetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const preview = await stackFetch(
      `${siteUrl}/api/preview?secret=${encodeURIComponent(previewSecret)}&url=${encodeURIComponent('/ru/about')}`,
      { redirect: 'manual' },
    );
    expect(preview.status).toBe(303);
    const cookies = [...login.headers.getSetCookie(), ...preview.headers.getSetCookie()];
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    expect(cookies.filter((cookie) => !/;\s*Secure/i.test(cookie))).toEqual([]);
  });

  it('when the sitemap is fetched through nginx, then every page it lists answers 200 in all three locales', async () => {
    const paths = await waitForStack(
      'the sitemap with the seeded pages',
      async () => {
        const found = await sitemapPaths();
        return found.length > 100 ? found : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 1000 },
    );
    const failed: string[] = [];
    for (const pathname of paths) {
      const response = await stackFetch(`${siteUrl}${pathname}`);
      await response.arrayBuffer();
      if (response.status !== 200) failed.push(`${pathname} ${response.status}`);
    }
    expect(failed).toEqual([]);
    for (const locale of ['ru', 'el']) expect(paths.some((p) => p.startsWith(`/${locale}/`))).toBe(true);
    expect(paths.some((p) => !/^\/(ru|el)(\/|$)/.test(p))).toBe(true);
    report(`${paths.length} of ${paths.length} sitemap URLs 200 through nginx`);
    sitemap = paths;
    // Pages (answered by the edge) between probes of /healthz, which the edge never keeps: the load
    // reaches the replicas with every other request.
    pagesToProbe = [
      ...PROBE_PATHS.filter((p) => paths.includes(p) || p === '/'),
      ...paths.filter((_p, i) => i % 20 === 0),
    ].flatMap((p) => [p, '/healthz']);
  });

  it('when the pages are at the edge, then a pass over the sitemap reaches no replica, the edge keeps its headers to itself, and with every replica stopped every page still answers 200', async () => {
    const pass = async () => {
      const outcomes: Record<string, number> = {};
      for (const pathname of sitemap) {
        const response = await stackFetch(`${siteUrl}${pathname}`);
        await response.arrayBuffer();
        const outcome = `${response.status} ${response.headers.get('x-edge-cache')}`;
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
      return outcomes;
    };
    // The seed's last renders may still be purging pages: passes until one reaches no replica.
    let passes = 0;
    const settled = await waitForStack(
      'a pass over the sitemap that reaches no replica',
      async () => {
        passes += 1;
        const before = await replicaPageRequests();
        const outcomes = await pass();
        return (await replicaPageRequests()) === before ? outcomes : undefined;
      },
      { timeoutMs: 180_000, intervalMs: 1000 },
    );
    expect(settled).toEqual({ [`200 HIT`]: sitemap.length });
    report(
      `${sitemap.length} sitemap pages answered by the edge with no replica asked, after ${passes} passes`,
    );

    const page = await stackFetch(`${siteUrl}/ru/about`);
    const inside = ['xkey', 'surrogate-control', 'surrogate-key', 'cache-tag', 'x-accel-expires'];
    expect(inside.filter((name) => page.headers.has(name))).toEqual([]);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, stale-if-error=86400');

    await composeAsync(['stop', 'site']);
    try {
      const outcomes = await pass();
      report(`every replica stopped: ${JSON.stringify(outcomes)} over ${sitemap.length} sitemap pages`);
      expect(Object.keys(outcomes).filter((outcome) => !outcome.startsWith('200 '))).toEqual([]);
    } finally {
      await composeAsync(['start', 'site']);
      await waitHealthy();
    }
  });

  it('when an editor publishes a change in one locale, then every replica, every edge and nginx serve it within seconds in that locale only', async () => {
    const events = await cms<{ data: Values[] }>(
      'GET',
      '/api/events?locale=en&pagination[pageSize]=1&populate=*',
      fullToken,
    );
    const event = events.body.data[0];
    const documentId = String(event.documentId);
    const alias = String(event.alias);
    const pathOf = (locale: (typeof LOCALES)[number]) => href('events-alias', { alias }, locale);
    // Each replica and each edge asked directly (by its address on the stack's network), and nginx.
    // An edge is asked as nginx asks it (for https): each holds the page for a day between the edits,
    // so each shows an edit only when the site has purged it.
    const replicas = containers('site').map((id) => `http://${address(id)}:3000`);
    const edges = containers('varnish').map((id) => `http://${address(id)}`);
    expect([replicas.length, edges.length]).toEqual([3, 2]);
    const everywhere = async (pathname: string, marker: string) => {
      const answers = await Promise.all(
        [siteUrl, ...replicas, ...edges].map((base) =>
          stackFetch(`${base}${pathname}`, { headers: { 'X-Forwarded-Proto': 'https' } }).then((response) =>
            response.text(),
          ),
        ),
      );
      return answers.every((text) => text.includes(marker));
    };
    const latencies: number[] = [];
    for (let edit = 0; edit < 10; edit += 1) {
      const locale = LOCALES[edit % 3];
      const others = LOCALES.filter((l) => l !== locale);
      const marker = `Compose edit ${edit} ${Date.now()}`;
      const started = Date.now();
      const answer = await cms('PUT', `/api/events/${documentId}?locale=${locale}`, fullToken, {
        data: { title: marker },
      });
      expect(answer.status).toBe(200);
      await waitForStack(
        `${marker} on ${pathOf(locale)} through nginx, at every edge and on every replica`,
        () => everywhere(pathOf(locale), marker),
        {
          timeoutMs: 30_000,
          intervalMs: 50,
        },
      );
      latencies.push(Date.now() - started);
      for (const other of others) expect(await pageText(pathOf(other))).not.toContain(marker);
    }
    report(
      `publish → live on every replica, at every edge and through nginx, ${latencies.length} edits: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms`,
    );
  });

  it('when a replica crashes under load, then nginx passes requests on and Docker starts it again', async () => {
    const victim = containers('site')[0];
    const before = state(victim);
    const { failures } = await underLoad('a site replica killed', async () => {
      // A crash (the process killed from outside), not `docker kill`: Docker restarts no container
      // stopped by hand, whatever its restart policy.
      process.kill(before.pid, 'SIGKILL');
      await waitForStack(
        'the killed replica started again and healthy',
        () => {
          const now = state(victim);
          return now.restarts > before.restarts && now.health === 'healthy';
        },
        { timeoutMs: 180_000, intervalMs: 500 },
      );
    });
    expect(failures).toEqual([]);
  });

  it('when the origin in front of the replicas is made anew at another address, then every edge loads its VCL again and reaches it', async () => {
    const [first] = containers('origin');
    const edges = containers('varnish');
    // A second origin first, then the first one gone: the name `origin` stands for a new address.
    await composeAsync(['up', '-d', '--no-deps', '--no-recreate', '--scale', 'origin=2', 'origin']);
    const second = containers('origin').find((id) => id !== first)!;
    expect(address(second)).not.toBe(address(first));
    docker(['rm', '-f', first]);
    // edge.sh says so on its standard error.
    const reloaded = (id: string) => {
      const logs = spawnSync('docker', ['logs', id], { encoding: 'utf8' });
      return `${logs.stdout}${logs.stderr}`.includes(`origin is now ${address(second)}`);
    };
    await waitForStack('every edge loading its VCL again for the new origin', () => edges.every(reloaded), {
      timeoutMs: 60_000,
      intervalMs: 500,
    });
    // What an edge never keeps goes to the origin: each edge reaches the new one.
    for (const id of edges) {
      const answer = await stackFetch(`http://${address(id)}/healthz`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect([id, answer.status]).toEqual([id, 200]);
    }
    await composeAsync(['up', '-d', '--no-deps', '--no-recreate', '--scale', 'origin=1', 'origin']);
    report(`the origin made anew at ${address(second)}: both edges loaded their VCL again and reach it`);
  });

  it('when Redis restarts under load, then pages keep answering', async () => {
    const { failures } = await underLoad('Redis restarted', async () => {
      await composeAsync(['restart', 'redis']);
      await waitHealthy();
    });
    expect(failures).toEqual([]);
  });

  it('when PostgreSQL restarts under load, then pages keep answering and the CMS comes back', async () => {
    const { failures } = await underLoad('PostgreSQL restarted', async () => {
      await composeAsync(['restart', 'postgres']);
      await waitHealthy();
      await waitForStack(
        'the CMS answering',
        async () => (await cms('GET', '/api/events', fullToken)).status === 200,
      );
    });
    expect(failures).toEqual([]);
  });

  it('when the CMS is stopped for a minute under load, then pages keep answering, enquiries are accepted and reach it exactly once afterwards', async () => {
    const { failures } = await underLoad('the CMS stopped for a minute', async () => {
      await composeAsync(['stop', 'cms']);
      const stoppedAt = Date.now();
      try {
        await sendEnquiry('the CMS was stopped');
        await sendEnquiry('the CMS was still stopped');
        await waitForStack('a minute without the CMS', () => Date.now() - stoppedAt >= 60_000, {
          timeoutMs: 70_000,
          intervalMs: 1000,
        });
      } finally {
        await composeAsync(['start', 'cms']);
      }
      await waitHealthy();
    });
    expect(failures).toEqual([]);
    await expectEnquiriesOnce();
  });

  it('when the stack goes down and up again, then content, pictures and enquiries are all there', async () => {
    await sendEnquiry('the stack was up');
    await expectEnquiriesOnce();
    const before = await snapshot();
    compose(['down']);
    compose(['up', '-d']);
    await waitHealthy();
    fullToken = await fullAccessToken();
    expect(await snapshot()).toEqual(before);
    await expectEnquiriesOnce();
  });

  it('when a backup is restored onto a fresh stack, then nothing is lost', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-backup-'));
    const before = await snapshot();
    report(lastLine(script('backup.sh', [dir]), 'backup:'));
    compose(['down', '-v']);
    compose(['up', '-d']);
    await waitHealthy();
    report(lastLine(script('restore.sh', [dir]), 'restore:'));
    fullToken = await fullAccessToken();
    expect(await snapshot()).toEqual(before);
    await expectEnquiriesOnce();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when the site image changes, then the upgrade replaces the replicas one by one with no failed request', async () => {
    const image = 'dkg-website/site:latest';
    const previous = docker(['image', 'inspect', '-f', '{{.Id}}', image]);
    // A changed image: the same build with another label (a new release differs the same way to Docker).
    const context = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-upgrade-'));
    fs.writeFileSync(
      path.join(context, 'Dockerfile'),
      `FROM ${image}\nLABEL org.dkg.release="${Date.now()}"\n`,
    );
    docker(['build', '-q', '-t', image, context]);
    fs.rmSync(context, { recursive: true, force: true });
    const { failures } = await underLoad('a rolling upgrade of the site', async () => {
      report(lastLine(await scriptAsync('upgrade.sh'), 'upgrade:'));
    });
    const now = docker(['image', 'inspect', '-f', '{{.Id}}', image]);
    expect(now).not.toBe(previous);
    const replicas = containers('site');
    expect(replicas).toHaveLength(3);
    for (const id of replicas) expect(docker(['inspect', '-f', '{{.Image}}', id])).toBe(now);
    expect(failures).toEqual([]);
  });

  it('when an operator adds the monitoring profile, then Prometheus scrapes every replica, every edge, nginx and itself, loads every alert, and the last backup is known', async () => {
    const started = Date.now();
    compose(['--profile', 'monitoring', 'up', '-d']);
    try {
      await waitHealthy();
      report(`monitoring healthy ${((Date.now() - started) / 1000).toFixed(1)} s after up`);
      const replicas = containers('site').map((id) => `${address(id)}:3000`);
      const edges = containers('varnish').map((id) => `${address(id)}:9131`);
      expect([replicas.length, edges.length]).toEqual([3, 2]);

      type Target = { labels: Record<string, string>; health: string; lastError: string };
      const targets = await waitForStack(
        'every target of Prometheus up, each replica among them',
        async () => {
          const data = await prometheusApi<{ activeTargets: Target[] }>('/api/v1/targets?state=active');
          const active = data?.activeTargets ?? [];
          const found = (job: string) =>
            active
              .filter((target) => target.labels.job === job)
              .map((t) => t.labels.instance)
              .sort()
              .join();
          const down = active.filter((target) => target.health !== 'up');
          // Told in the timeout's message: what is not up yet, and which replicas and edges it found.
          if (
            down.length > 0 ||
            found('site') !== [...replicas].sort().join() ||
            found('edge') !== [...edges].sort().join()
          ) {
            throw new Error(
              `down: ${down.map((t) => `${t.labels.instance} ${t.lastError}`).join('; ')}; replicas found: ${found('site')}; edges found: ${found('edge')}`,
            );
          }
          return active;
        },
        { timeoutMs: 120_000, intervalMs: 1000 },
      );
      const jobs = targets.map((target) => `${target.labels.job} ${target.health}`);
      expect([...new Set(jobs)].sort()).toEqual(['edge up', 'nginx up', 'prometheus up', 'site up']);
      report(`Prometheus: ${targets.length} targets up (${jobs.join(', ')})`);

      const alerts = [
        ...fs
          .readFileSync(path.join(root, 'deploy/prometheus/alerts.yml'), 'utf8')
          .matchAll(/^\s*- alert: (\w+)$/gm),
      ].map((match) => match[1]);
      type Rule = { name: string; health: string; lastError?: string };
      const rules = await waitForStack('every rule evaluated', async () => {
        const data = await prometheusApi<{ groups: Array<{ rules: Rule[] }> }>('/api/v1/rules');
        const all = data?.groups.flatMap((group) => group.rules) ?? [];
        return all.length > 0 && all.every((rule) => rule.health !== 'unknown') ? all : undefined;
      });
      expect(rules.map((rule) => `${rule.name} ${rule.health}${rule.lastError ?? ''}`)).toEqual(
        alerts.map((alert) => `${alert} ok`),
      );

      // The backup step before left its time in the site's data volume, and the restore kept it.
      const backups = await waitForStack('the last backup’s time scraped', async () => {
        const data = await prometheusApi<{ result: Array<{ value: [number, string] }> }>(
          `/api/v1/query?query=${encodeURIComponent('max(backup_last_success_timestamp_seconds{job="site"})')}`,
        );
        return data?.result.length ? { seconds: Number(data.result[0].value[1]) } : undefined;
      });
      expect(Date.now() / 1000 - backups.seconds).toBeLessThan(6 * 3600);
    } finally {
      if (process.env.COMPOSE_KEEP !== '1')
        compose(['--profile', 'monitoring', 'down'], { allowFailure: true });
    }
  });
});
