import { type FieldDef, permissionCheck, type RevealAnswer } from '@care360/domain';
import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { apiGet } from '../../api';
import { ButtonLoader } from '../../ButtonLoader';
import { currentUserQuery } from '../../current-user';

/** The check over a permission a declaration names as a string (fields.ts revealPermission). */
const holds = permissionCheck<string>();

/**
 * Whether the signed-in person may see this field's value: a field naming a reveal permission
 * (an NI number) is not offered to those without it, whom the server would refuse. The person is
 * read from the cache the app shell filled; where none is (a test of the field alone), the
 * server's answer decides.
 */
function useMayReveal(def: FieldDef): boolean {
  const user = useQueryClient().getQueryData(currentUserQuery.queryKey);
  return !def.revealPermission || !user || holds(user, def.revealPermission);
}

/** What the field's box shows while a saved value stays hidden. */
export const HIDDEN_PLACEHOLDER = '••••••••';

interface SensitiveFieldProps {
  def: FieldDef;
  /** Whether a value is saved (the record's answer withheld it: `_withheld`). */
  isSet: boolean;
  /** Whether this page has already been shown the value. */
  revealed: boolean;
  /** The reveal route of this field of this record (GET, audited on the server). */
  revealUrl: string;
  onReveal: (value: unknown) => void;
  /** The field's own input, empty until the value is shown or a new one is typed. */
  children: ReactNode;
  /** On a page that only shows the record: the value can be shown, not replaced. */
  viewOnly?: boolean;
}

/**
 * A sensitive field (a key-safe code, a diagnosis) on a record's page: the saved value stays
 * hidden until the person asks to see it with Show (each look is recorded on the server). A new
 * value may be typed without showing the old one; leaving the box empty keeps the saved value.
 */
export function SensitiveField({
  def,
  isSet,
  revealed,
  revealUrl,
  onReveal,
  children,
  viewOnly = false,
}: SensitiveFieldProps) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const mayReveal = useMayReveal(def);
  const label = def.label.toLowerCase();

  async function show() {
    setLoading(true);
    setFailed(null);
    const result = await apiGet<RevealAnswer>(revealUrl);
    setLoading(false);
    if (result.error) {
      setFailed(result.message);
      return;
    }
    onReveal(result.data.value);
  }

  return (
    <div>
      {children}
      {isSet && !revealed && !mayReveal && (
        <Text size="sm" c="dimmed" mt={6}>
          {`A ${label} is saved; it is shown only to those who may see it.`}
        </Text>
      )}
      {isSet && !revealed && mayReveal && (
        <Group gap="sm" mt={6} wrap="nowrap" align="center">
          <Text size="sm" c="dimmed">
            {viewOnly
              ? `The saved ${label} is hidden. Show it to read it; seeing it is recorded.`
              : `The saved ${label} is hidden. Show it to read or change it, or type a new one to replace it; seeing it is recorded.`}
          </Text>
          <ButtonLoader
            type="button"
            size="compact-sm"
            variant="default"
            loading={loading}
            onClick={show}
            aria-label={`Show the ${label}`}
          >
            Show
          </ButtonLoader>
        </Group>
      )}
      {failed && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {failed}
        </Text>
      )}
    </div>
  );
}
