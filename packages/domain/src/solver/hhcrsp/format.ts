/**
 * The JSON formats of the public home-care routing benchmark (github.com/iolab-uniud/hhcrsp, MIT):
 * instances of Mankowska et al., Kummer et al., the Italian cities and the extended set, and the
 * solution format its validator reads. The reader turns an instance into a RosterProblem with the
 * benchmark's objective only: (distance + total tardiness + max tardiness) / 3.
 */
import type { RosterProblem, RosterTask, SlotAssignment } from '../model';

export interface HhcrspPatient {
  id: string;
  location?: number[];
  time_window: [number, number];
  required_caregivers: { service: string; duration?: number }[];
  synchronization?: { type: 'simultaneous' | 'sequential'; distance?: [number, number] };
  /** Extended instances: the row of the distance matrix (otherwise the patient's order + 1). */
  distance_matrix_index?: number;
}

export interface HhcrspCaregiver {
  id: string;
  abilities: string[];
  /** Extended instances: where the caregiver starts and ends, as a matrix row. */
  distance_matrix_index?: number;
  starting_point_id?: string;
  working_shift?: [number, number];
}

export interface HhcrspInstance {
  name?: string;
  patients: HhcrspPatient[];
  services: { id: string; default_duration?: number; type?: string }[];
  caregivers: HhcrspCaregiver[];
  central_offices?: { id: string; location?: number[] }[];
  departing_points?: { id: string; location?: number[] }[];
  distances: number[][];
}

export interface HhcrspSolution {
  routes: {
    caregiver_id: string;
    locations: {
      patient_id: string;
      service_id: string;
      arrival_time: number;
      departure_time: number;
    }[];
  }[];
  global_ordering: string[];
}

/** Minutes a service takes at a patient: its own duration, else the service's default. */
export function serviceDuration(
  instance: HhcrspInstance,
  required: { service: string; duration?: number },
): number {
  if (typeof required.duration === 'number') return required.duration;
  const service = instance.services.find((s) => s.id === required.service);
  return service?.default_duration ?? 0;
}

/** The matrix row of patient i (0-based) and of a caregiver. */
export function patientRow(patient: HhcrspPatient, index: number): number {
  return patient.distance_matrix_index ?? index + 1;
}

export function caregiverRow(caregiver: HhcrspCaregiver): number {
  return caregiver.distance_matrix_index ?? 0;
}

/**
 * A solution as read from JSON: the repository's own files name the keys either `patient_id`,
 * `service_id`, `caregiver_id` (as its format says) or `patient`, `service`, `caregiver`.
 */
export function parseSolution(json: unknown): HhcrspSolution {
  const data = json as { routes?: unknown; global_ordering?: unknown } | null;
  if (!data || !Array.isArray(data.routes)) throw new Error('Not an hhcrsp solution: no routes');
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    routes: data.routes.map((r: Record<string, unknown>) => ({
      caregiver_id: text(r.caregiver_id ?? r.caregiver),
      locations: (Array.isArray(r.locations) ? r.locations : []).map(
        (l: Record<string, unknown>) => ({
          patient_id: text(l.patient_id ?? l.patient),
          service_id: text(l.service_id ?? l.service),
          arrival_time: Number(l.arrival_time),
          departure_time: Number(l.departure_time),
        }),
      ),
    })),
    global_ordering: Array.isArray(data.global_ordering) ? data.global_ordering.map(text) : [],
  };
}

/** Throws with a sentence when the JSON is not an hhcrsp instance. */
export function parseInstance(json: unknown): HhcrspInstance {
  const data = json as Partial<HhcrspInstance> | null;
  if (
    !data ||
    !Array.isArray(data.patients) ||
    !Array.isArray(data.caregivers) ||
    !Array.isArray(data.services) ||
    !Array.isArray(data.distances)
  ) {
    throw new Error('Not an hhcrsp instance: patients, caregivers, services and distances needed');
  }
  return data as HhcrspInstance;
}

/**
 * The instance as a RosterProblem: a task per patient (one slot per required service, eligible
 * the caregivers with that ability), the distance matrix as travel, every caregiver starting at
 * time 0 from the depot (or their own starting point) and returning there, no hard lateness, and
 * weights 1/3 on distance, total tardiness and max tardiness only. Working shifts of the extended
 * set are not binding: the benchmark's validator and objective do not know them.
 */
