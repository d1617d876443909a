import {
  type Answers,
  type ClientFormData,
  can,
  type FormDefinition,
  type FormResponse,
  questionsOf,
  reviewNote,
} from '@care360/domain';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMatch, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../../platform/current-user';
import { FormAnswers } from '../../platform/forms/FormAnswers';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { ClientFormEditor } from './ClientFormEditor';
import { answeredOn, ClientFormHistory, statusText } from './ClientFormHistory';
import { LoadFailure } from './ClientFormStates';
import { clientFormQuery } from './client-form-api';
import { SignedContract } from './SignedContract';

/** One line on where the form stands: who saved it last, when, and what is due. */
function StandingLine({
  definition,
  response,
}: {
  definition: FormDefinition;
  response: FormResponse | null;
}) {
  if (!response) return <Text>Nothing has been saved on this form yet.</Text>;
  const review = reviewNote(definition, response);
  const parts = [
    `${statusText(response.status, definition)} on ${answeredOn(response)} by ${response.assessedByName ?? 'unknown'}.`,
    review ? `Next review: ${review}.` : '',
    response.completion < 100 ? `${response.completion}% of the required questions answered.` : '',
  ];
  return <Text>{parts.filter(Boolean).join(' ')}</Text>;
}

/** Answers given to an older version of the form carry over where the questions remain. */
function OlderVersionNotice({ data }: { data: ClientFormData }) {
  if (!data.responseDefinition || !data.response) return null;
  return (
    <Notice tone="info" title="This form has changed">
      The saved answers were given to version {data.response.formVersion}; the form is now at
      version {data.definition.version}. The answers to questions that remain are filled in below;
      check them and answer any new questions. The earlier answers stay as they were in the history.
    </Notice>
  );
}

interface ClientFormContentProps {
  clientId: string;
  data: ClientFormData;
}

function ClientFormContent({ clientId, data }: ClientFormContentProps) {
  const user = useCurrentUser();
  const { definition, response } = data;
  const mayChange = can(user, 'clients.update');
  const isSigned = definition.purpose === 'contract' && response?.status === 'completed';
  // Decided when the page opens and by the person's own actions, never by a refetch: a newer
  // response saved elsewhere must not swap the form being filled in for something else.
  const [signing, setSigning] = useState(!isSigned);
  // A new signature starts from the signed answers, without the old signatures.
  const [resign, setResign] = useState(0);

  if (isSigned && !signing) {
    return (
      <SignedContract
        clientId={clientId}
        definition={definition}
        signedDefinition={data.responseDefinition}
        response={response}
        onSignAgain={
          mayChange
            ? () => {
                setResign((count) => count + 1);
                setSigning(true);
              }
            : null
        }
      />
    );
  }
  const description = definition.description && <Text>{definition.description}</Text>;
  if (!mayChange) {
    return (
      <Stack gap="lg">
        {description}
        <Notice tone="info" title="View only">
          You can read this form but not change it.
        </Notice>
        {response && (
          <FormAnswers
            definition={data.responseDefinition ?? definition}
            answers={response.answers}
          />
        )}
      </Stack>
    );
  }
  const startFrom =
    resign > 0 && response
      ? { ...response, answers: withoutSignatures(definition, response.answers) }
      : response;
  return (
    <>
      {description}
      <OlderVersionNotice data={data} />
      <ClientFormEditor
        key={resign}
        clientId={clientId}
        definition={definition}
        startFrom={startFrom}
        latestId={response?.id ?? null}
        assessorName={user.name}
        onSaved={(saved) => {
          if (definition.purpose === 'contract' && saved.status === 'completed') setSigning(false);
        }}
        extraActions={
          isSigned && (
            <Button variant="subtle" onClick={() => setSigning(false)}>
              Back to the signed copy
            </Button>
          )
        }
      />
    </>
  );
}

function withoutSignatures(definition: FormDefinition, answers: Answers): Answers {
  const signatures = new Set(
    questionsOf(definition)
      .filter((question) => question.type === 'signature')
      .map((question) => question.id),
  );
  return Object.fromEntries(Object.entries(answers).filter(([id]) => !signatures.has(id)));
}

/**
 * A questionnaire of a client's file (/app/clients/$id/edit/{form}): one page for every form of
 * CLIENT_FORMS, built from the definition the server sends, with the latest answers, the
 * assessment's dates, saving, the signed copy of a contract, and earlier answers.
 */
export function ClientFormPage() {
  const formKey = useMatch({ strict: false, select: (match) => match.staticData.clientForm });
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  const params: { id?: string } = useParams({ strict: false });
  if (!formKey || !params.id) throw new Error('A client form page was rendered outside its route.');
  const clientId = params.id;
  const loaded = useQuery(clientFormQuery(clientId, formKey));

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        {loaded.data && (
          <StandingLine
            definition={loaded.data.responseDefinition ?? loaded.data.definition}
            response={loaded.data.response}
          />
        )}
      </Stack>
      {loaded.isPending ? (
        <LineLoader label="Loading the form" />
      ) : loaded.isError ? (
        <LoadFailure error={loaded.error} what="The form" retry={() => void loaded.refetch()} />
      ) : (
        <>
          <ClientFormContent
            key={`${clientId}/${formKey}`}
            clientId={clientId}
            data={loaded.data}
          />
          <ClientFormHistory
            clientId={clientId}
            definition={loaded.data.definition}
            history={loaded.data.history}
          />
        </>
      )}
    </Stack>
  );
}
