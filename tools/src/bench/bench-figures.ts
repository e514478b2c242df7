import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '../workspace-root.js';

/** One measured figure and the goal it is held to (at most `max`, at least `min`). */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  goal: { max?: number; min?: number } | null;
}

const describeGoal = (goal: BenchFigure['goal'], unit: string): string => {
  if (!goal) return '—';
  if (goal.max !== undefined) return `≤ ${goal.max} ${unit}`;
  if (goal.min !== undefined) return `≥ ${goal.min} ${unit}`;
  return '—';
};

export const meetsGoal = (figure: BenchFigure): boolean =>
  (figure.goal?.max === undefined || figure.value <= figure.goal.max) && (figure.goal?.min === undefined || figure.value >= figure.goal.min);

/** The figures `npm run bench` holds to goals: printed next to their goals and written to bench-results.json. */
export class BenchFigures {
  private readonly figures: BenchFigure[] = [];
  private printed = 0;

  record(name: string, value: number, unit: string, goal: BenchFigure['goal'] = null): BenchFigure {
    const figure = { name, value, unit, goal };
    this.figures.push(figure);
    return figure;
  }

  /** The names of figures that missed their goal. */
  missed(): string[] {
    return this.figures.filter((figure) => !meetsGoal(figure)).map((figure) => figure.name);
  }

  /** Prints the figures recorded since the last print, under `title`. */
  print(title: string): void {
    const fresh = this.figures.slice(this.printed);
    this.printed = this.figures.length;
    console.log(`\n${title}\n`);
    console.table(
      fresh.map((figure) => ({
        figure: figure.name,
        value: `${Number.isInteger(figure.value) ? figure.value : figure.value.toFixed(2)} ${figure.unit}`,
        goal: describeGoal(figure.goal, figure.unit),
        met: figure.goal ? (meetsGoal(figure) ? 'yes' : 'NO') : '',
      })),
    );
  }

  /** Every figure as a list of `{ name, value, unit, goal, met }`, so that a run can be compared with the last one. */
  async write(file = join(WORKSPACE_ROOT, 'bench-results.json')): Promise<void> {
    const results = this.figures.map((figure) => ({ ...figure, met: figure.goal ? meetsGoal(figure) : null }));
    await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  }
}
