import { displayValue } from '@care360/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { ProfileCard } from '../../platform/ProfileCard';
import { SensitiveField } from '../../platform/records/fields/SensitiveField';
import { loadedKind } from '../../platform/records/loaded-kinds';
import type { RecordRow } from '../../platform/records/record-api';
import { applicantApi } from './tracker-api';

/** Each question the application asks about convictions, and the field holding its details. */
const DECLARATIONS = [
  { answer: 'criminalRecord', details: 'criminalRecordDetails' },
  { answer: 'spentConvictions', details: 'spentConvictionsDetails' },
] as const;

/** One answer, with its details hidden until asked for (each look is audited on the server). */
function Declaration({
  applicant,
  answer,
  details,
}: {
  applicant: RecordRow;
  answer: string;
  details: string;
}) {
  const kind = loadedKind('applicants');
  const [revealed, setRevealed] = useState<{ value: unknown } | null>(null);
  const answerDef = kind.fields[answer];
  const detailsDef = kind.fields[details];
  if (!answerDef || !detailsDef) return null;
  const withheld = (applicant._withheld ?? {}) as Record<string, boolean>;
  const shown = revealed ? displayValue(detailsDef, revealed.value) : '';
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {answerDef.label}
      </Text>
      <Text component="dd" m={0}>
        {displayValue(answerDef, applicant[answer]) || 'Not answered'}
        {withheld[details] && (
          <SensitiveField
            def={detailsDef}
            isSet
            revealed={revealed !== null}
            revealUrl={`${applicantApi(String(applicant.id))}/reveal/${details}`}
            onReveal={(value) => setRevealed({ value })}
            viewOnly
          >
            {shown && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {shown}
              </Text>
            )}
          </SensitiveField>
        )}
      </Text>
    </div>
  );
}

/**
 * What the applicant declared about convictions on their application: unspent ones, and spent
 * ones that are not protected (care work is regulated activity). The details stay hidden until
 * someone asks to read them.
 */
export function DeclaredConvictions({ applicant }: { applicant: RecordRow }) {
  return (
    <ProfileCard title="Convictions declared">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
        {DECLARATIONS.map((declaration) => (
          <Declaration key={declaration.answer} applicant={applicant} {...declaration} />
        ))}
      </SimpleGrid>
    </ProfileCard>
  );
}
