import type { ReactNode } from 'react';
import type { RefCallBack } from 'react-hook-form';

/** What every field widget gets from the form: Mantine's wrapper props plus value handling. */
export interface WidgetProps<V> {
  id?: string;
  name: string;
  label: string;
  description?: ReactNode;
  required?: boolean | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /** Lets the form focus the widget when its value is refused. */
  inputRef: RefCallBack;
}
