import {
  type Answers,
  clientFullName,
  type FormDefinition,
  type FormResponse,
  questionsOf,
  type SignatureAnswer,
  ukDate,
} from '@care360/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../platform/current-user';
import { FormAnswers } from '../../platform/forms/FormAnswers';
import { Notice } from '../../platform/Notice';
import { PrintArea, ScreenOnly } from '../../platform/print/PrintArea';
import { recordQuery } from '../../platform/records/record-api';

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

/** Who the contract is with, as the paper copy names them. */
function ClientLine({ clientId }: { clientId: string }) {
  const client = useQuery(recordQuery('/api/v1/clients', clientId));
  if (!client.data) return null;
  const { dateOfBirth, address1, town, postcode } = client.data;
  const born = typeof dateOfBirth === 'string' ? `, born ${ukDate(dateOfBirth)}` : '';
  const address = [address1, town, postcode].filter((part) => typeof part === 'string' && part);
  return (
    <Text>
      Client: <strong>{clientFullName(client.data)}</strong>
      {born}
      {address.length > 0 && `, ${address.join(', ')}`}
    </Text>
  );
}

interface SignedContractProps {
  clientId: string;
  /** The form as it is now. */
  definition: FormDefinition;
  /** The version the response was signed under, when the form has changed since. */
  signedDefinition: FormDefinition | null;
  response: FormResponse;
  /** Offered to people who may change the client's file. */
  onSignAgain: (() => void) | null;
}

/**
 * A signed contract as it was signed: its terms and answers in words, the signature image with
 * the typed name and date, ready to print without the app around it.
 */
export function SignedContract({
  clientId,
  definition,
  signedDefinition,
  response,
  onSignAgain,
}: SignedContractProps) {
  const user = useCurrentUser();
  const terms = signedDefinition ?? definition;
  const signature = signatureOf(terms, response.answers);
  const signedOn = signature?.date ?? response.assessedOn;
  return (
    <Stack gap="lg">
      {signedDefinition && (
        <Notice tone="info" title="The terms have changed since this was signed">
          This was signed under version {signedDefinition.version} of the form; it is now at version{' '}
          {definition.version}. Ask the client (or their representative) to sign the current
          version.
        </Notice>
      )}
      <PrintArea>
        <Stack gap="md" maw={760}>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {user.organisation.name}
            </Text>
            <Title order={2}>{terms.title}</Title>
            <ClientLine clientId={clientId} />
            <Text fw={700}>
              Signed by {signature?.name ?? response.assessedByName ?? 'unknown'}
              {signedOn ? ` on ${ukDate(signedOn)}` : ''}
            </Text>
            {terms.description && <Text>{terms.description}</Text>}
          </Stack>
          <FormAnswers definition={terms} answers={response.answers} headingLevel={3} />
          <Text size="sm" c="dimmed">
            Recorded by {response.assessedByName ?? 'unknown'}, version {response.formVersion} of
            the form.
          </Text>
          <ScreenOnly>
            <Group gap="sm">
              <Button onClick={() => window.print()}>Print</Button>
              {onSignAgain && (
                <Button variant="default" onClick={onSignAgain}>
                  Start a new signature
                </Button>
              )}
            </Group>
          </ScreenOnly>
        </Stack>
      </PrintArea>
    </Stack>
  );
}
