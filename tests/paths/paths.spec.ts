import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type TestInfo } from '@playwright/test';
import { activeStates, allTransitions, atomicStates, chartPaths, eventLabel, startShadow, transientStates, type ChartPath, type PathsMode } from './support/chart';
import { pageShows } from './support/page';
import type { ChartTotals, PathRecord, Start, StepRecord, Ui, UiModel } from './support/ui-model';
import { uiModels } from './models';

// Generated path tests through the real shop: for every modelled chart, the paths xstate/graph finds in the chart
// (TALAT_PATHS=full: every transition the UI can take; else the shortest path to every state) are walked in
// Chromium. Each step does what the event's mapping says in the page and then asserts what its state's mapping
// says the person sees. The first step that fails ends the path with the event, the expected state, what the page
// showed and a screenshot. Results go to the reporter (tests/paths/support/paths-reporter.ts) as attachments.

const mode: PathsMode = process.env.TALAT_PATHS === 'full' ? 'full' : 'shortest';
const flows = (process.env.TALAT_PATHS_FLOW ?? '').split(',').map((flow) => flow.trim()).filter(Boolean);
const SCREENS = resolve('.tmp/paths-screens');

function attach(info: TestInfo, name: string, body: unknown): Promise<void> {
  return info.attach(name, { body: JSON.stringify(body), contentType: 'application/json' });
}

/** `cookieConsent.deciding --(always)#0--> …` → `deciding` when that state is transient. */
function transientsLeft(model: UiModel, taken: string[]): string[] {
  const transient = transientStates(model.machine);
  return taken.map((key) => key.split(' --')[0]!.slice(model.machine.id.length + 1)).filter((state) => transient.has(state));
}

async function walk(model: UiModel, start: Start, path: ChartPath, pathId: string, ui: Ui, info: TestInfo): Promise<void> {
  const record: PathRecord = { flow: model.flow, pathId, start: start.name, steps: [], ok: false, statesReached: [], transitionsTaken: [] };
  const { shadow, initial } = startShadow(model, start);
  const transient = transientStates(model.machine);
  try {
    for (const [index, step] of path.steps.entries()) {
      const next = path.steps[index + 1];
      const first = index === 0;
      const mapping = first ? undefined : model.on[step.event.type];
      const expected = activeStates(step.state);
      const entry: StepRecord = {
        event: first ? 'start' : eventLabel(model, step.event),
        does: first ? `open the shop as ${start.name}` : (mapping?.does ?? '(no mapping)'),
        state: expected.join(' + '),
        sees: expected.map((state) => model.states[state]?.sees ?? '(no mapping)').join('; '),
        ok: false,
      };
      record.steps.push(entry);
      const began = Date.now();
      try {
        // An outcome the next step expects is arranged before this step's action causes it.
        if (next) await model.on[next.event.type]?.arrangeBefore?.(ui, next.event);
        if (first) await start.open(ui);
        else if (mapping) await mapping.perform(ui, step.event, path.steps[index - 1]!.state);
        else throw new Error(`no UI mapping for the event ${step.event.type}`);
        const taken = first ? initial : shadow.step(step.event);
        for (const state of expected) {
          if (transient.has(state)) continue;
          const sees = model.states[state];
          if (!sees) throw new Error(`no page assertion for the state ${state}`);
          await sees.check(ui, step.state);
        }
        entry.ok = true;
        entry.ms = Date.now() - began;
        record.statesReached.push(...expected, ...transientsLeft(model, taken));
        record.transitionsTaken.push(...taken);
      } catch (error) {
        entry.failure = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 6).join('\n');
        entry.shown = await pageShows(ui.page);
        mkdirSync(SCREENS, { recursive: true });
        const file = resolve(SCREENS, `${pathId}.png`);
        await ui.page.screenshot({ path: file, fullPage: false }).then(
          () => (entry.screenshot = file),
          () => undefined,
        );
        throw new Error(
          `${pathId} failed at step ${index}: event ${entry.event} (${entry.does}), expected state ${entry.state} (${entry.sees})\n` +
            `page showed:\n${entry.shown}\n${entry.failure}`,
          { cause: error },
        );
      }
    }
    record.ok = true;
  } finally {
    shadow.stop();
    await attach(info, 'path-walk', record);
  }
}

for (const model of uiModels.filter((m) => flows.length === 0 || flows.includes(m.flow))) {
  test.describe(model.flow, () => {
    const paths = chartPaths(model, mode);

    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from its first parameter's pattern: this one uses none
    test(`${model.flow}: the model maps every state or says why the UI cannot reach it`, async ({}, info) => {
      const totals: ChartTotals = {
        flow: model.flow,
        chartFile: model.chartFile,
        mode,
        paths: paths.length,
        allStates: atomicStates(model.machine),
        allTransitions: allTransitions(model.machine),
        unreachable: model.unreachable,
      };
      await attach(info, 'chart-totals', totals);
      const transient = transientStates(model.machine);
      const excluded = (state: string) => Object.keys(model.unreachable.states).some((out) => state === out || state.startsWith(`${out}.`));
      const unmapped = totals.allStates.filter((state) => !transient.has(state) && !model.states[state] && !excluded(state));
      expect(unmapped, 'states with neither a page assertion nor a reason').toEqual([]);
      const unknown = [...Object.keys(model.unreachable.transitions)].filter((key) => !totals.allTransitions.includes(key));
      expect(unknown, 'unreachable transitions the chart no longer has').toEqual([]);
    });

    for (const [index, { start, path }] of paths.entries()) {
      const pathId = `${model.flow}-${String(index + 1).padStart(2, '0')}`;
      const steps = path.steps.slice(1).map((step) => eventLabel(model, step.event));
      test(`${pathId}: ${['start', ...steps].join(' → ')}`, async ({ page, context, baseURL }, info) => {
        await walk(model, start, path, pathId, { page, context, baseURL: baseURL ?? '' }, info);
      });
    }
  });
}
