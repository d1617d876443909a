import {
  type Answers,
  can,
  formatUkDate,
  type Permission,
  refereeFormOf,
  type StaffOwner,
  type StaffReferenceAnswers,
  ukCalendarDate,
} from '@care360/domain';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { useCurrentUser } from '../../platform/current-user';
import { formValuesOf } from '../../platform/forms/answer-values';
import { FormAnswers } from '../../platform/forms/FormAnswers';
import { FormRenderer, focusQuestion } from '../../platform/forms/FormRenderer';
import { useQuestionnaire } from '../../platform/forms/use-questionnaire';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { errorsByQuestion } from '../../platform/person-files/person-file-api';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { fileHref, nounOf, referenceAnswersQuery, saveReferenceAnswers } from './staff-email-api';

type FileParams = { id?: string; editid?: string };

/** The office's own copy of the referee form, for answers taken by phone. */
function PhoneAnswersForm({
  owner,
  id,
  refId,
  type,
  onSaved,
  onCancel,
}: {
  owner: StaffOwner;
  id: string;
  refId: string;
  type: StaffReferenceAnswers['reference']['type'];
  onSaved: (saved: StaffReferenceAnswers) => void;
  onCancel: () => void;
}) {
  const definition = refereeFormOf(type);
  const [start] = useState(() => formValuesOf(definition, null, ukCalendarDate()));
  const form = useQuestionnaire(definition, start);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage('');
    const refused = form.check('completed');
    if (refused[0]) {
      setMessage('Some answers need checking. Each one says what is wrong.');
      focusQuestion(refused[0]);
      return;
    }
    setSaving(true);
    const result = await saveReferenceAnswers(owner, id, refId, form.answers);
    setSaving(false);
    if (result.error) {
      const { questions } = errorsByQuestion(result.errors);
      form.showServerErrors(questions);
      setMessage(result.message);
      const first = Object.keys(questions)[0];
      if (first) focusQuestion(first);
      return;
    }
    showAlert({ type: 'success', message: result.notice || 'The referee’s answers are saved.' });
    onSaved(result.data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Answers taken by phone">
      <Stack gap="lg">
        {message && (
          <Notice tone="danger" title="Not saved yet">
            {message}
          </Notice>
        )}
        <FormRenderer form={form} disabled={saving} />
        <Group gap="sm">
          <ButtonLoader type="submit" loading={saving}>
            Save answers
          </ButtonLoader>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A staff reference's answers (spec §2.5, §2.6: EmploymentReference / CharacterReference): what
 * the referee answered, read back with the questions as they were, or the referee form for
 * answers the office took by phone. Each read is audited on the person's file.
 */
function ReferenceAnswersView({ owner, title }: { owner: StaffOwner; title: string }) {
  const { id = '', editid: refId = '' } = useParams({ strict: false }) as FileParams;
  const user = useCurrentUserPermission(owner);
  const queryClient = useQueryClient();
  const options = referenceAnswersQuery(owner, id, refId);
  const query = useQuery(options);
  const [typing, setTyping] = useState(false);
  const back = (
    <Anchor component={Link} to={fileHref(owner, id, 'references-documents')}>
      Back to references and documents
    </Anchor>
  );

  if (query.isPending) return <LineLoader label="Loading the referee’s answers" />;
  if (query.isError)
    return (
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <LoadFailure
          error={query.error}
          what="The referee’s answers"
          retry={() => void query.refetch()}
          notFound={
            <Notice tone="info" title="Reference not found">
              This reference is not one of this person’s, or it has been deleted.
            </Notice>
          }
        />
        {back}
      </Stack>
    );
  const { reference, received } = query.data;
  const referee = [reference.refereeName, reference.company].filter(Boolean).join(', ');
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{title}</Title>
      <Text>
        {reference.type === 'Character' ? 'Character' : 'Employer'} reference from {referee}.
      </Text>
      {typing ? (
        <PhoneAnswersForm
          owner={owner}
          id={id}
          refId={refId}
          type={reference.type}
          onCancel={() => setTyping(false)}
          onSaved={(saved) => {
            queryClient.setQueryData(options.queryKey, saved);
            setTyping(false);
          }}
        />
      ) : (
        <>
          {received ? (
            <>
              <Text>
                {received.source === 'referee'
                  ? `Answered by the referee on ${formatUkDate(received.receivedOn)}.`
                  : `Taken by phone and recorded on ${formatUkDate(received.receivedOn)}.`}
              </Text>
              <FormAnswers
                definition={received.definition}
                answers={received.answers as Answers}
                headingLevel={2}
              />
            </>
          ) : (
            <Text>The referee has not answered yet.</Text>
          )}
          <Group gap="sm">
            {user.maySave && (
              <Button variant={received ? 'default' : 'filled'} onClick={() => setTyping(true)}>
                Record answers taken by phone
              </Button>
            )}
            {back}
          </Group>
        </>
      )}
    </Stack>
  );
}

function useCurrentUserPermission(owner: StaffOwner) {
  const user = useCurrentUser();
  return { maySave: can(user, `${owner}.update` as Permission) };
}

const page = (owner: StaffOwner, kind: 'Employment' | 'Character') => () => (
  <ReferenceAnswersView owner={owner} title={`${nounOf(owner)} ${kind} Reference`} />
);

export const CarerEmploymentReferencePage = page('carers', 'Employment');
export const CarerCharacterReferencePage = page('carers', 'Character');
export const EmployeeEmploymentReferencePage = page('employees', 'Employment');
export const EmployeeCharacterReferencePage = page('employees', 'Character');
