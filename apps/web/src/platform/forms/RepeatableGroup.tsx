import { minEntriesOf, type Question } from '@care360/domain';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { FormValues } from './answer-values';
import { LinkedText } from './LinkedText';
import { QuestionInput } from './QuestionInput';
import { QUESTION_ATTRIBUTE } from './question-place';
import type { Questionnaire } from './use-questionnaire';

interface RepeatableGroupProps {
  group: Question;
  form: Questionnaire;
  disabled: boolean;
}

/**
 * A repeatable group: one fieldset per entry ('Reference 1', 'Reference 2'), each with the
 * group's questions, a button to remove an entry beyond those the form needs and one to add
 * another up to the most allowed. Messages and focus go by `group.index.question`.
 */
export function RepeatableGroup({ group, form, disabled }: RepeatableGroupProps) {
  const value = form.values[group.id];
  const entries = Array.isArray(value) ? (value as readonly FormValues[]) : [];
  const entryLabel = group.entryLabel ?? 'Entry';
  const canRemove = entries.length > minEntriesOf(group);
  const canAdd = group.maxEntries === undefined || entries.length < group.maxEntries;
  const groupError = form.shownErrors[group.id];
  return (
    <Fieldset
      legend={
        <>
          {group.label}
          {group.required && (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </>
      }
      variant="unstyled"
      aria-describedby={groupError ? `${group.id}-error` : undefined}
    >
      <Stack gap="md">
        {group.help && (
          <Text c="dimmed">
            <LinkedText text={group.help} />
          </Text>
        )}
        {entries.map((entry, index) => {
          const title = `${entryLabel} ${index + 1}`;
          return (
            // Entries are held by position: messages and answers name them by it.
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry has no identity but its place.
            <Fieldset key={index} legend={title}>
              <Stack gap="md">
                {form.entryQuestions(group.id, index).map((question) => {
                  const key = `${group.id}.${index}.${question.id}`;
                  return (
                    <div key={question.id} {...{ [QUESTION_ATTRIBUTE]: key }}>
                      <QuestionInput
                        question={question}
                        name={key}
                        value={entry[question.id] ?? ''}
                        error={form.shownErrors[key]}
                        disabled={disabled}
                        onChange={(next) => form.setEntryValue(group.id, index, question.id, next)}
                        onBlur={() => form.touch(key)}
                      />
                    </div>
                  );
                })}
                {canRemove && !disabled && (
                  <Group>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() => form.removeEntry(group.id, index)}
                    >
                      Remove {title.toLowerCase()}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Fieldset>
          );
        })}
        {groupError && (
          <Text id={`${group.id}-error`} c="red" size="sm" role="alert">
            {groupError}
          </Text>
        )}
        {canAdd && !disabled && (
          <Group>
            <Button variant="light" onClick={() => form.addEntry(group.id)}>
              Add another {entryLabel.toLowerCase()}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
