// `npm start`: the local identity provider (in-process), the API and the Vite dev server, with one command.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { readServerConfig } from '../server/config.ts';
import { DEMO_USERS } from '../server/demo-users.ts';
import { startIdentityProvider } from '../server/identity/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
// Values already in the environment win over .env (process.loadEnvFile does not override them).
if (existsSync('.env')) process.loadEnvFile('.env');

const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;

const config = readServerConfig();
const issuerBase = config.issuer.replace(/\/$/, '');
const apiBase = process.env.VITE_API_BASE_URL || `http://127.0.0.1:${config.apiPort}/api/`;
const appUrl = new URL(config.appOrigin);

/** The local provider runs unless VITE_AUTH0_DOMAIN names another identity provider (e.g. an Auth0 tenant). */
function usesLocalProvider(domain: string | undefined): boolean {
  if (!domain) return true;
  try {
    const url = new URL(domain.includes('://') ? domain : `https://${domain}`);
    return ['127.0.0.1', 'localhost'].includes(url.hostname) && Number(url.port) === config.idpPort;
  } catch {
    return false;
  }
}

const localProvider = usesLocalProvider(process.env.VITE_AUTH0_DOMAIN);

/**
 * The first start on a new embedded database loads the demo term, so that a newcomer's reports
 * are not empty; `npm start -- --empty` or AURICLE_DEMO=0 start empty instead. A restart costs
 * nothing: the API is asked to seed only when the database directory does not exist yet (and it
 * still refuses a database holding anyone's data: server/api/seed/demo-on-first-start.ts).
 * PostgreSQL is never seeded here: it is an administrator's database, where demo students would
 * show in every total report, and `npm run seed:demo` works there while the servers run.
 */
function demoWanted(value = ''): boolean {
  if (/^(|1|true|yes)$/i.test(value.trim())) return true;
  if (/^(0|false|no)$/i.test(value.trim())) return false;
  console.error(`[start] AURICLE_DEMO must be 1 (load the demo term into a new database) or 0 (start empty), not "${value}".`);
  process.exit(1);
}
const emptyRequested = process.argv.includes('--empty') || !demoWanted(process.env.AURICLE_DEMO);
const embeddedDbDir = path.join(config.dataDir, 'db');
const newEmbeddedDb = !config.databaseUrl && !existsSync(embeddedDbDir);
const seedDemo = newEmbeddedDb && !emptyRequested;

// The SPA must use exactly the issuer the provider signs with, the API the audience it checks.
const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  VITE_AUTH0_DOMAIN: process.env.VITE_AUTH0_DOMAIN || issuerBase,
  VITE_AUTH0_CLIENT_ID: process.env.VITE_AUTH0_CLIENT_ID || config.clientId,
  VITE_AUTH0_AUDIENCE: process.env.VITE_AUTH0_AUDIENCE || config.audience,
  VITE_API_BASE_URL: apiBase,
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
};

function binPath(pkg: string, name: string): string {
  const manifestPath = createRequire(import.meta.url).resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  if (!bin) throw new Error(`${pkg} has no ${name} binary`);
  return path.join(path.dirname(manifestPath), bin);
}

interface Child {
  name: string;
  process: ChildProcess;
}

const children: Child[] = [];
let closeIdentityProvider: (() => Promise<void>) | undefined;
let stopping = false;

function pipeLines(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream): void {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    // Each child leads its own process group, so tsx's and Vite's own children stop with it.
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

async function stopAll(exitCode: number, reason?: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (reason) console.error(`\n[start] ${reason}; stopping everything.`);
    const exits = children.map(
      ({ process: child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          signalGroup(child, 'SIGTERM');
          setTimeout(() => {
            signalGroup(child, 'SIGKILL');
            resolve();
          }, STOP_GRACE_MS).unref();
        }),
    );
    await Promise.all([...exits, closeIdentityProvider?.().catch(() => undefined)]);
    process.exit(exitCode);
  }
  return new Promise<never>(() => undefined);
}