export function instanceToProblem(instance: HhcrspInstance): RosterProblem {
  const third = 1 / 3;
  const tasks: RosterTask[] = instance.patients.map((p, i) => {
    const slots = p.required_caregivers.map((rc) => ({
      duration: serviceDuration(instance, rc),
      eligible: instance.caregivers.flatMap((c, ci) =>
        c.abilities.includes(rc.service) ? [ci] : [],
      ),
    }));
    const task: RosterTask = {
      id: p.id,
      location: patientRow(p, i),
      earliest: p.time_window[0],
      latest: p.time_window[1],
      hardLateness: Number.POSITIVE_INFINITY,
      slots,
    };
    if (slots.length === 2 && p.synchronization) {
      const [min, max] = p.synchronization.distance ?? [0, 0];
      task.sync =
        p.synchronization.type === 'simultaneous'
          ? { type: 'simultaneous' }
          : { type: 'sequential', min, max };
    }
    return task;
  });
  const horizon = Math.max(1, ...instance.patients.map((p) => p.time_window[1]));
  return {
    tasks,
    carers: instance.caregivers.map((c) => ({
      id: c.id,
      home: caregiverRow(c),
      mode: 0,
      windows: [{ start: 0, end: Number.POSITIVE_INFINITY }],
      travelInsideWindows: true,
      maxWeeklyMinutes: Number.POSITIVE_INFINITY,
      contractedWeeklyMinutes: 0,
      maxContinuousMinutes: Number.POSITIVE_INFINITY,
      breakMinutes: 0,
    })),
    travel: [instance.distances],
    horizon,
    weights: {
      travelMinute: third,
      continuity: 0,
      preferred: 0,
      fairness: 0,
      overtimeMinute: 0,
      tardinessMinute: third,
      maxTardinessMinute: third,
      unfilled: 1e7,
    },
  };
}

/** A plan's assignments in the repository's solution format (every caregiver has a route). */
export function assignmentsToSolution(
  instance: HhcrspInstance,
  assignments: SlotAssignment[],
): HhcrspSolution {
  const routes = instance.caregivers.map((c) => ({
    caregiver_id: c.id,
    locations: [] as HhcrspSolution['routes'][number]['locations'],
  }));
  const firstStart = new Map<string, number>();
  const sorted = [...assignments].sort((a, b) => a.start - b.start || a.task - b.task);
  for (const a of sorted) {
    const patient = instance.patients[a.task];
    const required = patient?.required_caregivers[a.slot];
    const route = routes[a.carer];
    if (!patient || !required || !route) continue;
    route.locations.push({
      patient_id: patient.id,
      service_id: required.service,
      arrival_time: a.start,
      departure_time: a.start + serviceDuration(instance, required),
    });
    if (!firstStart.has(patient.id)) firstStart.set(patient.id, a.start);
  }
  const global_ordering = [...firstStart.keys()];
  return { routes, global_ordering };
}

/** A solution back as assignments (patients and caregivers by id), for the round trip. */
export function solutionToAssignments(
  instance: HhcrspInstance,
  solution: HhcrspSolution,
): SlotAssignment[] {
  const patientIndex = new Map(instance.patients.map((p, i) => [p.id, i]));
  const carerIndex = new Map(instance.caregivers.map((c, i) => [c.id, i]));
  const out: SlotAssignment[] = [];
  for (const route of solution.routes) {
    const carer = carerIndex.get(route.caregiver_id);
    if (carer === undefined) continue;
    for (const step of route.locations) {
      const task = patientIndex.get(step.patient_id);
      if (task === undefined) continue;
      const patient = instance.patients[task];
      const taken = new Set(out.filter((a) => a.task === task).map((a) => a.slot));
      const slot =
        patient?.required_caregivers.findIndex(
          (rc, i) => rc.service === step.service_id && !taken.has(i),
        ) ?? -1;
      if (slot < 0) continue;
      out.push({ task, slot, carer, start: step.arrival_time });
    }
  }
  return out;
}
