import {
  type Answers,
  type AnswerValue,
  answerText,
  type FormDefinition,
  isShown,
  type Question,
  type SignatureAnswer,
  ukDate,
} from '@care360/domain';
import { Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import classes from './FormAnswers.module.css';
import { InfoText } from './InfoText';

function isSignature(value: AnswerValue): value is SignatureAnswer {
  return typeof value === 'object' && !Array.isArray(value);
}

/** A saved signature: the image, the typed name and the date. */
export function SignatureView({ signature }: { signature: SignatureAnswer }) {
  return (
    <Stack gap={4}>
      {signature.image && (
        <img
          src={signature.image}
          alt={`Signature of ${signature.name}`}
          className={classes.signature}
        />
      )}
      <Text size="sm">Name: {signature.name}</Text>
      <Text size="sm">Date: {ukDate(signature.date)}</Text>
    </Stack>
  );
}

/** Signatures as signed; everything else in words, as the care-plan PDF puts it. */
function AnswerShown({ question, value }: { question: Question; value: AnswerValue }) {
  if (isSignature(value)) return <SignatureView signature={value} />;
  // A group reads one line per entry.
  if (question.type === 'group') {
    return <span style={{ whiteSpace: 'pre-line' }}>{answerText(question, value)}</span>;
  }
  return <>{answerText(question, value)}</>;
}

interface FormAnswersProps {
  definition: FormDefinition;
  answers: Answers;
  /** The level of the section headings. */
  headingLevel?: 2 | 3;
}

/**
 * A saved response read back: each section's questions (those its answers show) with the
 * answer in words, terms and guidance as text, signatures as signed. Used for earlier answers
 * and for signed contracts, on screen and on paper.
 */
export function FormAnswers({ definition, answers, headingLevel = 2 }: FormAnswersProps) {
  return (
    <Stack gap="lg">
      {definition.sections.map((section) => {
        const questions = section.questions.filter((question) =>
          isShown(question, answers, definition),
        );
        if (questions.length === 0) return null;
        return (
          <section key={section.id} className={classes.section}>
            <Title order={headingLevel} size="h4" mb="xs">
              {section.title}
            </Title>
            <Stack gap="sm">
              {groupsOf(questions).map((group) =>
                group.info ? (
                  <InfoText
                    key={group.info.id}
                    question={group.info}
                    order={headingLevel === 2 ? 3 : 4}
                  />
                ) : (
                  <dl key={group.questions[0]?.id} className={classes.list}>
                    {group.questions.map((question) => {
                      const value = answers[question.id];
                      return (
                        <Fragment key={question.id}>
                          <dt>{question.label}</dt>
                          <dd>
                            {value === undefined || value === null ? (
                              <Text span c="dimmed" size="sm">
                                Not answered
                              </Text>
                            ) : (
                              <AnswerShown question={question} value={value} />
                            )}
                          </dd>
                        </Fragment>
                      );
                    })}
                  </dl>
                ),
              )}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}

type Group = { info: Question; questions?: never } | { info?: never; questions: Question[] };

/** Runs of answered questions between the info texts, so the text keeps its place. */
function groupsOf(questions: readonly Question[]): Group[] {
  const groups: Group[] = [];
  for (const question of questions) {
    const last = groups.at(-1);
    if (question.type === 'info') groups.push({ info: question });
    else if (last?.questions) last.questions.push(question);
    else groups.push({ questions: [question] });
  }
  return groups;
}
