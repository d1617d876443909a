import type { FormDefinition, Question } from './form-definition';
import { questionsOf } from './form-engine';

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A page path the spec names: 'birdieForm', '23+Form', 'training/oliver-mcGowan'. */
const PATH = /^[A-Za-z0-9+-]+(\/[A-Za-z0-9+-]+)*$/;
/** Question ids become error keys `answers.<id>` and form field names: no dots or spaces. */
const QUESTION_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;
const CHOICES = new Set(['choice', 'multiChoice']);

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

function isPositiveInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

/** The values a question's answers can take, for checking a showWhen that refers to it. */
function answerValues(question: Question): readonly string[] | null {
  if (question.type === 'yesNo') return ['yes', 'no'];
  if (CHOICES.has(question.type)) return (question.options ?? []).map((option) => option.value);
  return null;
}

function questionProblems(question: Question, scored: boolean): string[] {
  const problems: string[] = [];
  const name = `question '${question.id}'`;
  if (!QUESTION_ID.test(question.id)) {
    problems.push(`${name} needs an id of letters, digits, - or _, starting with a letter`);
  }
  if (question.label.trim() === '') problems.push(`${name} has no label`);
  const options = question.options ?? [];
  if (CHOICES.has(question.type)) {
    if (options.length === 0) problems.push(`${name} is a ${question.type} without options`);
    for (const value of duplicates(options.map((option) => option.value))) {
      problems.push(`${name} has the option '${value}' twice`);
    }
  } else if (options.length > 0) {
    problems.push(`${name} has options, but only choice questions use them`);
  }
  if (question.scoreIfYes !== undefined && question.type !== 'yesNo') {
    problems.push(`${name} has scoreIfYes, but only yes/no questions use it`);
  }
  const hasPoints =
    question.scoreIfYes !== undefined || options.some((option) => option.score !== undefined);
  if (hasPoints && !scored) problems.push(`${name} gives points, but the form has no scoring`);
  if (
    (question.min !== undefined || question.max !== undefined) &&
    question.type !== 'number' &&
    question.type !== 'money'
  ) {
    problems.push(`${name} has min or max, but only number and money questions use them`);
  }
  if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
    problems.push(`${name} has min above max`);
  }
  if (question.type === 'info' && question.required) {
    problems.push(`${name} is info text, which takes no answer, so it cannot be required`);
  }
  if (question.type === 'reference' && (!question.to || !question.pickThrough)) {
    problems.push(`${name} is a reference: give the kind it refers to and pickThrough`);
  }
  if (question.type !== 'reference' && (question.to || question.pickThrough)) {
    problems.push(`${name} has to or pickThrough, but only reference questions use them`);
  }
  if (question.notFuture && question.type !== 'date') {
    problems.push(`${name} has notFuture, but only date questions use it`);
  }
  problems.push(...groupProblems(question, scored));
  return problems;
}

