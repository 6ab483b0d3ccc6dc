import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import type { ChartTotals, PathRecord } from './ui-model';

// Prints every walked path as its steps (event → state) with pass or fail and the first failing step, then per
// chart the paths passed and the states and transitions reached through the UI out of all; writes the same as a
// Markdown report for QA (.tmp/paths-report.md unless told otherwise).

interface Options {
  outputFile?: string;
}

function parsed<T>(result: TestResult, name: string): T | undefined {
  const attachment = result.attachments.find((a) => a.name === name);
  return attachment?.body ? (JSON.parse(attachment.body.toString('utf8')) as T) : undefined;
}

const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function stepLines(walk: PathRecord): string[] {
  const out: string[] = [];
  for (const [index, step] of walk.steps.entries()) {
    out.push(`  ${step.ok ? '✓' : '✗'} ${index}. ${step.event} → ${step.state}${step.ms === undefined ? '' : ` (${seconds(step.ms)})`}`);
    if (!step.ok) {
      out.push(`      did: ${step.does}`);
      out.push(`      expected: ${step.state}: ${step.sees}`);
      out.push(...(step.shown ?? '').split('\n').map((line, i) => `      ${i === 0 ? 'page showed: ' : '             '}${line}`));
      out.push(...(step.failure ?? '').split('\n').map((line) => `      ${line}`));
      if (step.screenshot) out.push(`      screenshot: ${relative(process.cwd(), step.screenshot)}`);
    }
  }
  return out;
}

interface ChartSummary {
  totals: ChartTotals;
  walks: PathRecord[];
  states: Set<string>;
  transitions: Set<string>;
}

export default class PathsReporter implements Reporter {
  private readonly outputFile: string;
  private readonly charts = new Map<string, ChartSummary>();
  private readonly others: string[] = [];
  private readonly started = Date.now();

  constructor(options: Options = {}) {
    this.outputFile = resolve(options.outputFile ?? '.tmp/paths-report.md');
  }

  printsToStdio(): boolean {
    return true;
  }

  private chart(flow: string): ChartSummary | undefined {
    return this.charts.get(flow);
  }

  /** Errors outside any test (the shop did not start, a model does not load): printed and kept for the report. */
  onError(error: TestError): void {
    this.others.push(`ERROR ${firstLines(error)}`);
    console.error(`ERROR ${error.message ?? String(error.value ?? '')}`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const totals = parsed<ChartTotals>(result, 'chart-totals');
    if (totals) {
      this.charts.set(totals.flow, { totals, walks: [], states: new Set(), transitions: new Set() });
      const line = `${mark(result.status === 'passed')} ${test.title} (${totals.paths} ${totals.mode} paths)`;
      console.log(`\n== ${totals.flow} (${totals.chartFile})\n${line}`);
      if (result.status !== 'passed') console.log(result.errors.map((e) => `  ${firstLines(e)}`).join('\n'));
      return;
    }
    const walk = parsed<PathRecord>(result, 'path-walk');
    if (!walk) {
      this.others.push(`${mark(result.status === 'passed')} ${test.title}${result.errors.length ? `: ${firstLines(result.errors[0]!)}` : ''}`);
      console.log(this.others.at(-1));
      return;
    }
    const chart = this.chart(walk.flow);
    chart?.walks.push(walk);
    walk.statesReached.forEach((s) => chart?.states.add(s));
    walk.transitionsTaken.forEach((t) => chart?.transitions.add(t));
    console.log(`${mark(walk.ok)} ${walk.pathId} (${walk.start}, ${seconds(result.duration)})`);
    console.log(stepLines(walk).join('\n'));
  }

  onEnd(result: FullResult): void {
    const lines = [...this.charts.values()].map((chart) => summaryLine(chart));
    console.log(`\n== Coverage through the UI (${result.status}, ${seconds(Date.now() - this.started)})`);
    console.log(lines.map((line) => `  ${line}`).join('\n'));
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, this.markdown(result));
    console.log(`Report: ${relative(process.cwd(), this.outputFile)}`);
  }

