import { blankChoiceLabel, type FieldDef, parsePounds } from '@care360/domain';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Suspense } from 'react';
import { type Control, useController } from 'react-hook-form';
import { LineLoader } from '../../LineLoader';
import { poundsText, type RecordFormValues } from '../form-values';
import { ColourField } from './ColourField';
import { choiceWidgetOf } from './choice-widgets';
import { FileField } from './FileField';
import { ReferenceSelect } from './ReferenceSelect';
import { SignaturePad } from './SignaturePad';
import { ClockTimeInput, formatHelpOf, UkDateInput, UkDateTimeInput } from './UkDateTimeInputs';

const DEFAULT_TEXT_MAX = 200;
const LONG_TEXT_MAX = 10_000;

interface FieldInputProps {
  name: string;
  /** The record kind whose field this is (a reference offers that field's options). */
  owner: string;
  def: FieldDef;
  control: Control<RecordFormValues, unknown, Record<string, unknown>>;
  disabled: boolean;
  /** For a reference: the chosen record's title; for a file, its name (the row's `_titles`). */
  knownTitle?: string | null | undefined;
  /** For a file: shows a failed upload as the field's error. */
  onUploadError: (message: string) => void;
  /** Shown in an empty text box, e.g. that a saved sensitive value is hidden. */
  placeholder?: string | undefined;
}

/** Help text plus, where the kind has one, the format to type. */
function descriptionOf(def: FieldDef): string | undefined {
  const format = formatHelpOf(def.kind);
  return [def.help, format].filter(Boolean).join(' ') || undefined;
}

/**
 * Short values get a short box; the label and help above it keep the full width, so long help
 * text does not wrap into a narrow column.
 */
const narrow = (width: number) => ({ styles: { wrapper: { maxWidth: width } } });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The widget for one declared field, chosen by its kind, wired to the form. */
export function FieldInput({
  name,
  owner,
  def,
  control,
  disabled,
  knownTitle,
  onUploadError,
  placeholder,
}: FieldInputProps) {
  const { field, fieldState } = useController({ name, control });
  const common = {
    name,
    label: def.label,
    description: descriptionOf(def),
    required: def.required,
    error: fieldState.error?.message,
    disabled,
  };
  const textProps = {
    ...common,
    placeholder,
    ref: field.ref,
    value: text(field.value),
    onChange: (event: { currentTarget: { value: string } }) =>
      field.onChange(event.currentTarget.value),
    onBlur: field.onBlur,
  };
  const dateBox = {
    ...common,
    placeholder,
    ref: field.ref,
    value: text(field.value),
    onChange: (value: string) => field.onChange(value),
    onBlur: field.onBlur,
  };
  const widget = {
    ...common,
    value: text(field.value),
    onChange: (value: string) => field.onChange(value),
    onBlur: field.onBlur,
    inputRef: field.ref,
  };

  // Declared answers (allergies: 'None known') one click away, under the box they fill.
  const quickAnswers =
    (def.kind === 'text' || def.kind === 'longText') && def.quickAnswers?.length && !disabled ? (
      <Group gap="xs" mt={6}>
        {def.quickAnswers.map((answer) => (
          <Button
            key={answer}
            size="compact-sm"
            variant="light"
            aria-label={`${def.label}: ${answer}`}
            onClick={() => field.onChange(answer)}
          >
            {answer}
          </Button>
        ))}
      </Group>
    ) : null;

  switch (def.kind) {
    case 'text':
      return (
        <>
          <TextInput {...textProps} maxLength={def.max ?? DEFAULT_TEXT_MAX} />
          {quickAnswers}
        </>
      );
    case 'longText':
      return (
        <>
          <Textarea
            {...textProps}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={def.max ?? LONG_TEXT_MAX}
          />
          {quickAnswers}
        </>
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          ref={field.ref}
          value={
            typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''
          }
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={def.min}
          max={def.max}
          decimalScale={def.decimals ?? 0}
          allowDecimal={(def.decimals ?? 0) > 0}
          hideControls
        />
      );
    case 'money':
      return (
        <TextInput
          {...textProps}
          // Tidied to pounds and pence once typed: '12.5' → '12.50'.
          onBlur={() => {
            const pence = parsePounds(text(field.value));
            if (pence !== null) field.onChange(poundsText(pence));
            field.onBlur();
          }}
          leftSection="£"
          inputMode="decimal"
          autoComplete="off"
          {...narrow(240)}
        />
      );
    case 'date':
      return <UkDateInput {...dateBox} {...narrow(240)} />;
    case 'time':
      return <ClockTimeInput {...dateBox} {...narrow(200)} />;
    case 'dateTime':
      return <UkDateTimeInput {...dateBox} {...narrow(280)} />;
    case 'yesNo':
      return (
        <Switch
          {...common}
          ref={field.ref}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      );
    case 'choice': {
      const Widget = def.widget && choiceWidgetOf(def.widget);
      if (Widget) {
        return (
          <Suspense fallback={<LineLoader label={`Loading ${def.label.toLowerCase()}`} />}>
            <Widget {...widget} options={def.options} />
          </Suspense>
        );
      }
      return (
        <NativeSelect
          {...textProps}
          data={[{ value: '', label: blankChoiceLabel(def.required) }, ...def.options]}
          {...narrow(420)}
        />
      );
    }
    case 'multiChoice':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={field.onChange}
        >
          <Stack gap="xs" mt={6}>
            {def.options.map((option, index) => (
              <Checkbox
                key={option.value}
                ref={index === 0 ? field.ref : undefined}
                value={option.value}
                label={option.label}
                onBlur={field.onBlur}
                disabled={disabled}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'reference':
      return (
        <ReferenceSelect
          {...widget}
          to={def.to}
          owner={owner}
          field={name}
          knownTitle={knownTitle}
        />
      );
    case 'email':
      return <TextInput {...textProps} type="email" autoComplete="off" {...narrow(420)} />;
    case 'phone':
      return <TextInput {...textProps} type="tel" autoComplete="off" {...narrow(280)} />;
    case 'postcode':
      return (
        <TextInput {...textProps} autoCapitalize="characters" autoComplete="off" {...narrow(200)} />
      );
    case 'niNumber':
    case 'nhsNumber':
      return (
        <TextInput {...textProps} autoCapitalize="characters" autoComplete="off" {...narrow(240)} />
      );
    case 'colour':
      return <ColourField {...widget} />;
    case 'signature':
      return <SignaturePad {...widget} />;
    case 'file':
      return <FileField {...widget} knownName={knownTitle} onUploadError={onUploadError} />;
  }
}