const GROUP_ONLY = [
  'questions',
  'entryLabel',
  'minEntries',
  'maxEntries',
  'defaultEntries',
] as const;

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** A repeatable group: entry questions, sound counts, no groups or scores inside. */
function groupProblems(question: Question, scored: boolean): string[] {
  const name = `question '${question.id}'`;
  if (question.type !== 'group') {
    const used = GROUP_ONLY.filter((key) => question[key] !== undefined);
    return used.length > 0 ? [`${name} has ${used.join(', ')}, but only groups use them`] : [];
  }
  const problems: string[] = [];
  const inner = question.questions ?? [];
  if (inner.length === 0) problems.push(`${name} is a group without questions`);
  const { minEntries, maxEntries, defaultEntries } = question;
  for (const [key, value] of Object.entries({ minEntries, maxEntries, defaultEntries })) {
    if (value !== undefined && !isCount(value)) problems.push(`${name} needs a whole ${key}`);
  }
  const min = minEntries ?? (question.required ? 1 : 0);
  if (maxEntries !== undefined && (maxEntries < 1 || maxEntries < min)) {
    problems.push(`${name} has maxEntries below 1 or below minEntries`);
  }
  if (defaultEntries !== undefined && defaultEntries < min) {
    problems.push(`${name} shows fewer entries by default than it needs`);
  }
  if (defaultEntries !== undefined && maxEntries !== undefined && defaultEntries > maxEntries) {
    problems.push(`${name} shows more entries by default than it allows`);
  }
  for (const id of duplicates(inner.map((entryQuestion) => entryQuestion.id))) {
    problems.push(`${name} has the question id '${id}' twice`);
  }
  for (const entryQuestion of inner) {
    const where = `in group '${question.id}', `;
    if (entryQuestion.type === 'group') {
      problems.push(`${where}question '${entryQuestion.id}' is a group: groups do not nest`);
    }
    const points =
      entryQuestion.scoreIfYes !== undefined ||
      entryQuestion.raisesRiskTo !== undefined ||
      (entryQuestion.options ?? []).some((option) => option.score !== undefined);
    if (points)
      problems.push(`${where}question '${entryQuestion.id}' gives points: entries are not scored`);
    for (const problem of questionProblems(entryQuestion, scored))
      problems.push(`${where}${problem}`);
  }
  return problems;
}

/**
 * Conditions refer to an earlier question: of the form, or inside a group, of the same entry
 * (looked up first) or of the form before the group.
 */
function showWhenProblems(
  questions: readonly Question[],
  outer: readonly Question[] = [],
): string[] {
  const problems: string[] = [];
  questions.forEach((question, position) => {
    if (question.type === 'group') {
      const before = [...outer, ...questions.slice(0, position)];
      for (const problem of showWhenProblems(question.questions ?? [], before)) {
        problems.push(`in group '${question.id}', ${problem}`);
      }
    }
    const rule = question.showWhen;
    if (!rule) return;
    const name = `question '${question.id}'`;
    const local = questions.find((other) => other.id === rule.question);
    const controller = local ?? outer.find((other) => other.id === rule.question);
    if (!controller) {
      problems.push(
        `${name} shows when '${rule.question}' is answered, but there is no such question`,
      );
      return;
    }
    // Earlier only: the reader answers from top to bottom, and it rules out loops.
    if (local && questions.indexOf(local) >= position) {
      problems.push(`${name} depends on '${rule.question}', which must come before it`);
    }
    if (rule.in.length === 0) problems.push(`${name} has a showWhen with no values`);
    const possible = answerValues(controller);
    for (const value of rule.in) {
      if (possible && !possible.includes(value)) {
        problems.push(`${name} shows for '${value}', which '${rule.question}' cannot be answered`);
      }
    }
  });
  return problems;
}

function scoringProblems(definition: FormDefinition): string[] {
  const bands = definition.scoring?.bands;
  if (!bands) return [];
  const problems: string[] = [];
  if (bands.length === 0) problems.push('scoring has no bands');
  bands.forEach((band, i) => {
    if (band.label.trim() === '') problems.push(`band ${i + 1} has no label`);
    const previous = bands[i - 1];
    if (previous && band.min <= previous.min) {
      problems.push(
        `band '${band.label}' must start above band '${previous.label}' (bands go lowest first)`,
      );
    }
  });
  return problems;
}

/** A review policy by risk: whole days for every band's level and no other, on a scored form. */
function reviewDaysProblems(definition: FormDefinition): string[] {
  const { reviewDays } = definition;
  if (!reviewDays) return [];
  if (!definition.scoring) return ['reviewDays needs scoring bands to choose from'];
  const problems: string[] = [];
  if (definition.reviewMonths !== undefined) {
    problems.push('declare reviewDays or reviewMonths, not both');
  }
  const levels = definition.scoring.bands.map((band) => band.level);
  for (const level of levels) {
    if (!isPositiveInteger(reviewDays[level])) {
      problems.push(`reviewDays must give whole days from 1 for '${level}'`);
    }
  }
  const days = levels.map((level) => reviewDays[level] ?? 0);
  if (days.some((day, index) => index > 0 && day > (days[index - 1] ?? 0))) {
    problems.push('reviewDays must not give a higher risk a later review than a lower one');
  }
  for (const level of Object.keys(reviewDays)) {
    if (!levels.includes(level as (typeof levels)[number])) {
      problems.push(`reviewDays gives days for '${level}', a level the form has no band for`);
    }
  }
  return problems;
}