  private markdown(result: FullResult): string {
    const out: string[] = [
      '# Path tests through the real shop',
      '',
      `Run ${new Date(this.started).toISOString()}, ${seconds(Date.now() - this.started)}, result **${result.status}**. ` +
        'Each path is generated from the chart by xstate/graph and walked in Chromium against `npm start`; ' +
        'how to read and extend this: docs/qa.md.',
      '',
      '| chart | mode | paths run | passed | states through the UI | transitions through the UI |',
      '|---|---|---|---|---|---|',
    ];
    for (const chart of this.charts.values()) {
      const { totals, walks } = chart;
      out.push(
        `| ${totals.flow} | ${totals.mode} | ${walks.length} | ${walks.filter((w) => w.ok).length} | ` +
          `${chart.states.size} / ${totals.allStates.length} | ${chart.transitions.size} / ${totals.allTransitions.length} |`,
      );
    }
    for (const chart of this.charts.values()) {
      const { totals, walks } = chart;
      out.push('', `## ${totals.flow}`, '', `Chart: \`${totals.chartFile}\`. ${summaryLine(chart)}.`, '');
      for (const walk of walks) {
        out.push(`### ${mark(walk.ok)} ${walk.pathId} (${walk.start})`, '');
        for (const [index, step] of walk.steps.entries()) {
          out.push(`${index + 1}. ${step.ok ? '✓' : '✗'} **${step.event}** (${step.does}) → \`${step.state}\`: ${step.sees}`);
          if (!step.ok) {
            out.push('', '   **First failing step.** The page showed:', '', '   ```', ...(step.shown ?? '').split('\n').map((l) => `   ${l}`), '   ```');
            out.push('', '   ```', ...(step.failure ?? '').split('\n').map((l) => `   ${l}`), '   ```');
            if (step.screenshot) out.push('', `   Screenshot: \`${relative(process.cwd(), step.screenshot)}\``);
          }
        }
        out.push('');
      }
      const missedStates = totals.allStates.filter((s) => !chart.states.has(s));
      const missedTransitions = totals.allTransitions.filter((t) => !chart.transitions.has(t));
      out.push('#### Not reached through the UI', '');
      if (missedStates.length + missedTransitions.length === 0) out.push('Nothing: every state and transition was reached.');
      for (const state of missedStates) out.push(`- state \`${state}\`: ${stateReason(totals, state) ?? '**not walked** (no path reached it, or its path failed)'}`);
      for (const t of missedTransitions) out.push(`- transition \`${t}\`: ${reasonFor(totals, t) ?? '**not walked** (no path took it, or its path failed)'}`);
      out.push('');
    }
    if (this.others.length) out.push('## Other tests', '', ...this.others.map((l) => `- ${l}`), '');
    return out.join('\n');
  }
}

/** Why a state is left out: its own reason or that of a state it lies in. */
function stateReason(totals: ChartTotals, state: string): string | undefined {
  const { states } = totals.unreachable;
  const within = Object.keys(states).find((out) => state === out || state.startsWith(`${out}.`));
  return within ? states[within] : undefined;
}

/** Why a transition is left out: its own reason, its event's, or that of the state it leaves or enters. */
function reasonFor(totals: ChartTotals, key: string): string | undefined {
  const { states, transitions, events } = totals.unreachable;
  const match = /^(\S+) --(.+)#\d+--> (.+)$/.exec(key);
  if (transitions[key]) return transitions[key];
  if (!match) return undefined;
  const [, source = '', event = '', target = ''] = match;
  const path = (id: string) => id.split('.').slice(1).join('.');
  const within = (id: string) => Object.keys(states).find((state) => path(id) === state || path(id).startsWith(`${state}.`));
  const state = within(source) ?? within(target.split(',')[0] ?? '');
  return events?.[event] ?? (state ? states[state] : undefined);
}

function summaryLine(chart: ChartSummary): string {
  const { totals, walks } = chart;
  const excludedStates = totals.allStates.filter((s) => !chart.states.has(s) && stateReason(totals, s)).length;
  const excludedTransitions = totals.allTransitions.filter((t) => !chart.transitions.has(t) && reasonFor(totals, t)).length;
  return (
    `${totals.flow}: ${walks.filter((w) => w.ok).length}/${walks.length} paths passed; ` +
    `states ${chart.states.size}/${totals.allStates.length} (${excludedStates} left out with a reason), ` +
    `transitions ${chart.transitions.size}/${totals.allTransitions.length} (${excludedTransitions} left out with a reason)`
  );
}

function firstLines(error: TestError): string {
  return (error.message ?? String(error.value ?? '')).split('\n').slice(0, 3).join(' / ');
}
