import {
  type Answers,
  displayValue,
  type FormDefinition,
  type FormResponse,
  questionsOf,
  type SignatureAnswer,
  ukDate,
} from '@care360/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../current-user';
import { FormAnswers } from '../forms/FormAnswers';
import { Notice } from '../Notice';
import { PrintArea, ScreenOnly } from '../print/PrintArea';
import { loadedKinds } from '../records/loaded-kinds';
import { recordQuery } from '../records/record-api';
import { sectionsQuery } from './person-file-api';
import type { PersonFileRoute } from './person-file-route-info';

/** The first signature given, which is the one the contract is signed with. */
export function signatureOf(
  definition: FormDefinition,
  answers: Answers,
): SignatureAnswer | undefined {
  for (const question of questionsOf(definition)) {
    const answer = answers[question.id];
    if (question.type === 'signature' && typeof answer === 'object' && answer !== null) {
      if (!Array.isArray(answer)) return answer as SignatureAnswer;
    }
  }
  return undefined;
}

/** Who the contract is with, as the paper copy names them: the name, then the declared facts. */
function OwnerLine({ route, fileBase }: { route: PersonFileRoute; fileBase: string }) {
  const ownerId = fileBase.slice(fileBase.lastIndexOf('/') + 1);
  const owner = useQuery(recordQuery(`/api/v1/${route.owner}`, decodeURIComponent(ownerId)));
  const sections = useQuery(sectionsQuery(fileBase));
  if (!owner.data || !sections.data) return null;
  const fields = loadedKinds().find((kind) => kind.name === route.owner)?.fields ?? {};
  const facts = route.contractFields.flatMap((key) => {
    const value = owner.data[key];
    if (value === null || value === undefined || value === '') return [];
    // A person's date of birth reads as on paper: 'born 02/03/1941'.
    if (key === 'dateOfBirth') return [`born ${ukDate(String(value))}`];
    const field = fields[key];
    return [field ? displayValue(field, value) : String(value)];
  });
  return (
    <Text>
      {route.noun}: <strong>{sections.data.owner.name}</strong>
      {facts.length > 0 && `, ${facts.join(', ')}`}
    </Text>
  );
}

interface SignedContractProps {
  route: PersonFileRoute;
  fileBase: string;
  /** The form as it is now. */
  definition: FormDefinition;
  /** The version the response was signed under, when the form has changed since. */
  signedDefinition: FormDefinition | null;
  response: FormResponse;
  /** Offered to people who may change the file. */
  onSignAgain: (() => void) | null;
}

interface SignedCopyProps {
  /** The agency whose contract it is, above the title. */
  organisationName: string;
  /** The terms as signed. */
  terms: FormDefinition;
  answers: Answers;
  /** Who it is with (the name and declared facts), under the title. */
  ownerLine: ReactNode;
  /** The date the response was recorded, when the signature carries none. */
  recordedOn?: string | null;
  /** Who recorded it, when the signature gives no name. */
  recordedBy?: string | null;
  /** Under the answers: who recorded it, the version. */
  footer?: ReactNode;
  /** Beside Print. */
  actions?: ReactNode;
}

/**
 * A signed contract as it was signed, from its data alone (no session): its terms and answers
 * in words, the signature image with the typed name and date, ready to print without the app
 * around it. The office's file page and the signer's own link page both show it.
 */
export function SignedCopy({
  organisationName,
  terms,
  answers,
  ownerLine,
  recordedOn = null,
  recordedBy = null,
  footer,
  actions,
}: SignedCopyProps) {
  const signature = signatureOf(terms, answers);
  const signedOn = signature?.date ?? recordedOn;
  return (
    <PrintArea>
      <Stack gap="md" maw={760}>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {organisationName}
          </Text>
          <Title order={2}>{terms.title}</Title>
          {ownerLine}
          <Text fw={700}>
            Signed by {signature?.name ?? recordedBy ?? 'unknown'}
            {signedOn ? ` on ${ukDate(signedOn)}` : ''}
          </Text>
          {terms.description && <Text>{terms.description}</Text>}
        </Stack>
        <FormAnswers definition={terms} answers={answers} headingLevel={3} />
        {footer}
        <ScreenOnly>
          <Group gap="sm">
            <Button onClick={() => window.print()}>Print</Button>
            {actions}
          </Group>
        </ScreenOnly>
      </Stack>
    </PrintArea>
  );
}

/** A signed contract on the person's file, with the version it was signed under. */
export function SignedContract({
  route,
  fileBase,
  definition,
  signedDefinition,
  response,
  onSignAgain,
}: SignedContractProps) {
  const user = useCurrentUser();
  const terms = signedDefinition ?? definition;
  return (
    <Stack gap="lg">
      {signedDefinition && (
        <Notice tone="info" title="The terms have changed since this was signed">
          This was signed under version {signedDefinition.version} of the form; it is now at version{' '}
          {definition.version}. Ask the {route.noun.toLowerCase()} (or their representative) to sign
          the current version.
        </Notice>
      )}
      <SignedCopy
        organisationName={user.organisation.name}
        terms={terms}
        answers={response.answers}
        ownerLine={<OwnerLine route={route} fileBase={fileBase} />}
        recordedOn={response.assessedOn}
        recordedBy={response.assessedByName}
        footer={
          <Text size="sm" c="dimmed">
            Recorded by {response.assessedByName ?? 'unknown'}, version {response.formVersion} of
            the form.
          </Text>
        }
        actions={
          onSignAgain && (
            <Button variant="default" onClick={onSignAgain}>
              Start a new signature
            </Button>
          )
        }
      />
    </Stack>
  );
}
