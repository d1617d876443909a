import {
  type Answers,
  can,
  type FormDefinition,
  type FormResponse,
  type Permission,
  type PersonFormData,
  questionsOf,
  reviewNote,
} from '@care360/domain';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMatch, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../current-user';
import { FormAnswers } from '../forms/FormAnswers';
import { LineLoader } from '../LineLoader';
import { Notice } from '../Notice';
import { LoadFailure } from '../records/RecordPageStates';
import { PersonFormEditor } from './PersonFormEditor';
import { answeredOn, PersonFormHistory, statusText } from './PersonFormHistory';
import { OwnerNotFound } from './PersonFormStates';
import { fileApiBase, filePath, formQuery } from './person-file-api';
import type { PersonFileRoute } from './person-file-route-info';
import { SectionChildLists } from './SectionChildLists';
import { SignedContract } from './SignedContract';
import { usePersonFileRoute } from './use-person-file-route';

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
function OlderVersionNotice({ data }: { data: PersonFormData }) {
  if (!data.responseDefinition || !data.response) return null;
  return (
    <Notice tone="info" title="This form has changed">
      The saved answers were given to version {data.response.formVersion}; the form is now at
      version {data.definition.version}. The answers to questions that remain are filled in below;
      check them and answer any new questions. The earlier answers stay as they were in the history.
    </Notice>
  );
}

interface PersonFormContentProps {
  route: PersonFileRoute;
  fileBase: string;
  data: PersonFormData;
}

function PersonFormContent({ route, fileBase, data }: PersonFormContentProps) {
  const user = useCurrentUser();
  const { definition, response } = data;
  const mayChange = can(user, route.permissions.update as Permission);
  const isSigned = definition.purpose === 'contract' && response?.status === 'completed';
  // Decided when the page opens and by the person's own actions, never by a refetch: a newer
  // response saved elsewhere must not swap the form being filled in for something else.
  const [signing, setSigning] = useState(!isSigned);
  // A new signature starts from the signed answers, without the old signatures.
  const [resign, setResign] = useState(0);

  if (isSigned && !signing) {
    return (
      <SignedContract
        route={route}
        fileBase={fileBase}
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
      <PersonFormEditor
        key={resign}
        fileBase={fileBase}
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
 * A questionnaire of a person's file (/app/clients/$id/edit/{form}): one page for every
 * questionnaire the file declares, built from the definition the server sends, with the latest
 * answers, the assessment's dates, saving, the signed copy of a contract, and earlier answers.
 */
export function PersonFormPage() {
  const route = usePersonFileRoute();
  const formKey = useMatch({ strict: false, select: (match) => match.staticData.personForm });
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  const params: { id?: string } = useParams({ strict: false });
  if (!formKey || !params.id) throw new Error('A form page was rendered outside its route.');
  const ownerId = params.id;
  const fileBase = fileApiBase(route, ownerId);
  const loaded = useQuery(formQuery(fileBase, formKey));

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
        <LoadFailure
          notFound={<OwnerNotFound route={route} />}
          error={loaded.error}
          what="The form"
          retry={() => void loaded.refetch()}
        />
      ) : (
        <>
          <PersonFormContent
            key={`${ownerId}/${formKey}`}
            route={route}
            fileBase={fileBase}
            data={loaded.data}
          />
          <SectionChildLists
            file={{ owner: route.owner, pageBase: filePath(route, ownerId), apiBase: fileBase }}
            segment={route.forms.find((form) => form.key === formKey)?.path ?? formKey}
          />
          <PersonFormHistory
            fileBase={fileBase}
            definition={loaded.data.definition}
            history={loaded.data.history}
          />
        </>
      )}
    </Stack>
  );
}
