import { TextInput, type TextInputProps } from '@mantine/core';
import { tidyClockTime, tidyDateTime } from '../london-time';

/**
 * The date and time boxes of every form: plain text typed the UK way, never the browser's own
 * pickers (type="date", "time", "datetime-local"), whose format follows the browser's language.
 * Each says its format in its placeholder and tidies what was typed when left.
 */

/** The format each box says under its label, the same in record forms and questionnaires. */
export const FORMAT_HELP = {
  date: 'DD/MM/YYYY, for example 27/03/2025.',
  time: '24-hour clock, for example 14:30.',
  dateTime: 'DD/MM/YYYY HH:MM in UK time, for example 27/03/2025 14:30.',
} as const;

/** The format help of a field or question kind; undefined for a kind without one. */
export const formatHelpOf = (kind: string): string | undefined =>
  kind in FORMAT_HELP ? FORMAT_HELP[kind as keyof typeof FORMAT_HELP] : undefined;

type BoxProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

function box(
  { value, onChange, onBlur, placeholder, ...props }: BoxProps,
  format: string,
  width: number,
  tidy: (text: string) => string,
) {
  return (
    <TextInput
      placeholder={placeholder ?? format}
      inputMode="numeric"
      autoComplete="off"
      styles={{ wrapper: { maxWidth: width } }}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const tidied = tidy(value);
        if (tidied !== value) onChange(tidied);
        onBlur?.(event);
      }}
    />
  );
}

const asTyped = (text: string) => text;

/** A date, 'DD/MM/YYYY'. */
export const UkDateInput = (props: BoxProps) => box(props, 'DD/MM/YYYY', 200, asTyped);

/** A time of day on the 24-hour clock, 'HH:MM'. */
export const ClockTimeInput = (props: BoxProps) => box(props, 'HH:MM', 160, tidyClockTime);

/** A UK wall-clock date and time, 'DD/MM/YYYY HH:MM'. */
export const UkDateTimeInput = (props: BoxProps) =>
  box(props, 'DD/MM/YYYY HH:MM', 280, tidyDateTime);
