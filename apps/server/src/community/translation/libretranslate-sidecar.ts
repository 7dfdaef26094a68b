import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { joinUrl } from './provider-http.ts';

/**
 * A LibreTranslate that `npm start` runs beside the app (LIBRETRANSLATE_COMMAND): no npm package ships
 * translation models, so the app cannot embed a translator, but it can start one and keep it running.
 * It is spawned through the shell in a process group of its own (the command may be a script, `docker
 * run`, or `libretranslate` with flags), polled on GET /languages until it answers (loading its models
 * can take minutes on a first start), restarted with growing pauses when it dies, and stopped with the
 * app: SIGTERM to its group, SIGKILL after a grace.
 */
export interface SidecarTiming {
  /** How often /languages is asked while it starts. */
  pollMs: number;
  probeTimeoutMs: number;
  /** How often "still loading" is logged. */
  progressLogMs: number;
  /** A start that has not answered by then is taken for hung: stopped and started again. */
  readyTimeoutMs: number;
  /** The pause before the first restart, doubled after each restart that did not get ready. */
  restartDelayMs: number;
  maxRestartDelayMs: number;
  /** Between SIGTERM and SIGKILL when it stops. */
  stopGraceMs: number;
}

export const SIDECAR_TIMING: SidecarTiming = {
  pollMs: 500,
  probeTimeoutMs: 2000,
  progressLogMs: 15_000,
  readyTimeoutMs: 10 * 60_000,
  restartDelayMs: 1000,
  maxRestartDelayMs: 60_000,
  stopGraceMs: 5000,
};

export interface LibreTranslateSidecar {
  /** Whether it has answered /languages since it last (re)started. */
  isReady(): boolean;
  /** Resolves the next time it is ready (at once when it is). */
  whenReady(): Promise<void>;
  /** The process id of the running command (the shell that leads its group), if one runs. */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

const OUTPUT_LINE_MAX = 500;

export function startLibreTranslateSidecar(options: {
  command: string;
  url: string;
  log: FastifyBaseLogger;
  timing?: Partial<SidecarTiming>;
}): LibreTranslateSidecar {
  const timing = { ...SIDECAR_TIMING, ...options.timing };
  const log = options.log.child({ sidecar: 'libretranslate' });
  const languagesUrl = joinUrl(options.url, '/languages');
  let child: ChildProcess | null = null;
  let ready = false;
  let stopping = false;
  let generation = 0;
  let restartDelay = timing.restartDelayMs;
  let restartTimer: NodeJS.Timeout | undefined;
  let readyWaiters: (() => void)[] = [];
  let exitWaiters: (() => void)[] = [];

  const signalGroup = (signal: NodeJS.Signals) => {
    if (!child?.pid) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // The app leaving by any road (process.exit on a failed start, a crash) takes its translator along.
  const onProcessExit = () => signalGroup('SIGTERM');
  process.on('exit', onProcessExit);

  const launch = () => {
    generation += 1;
    ready = false;
    log.info({ command: options.command, url: options.url }, 'starting LibreTranslate beside the app');
    const started = spawn(options.command, {
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    for (const stream of [started.stdout, started.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        // Its own start-up output (model downloads) is worth seeing; once it serves, only at debug.
        log[ready ? 'debug' : 'info'](line.slice(0, OUTPUT_LINE_MAX));
      });
    }
    started.on('error', (error) => log.error({ err: error }, 'LibreTranslate could not be started'));
    started.on('exit', (code, signal) => onExit(started, code, signal));
    void watchStart(generation);
  };

  const onExit = (exited: ChildProcess, code: number | null, signal: NodeJS.Signals | null) => {
    if (child !== exited) return;
    child = null;
    ready = false;
    generation += 1;
    if (stopping) {
      for (const resolve of exitWaiters) resolve();
      exitWaiters = [];
      return;
    }
    log.warn(
      { code, signal, restartInMs: restartDelay },
      code === 127
        ? 'LibreTranslate command not found; trying again'
        : 'LibreTranslate stopped; restarting it',
    );
    restartTimer = setTimeout(launch, restartDelay);
    restartDelay = Math.min(restartDelay * 2, timing.maxRestartDelayMs);
  };

  const answers = async (): Promise<boolean> => {
    try {
      const response = await fetch(languagesUrl, { signal: AbortSignal.timeout(timing.probeTimeoutMs) });
      return response.ok && Array.isArray(await response.json());
    } catch {
      return false;
    }
  };

  const watchStart = async (mine: number) => {
    const startedAt = performance.now();
    let loggedAt = startedAt;
    while (mine === generation && !stopping) {
      if (await answers()) {
        if (mine !== generation || stopping) return;
        ready = true;
        restartDelay = timing.restartDelayMs;
        log.info(
          { url: options.url, tookMs: Math.round(performance.now() - startedAt) },
          'LibreTranslate is ready',
        );
        for (const resolve of readyWaiters) resolve();
        readyWaiters = [];
        return;
      }
      const waited = performance.now() - startedAt;
      if (waited > timing.readyTimeoutMs) {
        log.error({ waitedMs: Math.round(waited) }, 'LibreTranslate did not answer in time; restarting it');
        signalGroup('SIGKILL');
        return;
      }
      if (performance.now() - loggedAt >= timing.progressLogMs) {
        loggedAt = performance.now();
        log.info(
          { waitedS: Math.round(waited / 1000), url: languagesUrl },
          'waiting for LibreTranslate to load its language models; content is shown untranslated until then',
        );
      }
      await sleep(timing.pollMs);
    }
  };

  launch();

  return {
    isReady: () => ready,
    whenReady: () => (ready ? Promise.resolve() : new Promise((resolve) => readyWaiters.push(resolve))),
    get pid() {
      return child?.pid;
    },
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      process.off('exit', onProcessExit);
      if (!child) return;
      const exited = new Promise<void>((resolve) => exitWaiters.push(resolve));
      signalGroup('SIGTERM');
      const killer = setTimeout(() => signalGroup('SIGKILL'), timing.stopGraceMs);
      await exited;
      clearTimeout(killer);
      log.info('LibreTranslate stopped with the app');
    },
  };
}
