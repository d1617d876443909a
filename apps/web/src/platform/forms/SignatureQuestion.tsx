import { MAX_SIGNER_NAME, type Question } from '@care360/domain';
import { Group, Stack, TextInput } from '@mantine/core';
import { SignaturePad } from '../records/fields/SignaturePad';
import type { SignatureValue } from './answer-values';

interface SignatureQuestionProps {
  question: Question;
  /** The input's name: the question id, or its place in a group's entry. */
  name?: string;
  value: SignatureValue;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: SignatureValue) => void;
  onBlur: () => void;
}

// The pad reports its focus target through this; the renderer finds questions by their box.
const noRef = () => {};

/**
 * A signature answer: the drawn (or typed) signature, the signer's full name as text, and the
 * date of signing, which starts as today.
 */
export function SignatureQuestion({
  question,
  name = question.id,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: SignatureQuestionProps) {
  return (
    <Stack gap="sm">
      <SignaturePad
        name={name}
        label={question.label}
        description={question.help}
        required={question.required}
        error={error}
        disabled={disabled}
        value={value.image}
        onChange={(image) => onChange({ ...value, image })}
        onBlur={onBlur}
        inputRef={noRef}
      />
      <Group gap="md" align="flex-start">
        <TextInput
          name={`${name}.name`}
          label="Full name"
          description="As the signer writes it."
          required={question.required}
          disabled={disabled}
          value={value.name}
          onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
          onBlur={onBlur}
          autoComplete="off"
          maxLength={MAX_SIGNER_NAME}
          w={320}
        />
        <TextInput
          name={`${name}.date`}
          label="Date signed"
          description="DD/MM/YYYY"
          required={question.required}
          disabled={disabled}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.currentTarget.value })}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="off"
          w={180}
        />
      </Group>
    </Stack>
  );
}
