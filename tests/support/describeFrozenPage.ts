import { readdirSync, readFileSync } from 'node:fs';
import { type Page, test } from '@playwright/test';

/** CPU ticks of every thread of every Chromium renderer on this machine, by "pid/tid name". */
function rendererThreadTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        // utime and stime are fields 14 and 15; the name in parentheses may hold spaces, so count after it.
        const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        ticks.set(`${pid}/${tid} ${name}`, Number(fields[11]) + Number(fields[12]));
      }
    } catch {
      // The process ended while it was read.
    }
  }
  return ticks;
}

/**
 * What this page's own main thread worked at while `meanwhile` ran, from Chromium's Performance domain (script, layout,
 * style, tasks), in ms; one session for both samples, since enabling the domain starts its counters anew.
 */
async function pageWorkDuring(page: Page, meanwhile: Promise<unknown>): Promise<string> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Performance.enable');
    const sample = async () =>
      new Map(
        (await session.send('Performance.getMetrics')).metrics
          .filter((metric) => metric.name.endsWith('Duration'))
          .map((metric) => [metric.name, metric.value]),
      );
    const before = await sample();
    await meanwhile;
    const after = await sample();
    return [...after]
      .map(([name, total]) => `${name.replace(/Duration$/, '')} ${Math.round((total - (before.get(name) ?? total)) * 1000)} ms`)
      .join(', ');
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** Trace categories that show whether the page's compositor is offered frames and what its scheduler waits for. */
const compositorCategories = [
  'cc',
  'viz',
  'gpu',
  'blink',
  'toplevel',
  'renderer.scheduler',
  'disabled-by-default-cc.debug.scheduler',
  'disabled-by-default-cc.debug.scheduler.frames',
];

interface TraceEvent {
  readonly name: string;
  readonly pid: number;
  readonly args?: { readonly name?: string; readonly cc_scheduler_state?: SchedulerState };
}

interface SchedulerState {
  readonly observing_begin_frame_source?: boolean;
  readonly begin_frame_source_state?: { readonly paused?: boolean; readonly num_observers?: number };
  readonly state_machine?: { readonly major_state?: Record<string, string>; readonly minor_state?: Record<string, unknown> };
}

/** The scheduler's own words for where it stands: its major states and every minor flag that is set. */
function describeScheduler(state: SchedulerState | undefined): string {
  if (!state) return 'no scheduler state';
  const major = Object.values(state.state_machine?.major_state ?? {}).join(' ');
  const flags = Object.entries(state.state_machine?.minor_state ?? {})
    .filter(([, value]) => value === true)
    .map(([name]) => name)
    .join(' ');
  const source = state.begin_frame_source_state;
  return `${major}; set: ${flags}; observing begin frames ${state.observing_begin_frame_source}, source paused ${source?.paused}, observers ${source?.num_observers}`;
}

/**
 * Two seconds of the browser's trace while the page draws nothing, with one animation frame asked for in it, kept
 * beside the test's other output: for each renderer, how many events it had and the last state its compositor's
 * scheduler reported (which names what it waits for), and how many frames the display compositor began.
 */
