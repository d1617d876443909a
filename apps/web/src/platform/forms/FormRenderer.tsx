import { type FormSection, isAnswered, type Question, stepsOf } from '@care360/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useRef } from 'react';
import { LinkedText } from './LinkedText';
import { QuestionInput } from './QuestionInput';
import { focusQuestion, QUESTION_ATTRIBUTE } from './question-place';
import { RepeatableGroup } from './RepeatableGroup';
import { RiskScore } from './RiskScore';
import { StepProgress } from './StepProgress';
import type { Questionnaire } from './use-questionnaire';

export { focusQuestion };

const isScored = (question: Question) =>
  question.scoreIfYes !== undefined ||
  (question.options ?? []).some((option) => option.score !== undefined);

function Section({ section, form, disabled, headingLevel }: SectionProps) {
  const questions = section.questions.filter((question) => form.isShown(question.id));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={headingLevel} size="h3" id={headingId}>
            {section.title}
          </Title>
          {section.description && (
            <Text c="dimmed">
              <LinkedText text={section.description} />
            </Text>
          )}
        </Stack>
        {questions.map((question) => (
          <div key={question.id} {...{ [QUESTION_ATTRIBUTE]: question.id }}>
            {question.type === 'group' ? (
              <RepeatableGroup group={question} form={form} disabled={disabled} />
            ) : (
              <QuestionInput
                question={question}
                value={form.values[question.id] ?? ''}
                error={form.shownErrors[question.id]}
                disabled={disabled}
                onChange={(value) => form.setValue(question.id, value)}
                onBlur={() => form.touch(question.id)}
              />
            )}
          </div>
        ))}
      </Stack>
    </section>
  );
}

interface SectionProps {
  section: FormSection;
  form: Questionnaire;
  disabled: boolean;
  headingLevel: 2 | 3;
}

interface FormRendererProps {
  form: Questionnaire;
  disabled?: boolean;
  /** The level of the section headings: 2 under the page's own heading. */
  headingLevel?: 2 | 3;
}

/**
 * One renderer for every questionnaire (DESIGN.md §1.3): its sections and questions with an
 * input by type, repeatable groups entry by entry, show-when applied as answers change, each
 * message at its question, and the running score and risk band of a scored form. A form with
 * steps shows one step at a time under a progress bar: Next checks the step first (and takes
 * the focus to the first message), Back keeps every answer; the page's own buttons save.
 */
export function FormRenderer({ form, disabled = false, headingLevel = 2 }: FormRendererProps) {
  const { definition } = form;
  const steps = useMemo(() => stepsOf(definition), [definition]);
  const stepped = steps.length > 1;
  const current = steps[form.step] ?? steps[0];
  const sections = stepped && current ? current.sections : definition.sections;
  const progress = useRef<HTMLDivElement>(null);
  // The focus follows a move between steps (not the first showing) so the new step is read.
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (moved.current) progress.current?.focus();
    moved.current = false;
  }, [form.step]);

  function next() {
    const refused = form.next();
    if (refused[0]) focusQuestion(refused[0]);
    else moved.current = true;
  }
  function back() {
    moved.current = true;
    form.back();
  }

  const unansweredScored = definition.sections
    .flatMap((section) => section.questions)
    .some(
      (question) =>
        isScored(question) &&
        form.isShown(question.id) &&
        !isAnswered(question, form.answers[question.id]),
    );
  return (
    <Stack gap="xl">
      {stepped && current && (
        <div ref={progress} tabIndex={-1}>
          <StepProgress step={form.step} count={steps.length} title={current.title} />
        </div>
      )}
      {sections.map((section) => (
        <Section
          key={section.id}
          section={section}
          form={form}
          disabled={disabled}
          headingLevel={headingLevel}
        />
      ))}
      {stepped && (
        <Group justify="space-between">
          {form.step > 0 ? (
            <Button variant="default" onClick={back}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {form.step < steps.length - 1 && (
            <Button onClick={next} disabled={disabled}>
              Next
            </Button>
          )}
        </Group>
      )}
      {form.score.score !== null && (
        <RiskScore
          score={form.score.score}
          band={form.score.band}
          live
          note={
            [
              form.score.raisedBy.length > 0
                ? `Raised to ${form.score.band?.label ?? 'a higher band'} by: ${form.score.raisedBy.join('; ')}.`
                : '',
              unansweredScored ? 'Some scored questions are not answered yet.' : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
        />
      )}
    </Stack>
  );
}
