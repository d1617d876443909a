import { type FormSection, isAnswered, type Question } from '@care360/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { QuestionInput } from './QuestionInput';
import { RiskScore } from './RiskScore';
import type { Questionnaire } from './use-questionnaire';

/** Where a question sits on the page, so a refused save can take the person to it. */
const QUESTION_ATTRIBUTE = 'data-question-id';

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button';

/** Moves the focus to a question's first input (the first one in error after a refused save). */
export function focusQuestion(questionId: string): void {
  const box = [...document.querySelectorAll(`[${QUESTION_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(QUESTION_ATTRIBUTE) === questionId,
  );
  const target = box?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  box?.scrollIntoView({ block: 'center' });
}

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
          {section.description && <Text c="dimmed">{section.description}</Text>}
        </Stack>
        {questions.map((question) => (
          <div key={question.id} {...{ [QUESTION_ATTRIBUTE]: question.id }}>
            <QuestionInput
              question={question}
              value={form.values[question.id] ?? ''}
              error={form.shownErrors[question.id]}
              disabled={disabled}
              onChange={(value) => form.setValue(question.id, value)}
              onBlur={() => form.touch(question.id)}
            />
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
 * input by type, show-when applied as answers change, each message at its question, and the
 * running score and risk band of a scored form.
 */
export function FormRenderer({ form, disabled = false, headingLevel = 2 }: FormRendererProps) {
  const { definition } = form;
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
      {definition.sections.map((section) => (
        <Section
          key={section.id}
          section={section}
          form={form}
          disabled={disabled}
          headingLevel={headingLevel}
        />
      ))}
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
