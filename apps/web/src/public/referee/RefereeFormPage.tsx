import { ukCalendarDate } from '@care360/domain';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { formValuesOf } from '../../platform/forms/answer-values';
import { FormRenderer, focusQuestion } from '../../platform/forms/FormRenderer';
import { clearDraft, draftStart, useFormDraft } from '../../platform/forms/form-draft';
import { useQuestionnaire } from '../../platform/forms/use-questionnaire';
import { Notice } from '../../platform/Notice';
import { errorsByQuestion } from '../../platform/person-files/person-file-api';
import { PublicFrame } from '../PublicFrame';
import { REFEREE_FORMS, type RefereeFormKey, refereeFormQuery, sendReference } from './referee-api';

/**
 * The page's address is /employer-reference/:id/:editid (screens.tsv). `editid`, the last
 * segment, carries the link's token, as /reset-password/:token does: the request log redacts a
 * token-shaped segment wherever it is. `id` is the reference's id, only so the address reads as
 * what it is; the page never sends it, and the server takes the reference from the link alone.
 */
type RefereeParams = { id: string; editid: string };

const COLUMN = 720;

function RefereeForm({
  formKey,
  token,
  draftName,
  onSent,
}: {
  formKey: RefereeFormKey;
  token: string;
  draftName: string;
  onSent: (message: string) => void;
}) {
  const definition = REFEREE_FORMS[formKey];
  const [start] = useState(() =>
    draftStart(draftName, formValuesOf(definition, null, ukCalendarDate())),
  );
  const form = useQuestionnaire(definition, start.values, { step: start.step });
  useFormDraft(draftName, form);
  const [sending, setSending] = useState(false);
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
    setSending(true);
    const result = await sendReference(formKey, token, form.answers);
    setSending(false);
    if (result.error) {
      const { questions } = errorsByQuestion(result.errors);
      form.showServerErrors(questions);
      setMessage(result.message);
      const first = Object.keys(questions)[0];
      if (first) focusQuestion(first);
      return;
    }
    clearDraft(draftName);
    onSent(result.notice || 'Thank you. Your reference has been sent.');
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {message && (
          <Notice tone="danger" title="Not sent yet">
            {message}
          </Notice>
        )}
        <FormRenderer form={form} disabled={sending} />
        <ButtonLoader type="submit" loading={sending} fullWidth>
          Send reference
        </ButtonLoader>
      </Stack>
    </form>
  );
}

/**
 * A referee's form opened from the emailed link: whose reference it is, the
 * questionnaire drawn by the shared renderer, sent once. A used, expired or withdrawn link shows
 * the server's one plain message.
 */
export function RefereeFormPage({ formKey }: { formKey: RefereeFormKey }) {
  const { id, editid: token } = useParams({ strict: false }) as RefereeParams;
  const query = useQuery(refereeFormQuery(formKey, token));
  const [sent, setSent] = useState('');
  const title = REFEREE_FORMS[formKey].title;

  if (sent) {
    return (
      <PublicFrame heading={title} size={COLUMN}>
        <Notice tone="success" title="Reference sent">
          {sent} You can close this page.
        </Notice>
      </PublicFrame>
    );
  }
  if (!query.data) {
    return (
      <PublicFrame heading={title} size={COLUMN}>
        <Text>Opening the reference form…</Text>
      </PublicFrame>
    );
  }
  const result = query.data;
  if (result.error) {
    return (
      <PublicFrame heading="This link does not work" size={COLUMN}>
        <Notice tone="danger" title="We cannot open this reference form">
          {result.message}
        </Notice>
      </PublicFrame>
    );
  }
  const { applicantName, refereeName, organisation } = result.data;
  return (
    <PublicFrame heading={`${title} for ${applicantName}`} size={COLUMN}>
      <Stack gap="md">
        <Text>
          Dear {refereeName}, {applicantName} has applied to work for {organisation} and named you
          as a referee. {REFEREE_FORMS[formKey].description}
        </Text>
        <Text size="sm" c="dimmed">
          Your answers are kept on this device for an hour while you fill it in (never your
          signature). The link works once: please check your answers before sending.
        </Text>
        <RefereeForm
          formKey={formKey}
          token={token}
          draftName={`${formKey}-${id}`}
          onSent={setSent}
        />
      </Stack>
    </PublicFrame>
  );
}

export const EmployerReferencePage = () => <RefereeFormPage formKey="employer-reference" />;
export const CharacterReferencePage = () => <RefereeFormPage formKey="character-reference" />;
