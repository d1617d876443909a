/**
 * A port of the hhcrsp repository's solution validator (validator/solution.py,
 * validate_solution): the same feasibility checks with its tolerances, and the same cost,
 * (distance + total tardiness + max tardiness) / 3. Stricter in one way: every required service
 * must be served exactly once (the original counts patients served). Route tardiness at the depot
 * is zero for JSON instances (their depot window is open), so it is left out.
 */
import {
  caregiverRow,
  type HhcrspInstance,
  type HhcrspSolution,
  patientRow,
  serviceDuration,
} from './format';

export interface HhcrspCost {
  valid: boolean;
  errors: string[];
  distance: number;
  totalTardiness: number;
  maxTardiness: number;
  cost: number;
}

/** Python's math.isclose. */
function isClose(a: number, b: number, relTol: number, absTol: number): boolean {
  return Math.abs(a - b) <= Math.max(relTol * Math.max(Math.abs(a), Math.abs(b)), absTol);
}

export function validateSolution(instance: HhcrspInstance, solution: HhcrspSolution): HhcrspCost {
  const errors: string[] = [];
  const dist = instance.distances;
  const patients = new Map(instance.patients.map((p, i) => [p.id, { p, row: patientRow(p, i) }]));
  const carers = new Map(instance.caregivers.map((c) => [c.id, c]));
  if (solution.routes.length !== instance.caregivers.length) {
    errors.push(
      `Expected ${instance.caregivers.length} routes (one for each caregiver), found ${solution.routes.length}`,
    );
  }
  let distance = 0;
  const tardiness: number[] = [];
  const served = new Map<string, { service: string; start: number }[]>();
  for (const route of solution.routes) {
    const carer = carers.get(route.caregiver_id);
    if (!carer) {
      errors.push(`Unknown caregiver ${route.caregiver_id}`);
      continue;
    }
    const home = caregiverRow(carer);
    let departing = 0;
    let previous = home;
    for (const step of route.locations) {
      const entry = patients.get(step.patient_id);
      if (!entry) {
        errors.push(`Unknown patient ${step.patient_id}`);
        continue;
      }
      const { p, row } = entry;
      if (!carer.abilities.includes(step.service_id)) {
        errors.push(
          `Caregiver ${carer.id} providing service ${step.service_id} at patient ${p.id} which is not in their skills`,
        );
      }
      const required = p.required_caregivers.find((rc) => rc.service === step.service_id);
      if (!required) {
        errors.push(`Service ${step.service_id} is not required by patient ${p.id}`);
        continue;
      }
      const expected = serviceDuration(instance, required);
      if (!isClose(step.departure_time - step.arrival_time, expected, 1e-9, 1e-3)) {
        errors.push(
          `Processing time ${step.departure_time - step.arrival_time} for ${step.service_id} at ${p.id} is not ${expected}`,
        );
      }
      const d = dist[previous]?.[row] ?? Number.NaN;
      if (
        !(
          step.arrival_time >= departing + d ||
          isClose(step.arrival_time, departing + d, 1e-9, 1e-3)
        )
      ) {
        errors.push(
          `Caregiver ${carer.id} starts at ${p.id} at ${step.arrival_time}, before ${departing + d} (travel ${d} from ${departing})`,
        );
      }
      distance += d;
      tardiness.push(Math.max(step.arrival_time - p.time_window[1], 0));
      departing = step.departure_time;
      previous = row;
      const list = served.get(p.id) ?? [];
      list.push({ service: step.service_id, start: step.arrival_time });
      served.set(p.id, list);
    }
    distance += dist[previous]?.[home] ?? Number.NaN;
  }
  for (const p of instance.patients) {
    const list = served.get(p.id) ?? [];
    const needed = p.required_caregivers.map((rc) => rc.service);
    const got = list.map((s) => s.service);
    if ([...needed].sort().join('|') !== [...got].sort().join('|')) {
      errors.push(
        `Patient ${p.id} needs ${needed.join(', ')} and got ${got.join(', ') || 'nothing'}`,
      );
      continue;
    }
    // As in the original, the window's opening is checked for two-service patients only: its
    // single-service branch skips the check, and published best solutions rely on that (Italian
    // windows such as 401.99999999999994 served at 401).
    if (needed.length !== 2) continue;
    for (const s of list) {
      if (!(p.time_window[0] <= s.start || isClose(p.time_window[0], s.start, 1e-3, 0))) {
        errors.push(
          `Service ${s.service} at ${p.id} starts at ${s.start}, before ${p.time_window[0]}`,
        );
      }
    }
    if (p.synchronization) {
      const first = list.find((s) => s.service === needed[0]);
      const second = list.find((s) => s.service === needed[1] && s !== first);
      const [min, max] =
        p.synchronization.type === 'sequential' ? (p.synchronization.distance ?? [0, 0]) : [0, 0];
      if (first && second) {
        const lo = first.start + min;
        const hi = first.start + max;
        if (!(second.start >= lo || isClose(second.start, lo, 1e-3, 0))) {
          errors.push(`At ${p.id} the second service starts too early (at least ${min} apart)`);
        }
        if (!(second.start <= hi || isClose(second.start, hi, 1e-3, 0))) {
          errors.push(`At ${p.id} the second service starts too late (at most ${max} apart)`);
        }
      }
    }
  }
  const totalTardiness = tardiness.reduce((a, b) => a + b, 0);
  const maxTardiness = tardiness.reduce((a, b) => Math.max(a, b), 0);
  return {
    valid: errors.length === 0,
    errors,
    distance,
    totalTardiness,
    maxTardiness,
    cost: distance / 3 + totalTardiness / 3 + maxTardiness / 3,
  };
}

/** Rows of a best-known table (solutions/*_best.md): instance file name -> total cost. */
export function parseBestTable(markdown: string): Map<string, number> {
  const out = new Map<string, number>();
  const lines = markdown.split('\n').filter((l) => l.trim().startsWith('|'));
  const header = (lines[0] ?? '').split('|').map((h) => h.trim());
  const nameAt = header.indexOf('instance');
  const costAt = header.indexOf('total_cost');
  if (nameAt < 0 || costAt < 0) return out;
  for (const line of lines.slice(2)) {
    const cells = line.split('|').map((c) => c.trim());
    const name = cells[nameAt];
    const cost = Number(cells[costAt]);
    if (name && Number.isFinite(cost)) out.set(name, cost);
  }
  return out;
}