async function compositorTrace(page: Page): Promise<string> {
  const browser = page.context().browser();
  if (!browser) return 'no browser to trace';
  const path = test.info().outputPath('stalled-compositor-trace.json');
  await browser.startTracing(undefined, { path, categories: compositorCategories });
  await framesRun(page, 2000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const processes = new Map(events.filter((event) => event.name === 'process_name').map((event) => [event.pid, event.args?.name ?? '']));
  const perRenderer = [...processes]
    .filter(([, name]) => name === 'Renderer')
    .map(([pid]) => {
      const own = events.filter((event) => event.pid === pid);
      const scheduler = own.filter((event) => event.args?.cc_scheduler_state).at(-1)?.args?.cc_scheduler_state;
      return `renderer ${pid}: ${own.length} events, ${own.filter((event) => event.name === 'BeginFrameArgs').length} begin frames, ${describeScheduler(scheduler)}`;
    });
  const displayFrames = events.filter((event) => event.name === 'DisplayScheduler::BeginFrame').length;
  return `${perRenderer.join(' | ') || 'no renderer in the trace'} | display compositor began ${displayFrames} frames (trace at ${path})`;
}

/** The test annotation that carries a stalled page's reading to `stalledFramesReporter.ts`. */
export const stalledFramesAnnotation = 'stalled frames';

/**
 * Whether the page runs an animation frame within `ms`: `true`, `false` when its main thread answered but no frame
 * came, or why there was no answer. Asked in a world of its own, whose timers and animation frames are the browser's
 * even where the test installed Playwright's fake clock in the page's world.
 */
export async function framesRun(page: Page, ms: number): Promise<boolean | string> {
  const session = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await session.send('Page.getFrameTree');
    const { executionContextId } = await session.send('Page.createIsolatedWorld', {
      frameId: frameTree.frame.id,
      worldName: 'frames watch',
    });
    const asked = session.send('Runtime.evaluate', {
      contextId: executionContextId,
      awaitPromise: true,
      returnByValue: true,
      expression: `new Promise((resolve) => { requestAnimationFrame(() => resolve(true)); setTimeout(() => resolve(false), ${ms}); })`,
    });
    // A main thread that does not answer at all is busy or hung: that is not a compositor without frames.
    const silence = new Promise<string>((resolve) => setTimeout(() => resolve(`no answer in ${ms + 5000} ms`), ms + 5000));
    const answer = await Promise.race([asked, silence]);
    if (typeof answer === 'string') return answer;
    const value: unknown = answer.result.value;
    return typeof value === 'boolean' ? value : `answered ${JSON.stringify(answer.result)}`;
  } catch (error) {
    return `not asked: ${(error as Error).message}`;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** What the page itself knows: visibility, scroll, size, and whether it ever painted. */
function pageState(page: Page): Promise<unknown> {
  return page
    .evaluate(() => ({
      visibility: document.visibilityState,
      focus: document.hasFocus(),
      scrollY: Math.round(scrollY),
      size: `${innerWidth}x${innerHeight}@${devicePixelRatio}`,
      animations: document.getAnimations().length,
      sinceLoad: Math.round(performance.now()),
      paints: performance.getEntriesByType('paint').map((entry) => `${entry.name}@${Math.round(entry.startTime)}`),
    }))
    .catch((error: Error) => `evaluate failed: ${error.message}`);
}

/** Steps that each make the browser draw anew in a different layer: the page, the tab, the window. */
const nudges: ReadonlyArray<readonly [string, (page: Page) => Promise<unknown>]> = [
  ['a scroll by the page', (page) => page.evaluate(() => scrollBy(0, -1))],
  ['the tab brought to front', (page) => page.bringToFront()],
  [
    'the viewport resized and back',
    async (page) => {
      const size = page.viewportSize();
      if (!size) return;
      await page.setViewportSize({ width: size.width - 1, height: size.height });
      await page.setViewportSize(size);
    },
  ],
];

/**
 * What a page looks like from outside when an action waits longer than it should: whether its main thread answers,
 * whether it still runs animation frames, whether it ever painted, its visibility, size and scroll, which renderer
 * threads are busy, and which nudge (the page, the tab, the window) brings frames back. Debian's headless shell
 * now and then stopped producing frames for one page while its scripts still ran (docs/testing.md, "A page that stops
 * producing frames"); should any Chromium do so again, this prints what the next look at that needs.
 */
export async function describeFrozenPage(page: Page, action: string): Promise<string> {
  const before = rendererThreadTicks();
  const watched = Promise.all([framesRun(page, 3000), new Promise((resolve) => setTimeout(resolve, 3000))]);
  // Whether this page's own main thread worked while no frame came, and at what.
  const work = await pageWorkDuring(page, watched).catch((error: Error) => `unknown (${error.message})`);
  const [frames] = await watched;
  const after = rendererThreadTicks();
  const busy = [...after]
    .map(([thread, total]) => [thread, total - (before.get(thread) ?? total)] as const)
    .filter(([, delta]) => delta > 30)
    .sort((a, b) => b[1] - a[1])
    .map(([thread, delta]) => `${thread} ${delta} ticks`);
  const state = await pageState(page);
  const nudged: string[] = [];
  const trace = frames === false ? await compositorTrace(page).catch((error: Error) => `trace failed: ${error.message}`) : 'not taken';
  if (frames === false) {
    for (const [name, nudge] of nudges) {
      await nudge(page).catch((error: Error) => nudged.push(`${name} failed: ${error.message}`));
      const again = await framesRun(page, 3000);
      nudged.push(`after ${name}: frames run ${again}`);
      if (again === true) break;
    }
  }
  return `${action} is slow on ${page.url()}: frames run ${frames}; ${JSON.stringify(state)}; renderer threads busy over 3 s: ${busy.join(', ') || 'none'}; this page's main thread over 3 s: ${work || 'unknown'}; compositor trace: ${trace}; ${nudged.join('; ')}`;
}
