/**
 * A throwaway PostgreSQL cluster for tests, CI and the bench: initdb in a temporary directory,
 * a free loopback port, its unix socket in that directory, durability off unless asked for
 * (fsync), one database, a random password. `stop()` stops it and deletes the directory.
 *
 *   tsx scripts/pg-scratch.ts                          prints the URL, stops on Ctrl-C
 *   tsx scripts/pg-scratch.ts [--env NAME] -- cmd ...  runs cmd with NAME (default TEST_DATABASE_URL)
 *                                                      set to the URL, then stops; cmd's exit code
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const USER = 'auricle';
const DATABASE = 'auricle';
/** initdb refuses to run as root: a root process runs the server binaries as this system user (Debian's package creates it). */
const ROOT_RUNS_AS = 'postgres';

export interface ScratchPostgres {
  url: string;
  stop(): Promise<void>;
}

function hasServerBinaries(dir: string): boolean {
  return existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));
}

/** Where initdb and pg_ctl are: `pg_config --bindir`, Debian's /usr/lib/postgresql/<version>/bin, or PATH; null without a server. */
export async function findPostgresBinDir(): Promise<string | null> {
  const fromPgConfig = await run('pg_config', ['--bindir']).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  // Debian's pg_config (libpq-dev) names a bindir even when only the client is installed.
  if (fromPgConfig && hasServerBinaries(fromPgConfig)) return fromPgConfig;
  const debianRoot = '/usr/lib/postgresql';
  const debianVersions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...debianVersions.map((version) => path.join(debianRoot, version, 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  ];
  return candidates.find(hasServerBinaries) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A server binary's command line, as ROOT_RUNS_AS when this process is root. */
function serverCommand(binary: string, args: string[], asRoot: boolean): [string, ...string[]] {
  return asRoot ? ['runuser', '-u', ROOT_RUNS_AS, '--', binary, ...args] : [binary, ...args];
}

/** Runs a server binary; its stderr in the error when it fails. */
async function runServerBinary(binary: string, args: string[], cwd: string, asRoot: boolean): Promise<void> {
  const [file, ...fileArgs] = serverCommand(binary, args, asRoot);
  try {
    await run(file, fileArgs, { cwd });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(binary)} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/**
 * A detached shell that stops the cluster and deletes its directory once this process is gone
 * without calling stop() (killed by a test runner's timeout, SIGKILL, a closed terminal):
 * pg_ctl's server outlives its parent, and an orphan holds a port and shared memory until reboot.
 */
function startWatchdog(stopCommand: string[], root: string): ChildProcess {
  const quote = (word: string): string => `'${word.replaceAll("'", `'\\''`)}'`;
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${stopCommand.map(quote).join(' ')} >/dev/null 2>&1; rm -rf ${quote(root)}`;
  const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watchdog.unref();
  return watchdog;
}

async function idOf(user: string, flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, user]).catch((error: unknown) => {
    throw new Error(`As root, PostgreSQL runs as the system user "${user}", which does not exist (Debian's postgresql package creates it)`, {
      cause: error,
    });
  });
  return Number(stdout.trim());
}

export interface ScratchPostgresOptions {
  /**
   * Keep PostgreSQL's durability (fsync, synchronous commit, full page writes) as a real server
   * has it: for figures (the bench), where a commit's cost is part of what is measured.
   */
  durable?: boolean;
}

export async function startScratchPostgres({ durable = false }: ScratchPostgresOptions = {}): Promise<ScratchPostgres> {
  const binDir = await findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found (pg_config --bindir, /usr/lib/postgresql/*/bin, PATH)');
  const asRoot = process.getuid?.() === 0;
  const root = await mkdtemp(path.join(tmpdir(), 'auricle-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const password = randomBytes(16).toString('hex');
  const pgCtl = path.join(binDir, 'pg_ctl');
  // immediate: nothing in a throwaway cluster needs a clean shutdown.
  const stopArgs = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
  let watchdog: ChildProcess | null = null;
  const stop = async (): Promise<void> => {
    if (watchdog) {
      watchdog.kill();
      watchdog = null;
      await runServerBinary(pgCtl, stopArgs, root, asRoot).catch(() => undefined);
    }
    await rm(root, { recursive: true, force: true });
  };
  try {
    await writeFile(path.join(root, 'password'), password, { mode: 0o600 });
    if (asRoot) {
      const [uid, gid] = await Promise.all([idOf(ROOT_RUNS_AS, '-u'), idOf(ROOT_RUNS_AS, '-g')]);
      await chown(root, uid, gid);
      await chown(path.join(root, 'password'), uid, gid);
    }
    await runServerBinary(
      path.join(binDir, 'initdb'),
      ['-D', dataDir, `--username=${USER}`, `--pwfile=${path.join(root, 'password')}`, '--auth=scram-sha-256', '--encoding=UTF8', '--no-locale', '--no-sync'],
      root,
      asRoot,
    );
    watchdog = startWatchdog(serverCommand(pgCtl, stopArgs, asRoot), root);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${root}`,
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      '-c max_connections=200',
    ].join(' ');
    await runServerBinary(pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start'], root, asRoot).catch(
      async (error: unknown) => {
        const log = await readFile(logFile, 'utf8').catch(() => '');
        throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log.split('\n').slice(-15).join('\n')}`, { cause: error });
      },
    );
    const base = `postgres://${USER}:${password}@127.0.0.1:${port}`;
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await admin.end();
    }
    return { url: `${base}/${DATABASE}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The CLI: see the header comment. */
async function main(argv: string[]): Promise<void> {
  const separator = argv.indexOf('--');
  const options = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const envIndex = options.indexOf('--env');
  const envName = envIndex === -1 ? 'TEST_DATABASE_URL' : options[envIndex + 1];
  if (!envName || (separator !== -1 && command.length === 0)) {
    console.error('usage: tsx scripts/pg-scratch.ts [--env NAME] [-- command args...]');
    process.exit(2);
  }
  const cluster = await startScratchPostgres();
  const [file, ...args] = command;
  if (!file) {
    console.info(cluster.url);
    // Signal listeners alone do not keep Node running.
    const keepAlive = setInterval(() => undefined, 60_000);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    clearInterval(keepAlive);
    await cluster.stop();
    return;
  }
  const child = spawn(file, args, { stdio: 'inherit', env: { ...process.env, [envName]: cluster.url } });
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      console.error(`${file}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  await cluster.stop();
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