/** Steps: each section in exactly one step, in the sections' order, every step with a title. */
function stepProblems(definition: FormDefinition): string[] {
  const { steps } = definition;
  if (!steps) return [];
  const problems: string[] = [];
  if (steps.length === 0) problems.push('steps is empty: leave it out for a form of one step');
  for (const id of duplicates(steps.map((step) => step.id))) {
    problems.push(`step id '${id}' is used twice`);
  }
  const named = steps.flatMap((step) => step.sections);
  const order = definition.sections.map((section) => section.id);
  for (const step of steps) {
    if (step.title.trim() === '') problems.push(`step '${step.id}' has no title`);
    if (step.sections.length === 0) problems.push(`step '${step.id}' has no sections`);
    for (const id of step.sections) {
      if (!order.includes(id)) problems.push(`step '${step.id}' names no section '${id}'`);
    }
  }
  for (const id of duplicates(named)) problems.push(`section '${id}' is in more than one step`);
  for (const id of order) {
    if (!named.includes(id)) problems.push(`section '${id}' is in no step`);
  }
  // Steps follow the sections' order, so an earlier step's answers are the ones conditions use.
  const positions = named.map((id) => order.indexOf(id)).filter((at) => at >= 0);
  if (positions.some((at, i) => i > 0 && at < (positions[i - 1] ?? 0))) {
    problems.push('steps must list the sections in their order on the form');
  }
  return problems;
}

/**
 * What is wrong with a form's declaration, as sentences for a developer; empty when sound.
 * A test runs it over every registered form.
 */
export function definitionChecks(definition: FormDefinition): string[] {
  const problems: string[] = [];
  if (!KEY.test(definition.key)) problems.push('the key must be lower-case words joined by -');
  if (definition.path !== undefined && !PATH.test(definition.path))
    problems.push('the path must be URL segments of letters, digits, + and - joined by /');
  if (definition.title.trim() === '') problems.push('the form has no title');
  if (!isPositiveInteger(definition.version))
    problems.push('the version must be a whole number from 1');
  if (definition.reviewMonths !== undefined && !isPositiveInteger(definition.reviewMonths)) {
    problems.push('reviewMonths must be a whole number from 1');
  }
  problems.push(...reviewDaysProblems(definition));
  if (definition.sections.length === 0) problems.push('the form has no sections');
  for (const id of duplicates(definition.sections.map((section) => section.id))) {
    problems.push(`section id '${id}' is used twice`);
  }
  for (const section of definition.sections) {
    if (section.questions.length === 0) problems.push(`section '${section.id}' has no questions`);
  }
  const questions = questionsOf(definition);
  for (const id of duplicates(questions.map((question) => question.id))) {
    problems.push(`question id '${id}' is used twice`);
  }
  const scored = definition.scoring !== undefined;
  for (const question of questions) problems.push(...questionProblems(question, scored));
  for (const question of questions.filter((candidate) => candidate.raisesRiskTo)) {
    if (question.type !== 'yesNo') {
      problems.push(`question '${question.id}' raises the risk band but is not a yes/no question`);
    }
    if (!definition.scoring?.bands.some((band) => band.level === question.raisesRiskTo)) {
      problems.push(
        `question '${question.id}' raises the risk to a level the form has no band for`,
      );
    }
  }
  problems.push(
    ...showWhenProblems(questions),
    ...scoringProblems(definition),
    ...stepProblems(definition),
  );
  return problems.map((problem) => `${definition.key}: ${problem}`);
}
