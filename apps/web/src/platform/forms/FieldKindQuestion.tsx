import { parsePounds, type Question } from '@care360/domain';
import { TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ColourField } from '../records/fields/ColourField';
import { FileField } from '../records/fields/FileField';
import { ReferenceSelect } from '../records/fields/ReferenceSelect';
import { UkDateTimeInput } from '../records/fields/UkDateTimeInputs';
import { poundsText } from '../records/form-values';

/** What every question input gets from the renderer, for a value held as text. */
export interface TextQuestionProps {
  question: Question;
  name: string;
  label: string;
  description: ReactNode;
  required: boolean | undefined;
  error: string | undefined;
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

// Questions are found on the page by their box (FormRenderer), not through a ref.
const noRef = () => {};

/** A narrow box for short values; label and help keep the full width. */
const narrow = (width: number) => ({ styles: { wrapper: { maxWidth: width } } });

/**
 * A question of a record field kind (email, UK phone, postcode, money, date and time, NI and NHS
 * numbers, colour, reference, file): the input a record form gives that kind, the shared record
 * widgets where there is one (records/fields), so records and questionnaires look alike.
 */
export function FieldKindQuestion({
  question,
  value,
  onChange,
  onBlur,
  ...props
}: TextQuestionProps) {
  const [uploadError, setUploadError] = useState<string | undefined>();
  const box = {
    ...props,
    value,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    onBlur,
    autoComplete: 'off',
  };
  const widget = { ...props, value, onChange, onBlur, inputRef: noRef };
  switch (question.type) {
    case 'email':
      return <TextInput {...box} type="email" {...narrow(420)} />;
    case 'phone':
      return <TextInput {...box} type="tel" {...narrow(280)} />;
    case 'postcode':
    case 'niNumber':
    case 'nhsNumber':
      return <TextInput {...box} autoCapitalize="characters" {...narrow(240)} />;
    case 'money':
      return (
        <TextInput
          {...box}
          // Tidied to pounds and pence once typed: '12.5' → '12.50'.
          onBlur={() => {
            const pence = parsePounds(value);
            if (pence !== null) onChange(poundsText(pence));
            onBlur();
          }}
          leftSection="£"
          inputMode="decimal"
          {...narrow(240)}
        />
      );
    case 'dateTime':
      return <UkDateTimeInput {...props} value={value} onChange={onChange} onBlur={onBlur} />;
    case 'colour':
      return <ColourField {...widget} />;
    case 'reference':
      return (
        <ReferenceSelect
          {...widget}
          to={question.to ?? ''}
          owner={question.pickThrough?.kind ?? ''}
          field={question.pickThrough?.field ?? ''}
        />
      );
    case 'file':
      return (
        <FileField
          {...widget}
          error={props.error ?? uploadError}
          onChange={(id) => {
            setUploadError(undefined);
            onChange(id);
          }}
          onUploadError={setUploadError}
        />
      );
    default:
      return <TextInput {...box} />;
  }
}
