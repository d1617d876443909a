import {
  blankChoiceLabel,
  MAX_LONG_TEXT_ANSWER,
  MAX_TEXT_ANSWER,
  type Question,
} from '@care360/domain';
import {
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { ClockTimeInput, formatHelpOf, UkDateInput } from '../records/fields/UkDateTimeInputs';
import type { QuestionValue, SignatureValue } from './answer-values';
import { FieldKindQuestion } from './FieldKindQuestion';
import { InfoText } from './InfoText';
import { LinkedText } from './LinkedText';
import { SignatureQuestion } from './SignatureQuestion';

/** Up to this many options show as radio buttons, all visible at once; more go in a select. */
export const RADIO_OPTION_LIMIT = 6;

interface QuestionInputProps {
  question: Question;
  /** The input's name: the question id, or `group.index.question` inside a group's entry. */
  name?: string;
  value: QuestionValue;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: QuestionValue) => void;
  onBlur: () => void;
}

/** Help text (its links drawn) plus, where the type has one, the format to type. */
function descriptionOf(question: Question): ReactNode {
  const text = [question.help, formatHelpOf(question.type)].filter(Boolean).join(' ');
  return text ? <LinkedText text={text} /> : undefined;
}

const text = (value: QuestionValue) => (typeof value === 'string' ? value : '');

/** The input for one question, chosen by its type. */
export function QuestionInput({
  question,
  name = question.id,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: QuestionInputProps) {
  const common = {
    name,
    label: question.label,
    description: descriptionOf(question),
    required: question.required,
    error,
    disabled,
  };
  const textProps = {
    ...common,
    value: text(value),
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    onBlur,
  };
  const options = question.options ?? [];

  switch (question.type) {
    case 'info':
      return <InfoText question={question} />;
    case 'text':
      return <TextInput {...textProps} maxLength={MAX_TEXT_ANSWER} maw={560} />;
    case 'longText':
      return (
        <Textarea
          {...textProps}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={MAX_LONG_TEXT_ANSWER}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={onChange}
          onBlur={onBlur}
          min={question.min}
          max={question.max}
          hideControls
          styles={{ wrapper: { maxWidth: 200 } }}
        />
      );
    case 'date':
      return <UkDateInput {...common} value={text(value)} onChange={onChange} onBlur={onBlur} />;
    case 'time':
      return <ClockTimeInput {...common} value={text(value)} onChange={onChange} onBlur={onBlur} />;
    case 'yesNo':
      return (
        <Radio.Group {...common} value={text(value)} onChange={onChange}>
          <Group gap="lg" mt={6}>
            <Radio value="yes" label="Yes" onBlur={onBlur} />
            <Radio value="no" label="No" onBlur={onBlur} />
          </Group>
        </Radio.Group>
      );
    case 'choice':
      if (options.length > RADIO_OPTION_LIMIT) {
        return (
          <NativeSelect
            {...textProps}
            data={[{ value: '', label: blankChoiceLabel(question.required) }, ...options]}
            styles={{ wrapper: { maxWidth: 480 } }}
          />
        );
      }
      return (
        <Radio.Group {...common} value={text(value)} onChange={onChange}>
          <Stack gap="xs" mt={6}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} onBlur={onBlur} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiChoice':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? [...value] : []}
          onChange={onChange}
        >
          <Stack gap="xs" mt={6}>
            {options.map((option) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={option.label}
                onBlur={onBlur}
                disabled={disabled}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'group':
      // A group's entries need the whole form's state: the renderer draws them (RepeatableGroup).
      return null;
    case 'signature':
      return (
        <SignatureQuestion
          name={name}
          question={question}
          value={value as SignatureValue}
          error={error}
          disabled={disabled}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    default:
      return (
        <FieldKindQuestion
          {...common}
          question={question}
          value={text(value)}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
  }
}