function startChild(name: string, args: string[]): void {
  // Detached: Ctrl-C reaches only this script, which then stops the children in order.
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.push({ name, process: child });
  pipeLines(name, child.stdout, process.stdout);
  pipeLines(name, child.stderr, process.stderr);
  child.on('error', (error) => void stopAll(1, `${name} could not start: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (!stopping) void stopAll(code || 1, `${name} exited (${signal ?? `code ${code}`})`);
  });
}

async function waitUntilAnswering(name: string, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

/** What the banner says about the database and the demo term. */
function databaseLines(): string[] {
  const more = (line: string): string => `${' '.repeat(22)}${line}`;
  if (config.databaseUrl) return ['  Database:           PostgreSQL (DATABASE_URL); load demo data with `npm run seed:demo`'];
  const shown = path.relative(root, embeddedDbDir).startsWith('..') ? embeddedDbDir : path.relative(root, embeddedDbDir);
  if (seedDemo) {
    return [
      `  Database:           ${shown} (embedded), new: the demo term was loaded into it`,
      more("(sixty students' results over four months: see the [api] line above)."),
      more(`To start empty instead: stop, delete ${shown}, run \`npm start -- --empty\`.`),
    ];
  }
  if (newEmbeddedDb) {
    return [
      `  Database:           ${shown} (embedded), new and empty (--empty or AURICLE_DEMO=0).`,
      more('To load the demo term: stop, run `npm run seed:demo`, start again.'),
    ];
  }
  return [`  Database:           ${shown} (embedded)${emptyRequested ? '; --empty applies only to a new database' : ''}`];
}

function banner(): string {
  const accounts = DEMO_USERS.map((user) => ({
    email: user.email,
    password: user.password,
    role: user.permissions.includes('read:admin') ? 'teacher (read:admin)' : 'student',
    organization: user.profile?.organization ?? '- (asked at first sign-in)',
  }));
  const widths = {
    email: Math.max(6, ...accounts.map((a) => a.email.length)),
    password: Math.max(8, ...accounts.map((a) => a.password.length)),
    role: Math.max(4, ...accounts.map((a) => a.role.length)),
  };
  const row = (email: string, password: string, role: string, organization: string): string =>
    `    ${email.padEnd(widths.email)}  ${password.padEnd(widths.password)}  ${role.padEnd(widths.role)}  ${organization}`;
  const rule = '='.repeat(78);
  const lines = [
    '',
    rule,
    '  Auricle is running',
    '',
    `  App:                ${config.appOrigin}/`,
    `  API:                ${apiBase}`,
    `  Identity provider:  ${localProvider ? `${config.issuer} (local)` : `${childEnv.VITE_AUTH0_DOMAIN} (external)`}`,
    `  Data directory:     ${config.dataDir}`,
    ...databaseLines(),
    '',
    localProvider ? '  Demo accounts:' : '  Demo accounts (local identity provider only, not active now):',
    row('e-mail', 'password', 'role', 'organization'),
    ...accounts.map((a) => row(a.email, a.password, a.role, a.organization)),
    '',
    '  Press Ctrl-C to stop.',
    rule,
    '',
  ];
  return lines.join('\n');
}

process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));
process.on('exit', () => children.forEach(({ process: child }) => signalGroup(child, 'SIGKILL')));

try {
  if (localProvider) {
    const idp = await startIdentityProvider(config);
    closeIdentityProvider = idp.close;
    console.info(`[start] identity provider listening at ${idp.url}`);
  } else {
    console.info(`[start] VITE_AUTH0_DOMAIN=${process.env.VITE_AUTH0_DOMAIN}: not starting the local identity provider`);
  }
  startChild('api', [binPath('tsx', 'tsx'), 'server/api/main.ts', ...(seedDemo ? ['--seed-demo'] : [])]);
  startChild('vite', [binPath('vite', 'vite'), '--host', appUrl.hostname, '--port', appUrl.port || '80', '--strictPort']);

  await Promise.all([
    localProvider ? waitUntilAnswering('identity provider', `${config.issuer}.well-known/openid-configuration`) : undefined,
    waitUntilAnswering('API', `http://127.0.0.1:${config.apiPort}/api/ready`),
    waitUntilAnswering('app', `${config.appOrigin}/`),
  ]);
  if (!stopping) console.info(banner());
} catch (error) {
  await stopAll(1, error instanceof Error ? error.message : String(error));
}
