import {
  type ApplicantPackData,
  type ApplicantPackKey,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { formValuesOf } from '../../platform/forms/answer-values';
import { FormRenderer, focusQuestion } from '../../platform/forms/FormRenderer';
import { clearDraft, draftStart, useFormDraft } from '../../platform/forms/form-draft';
import { useQuestionnaire } from '../../platform/forms/use-questionnaire';
import { Notice } from '../../platform/Notice';
import { errorsByQuestion } from '../../platform/person-files/person-file-api';
import { SignedCopy } from '../../platform/person-files/SignedContract';
import { ApplicantFrame } from '../applicant/ApplicantFrame';
import { applicantPackQuery, sendApplicantPack } from './applicant-pack-api';

/** The draft's name: one per form (the token never goes into the browser's storage). */
const draftName = (key: ApplicantPackKey) => `applicant-pack-${key}`;

interface PackFormProps {
  token: string;
  formKey: ApplicantPackKey;
  pack: ApplicantPackData;
  onSent: (message: string) => void;
}

/** The questionnaire to fill in, its draft kept in the browser until it is sent. */
function PackForm({ token, formKey, pack, onSent }: PackFormProps) {
  const { definition } = pack;
  const [start] = useState(() =>
    draftStart(draftName(formKey), formValuesOf(definition, null, ukCalendarDate())),
  );
  const form = useQuestionnaire(definition, start.values, { step: start.step });
  useFormDraft(draftName(formKey), form);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const isContract = definition.purpose === 'contract';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage('');
    const refused = form.check('completed');
    if (refused[0]) {
      focusQuestion(refused[0]);
      return;
    }
    setSending(true);
    const result = await sendApplicantPack(token, formKey, form.answers);
    setSending(false);
    if (result.error) {
      const { questions } = errorsByQuestion(result.errors);
      form.showServerErrors(questions);
      setMessage(result.message);
      const first = Object.keys(questions)[0];
      if (first) focusQuestion(first);
      return;
    }
    clearDraft(draftName(formKey));
    onSent(result.notice || 'Thank you, your answers have been sent.');
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {message && (
          <Notice tone="danger" title={isContract ? 'Not signed yet' : 'Not sent yet'}>
            {message}
          </Notice>
        )}
        <FormRenderer form={form} disabled={sending} />
        <ButtonLoader type="submit" loading={sending} fullWidth>
          {isContract ? 'Sign the contract' : 'Send'}
        </ButtonLoader>
      </Stack>
    </form>
  );
}

/**
 * One of the forms an applicant fills in from their private link: a pack, the
 * support-worker test or their contract. The test shows "sent", never its score; a contract not
 * offered to them names the one they should sign; a signed contract shows its signed copy.
 */
function ApplicantPackPage({ formKey }: { formKey: ApplicantPackKey }) {
  const { id: token } = useParams({ strict: false }) as { id: string };
  const queryClient = useQueryClient();
  const query = useQuery(applicantPackQuery(token, formKey));
  const [sent, setSent] = useState('');

  if (!query.data) {
    return (
      <ApplicantFrame heading="Loading">
        <Text>Opening your form…</Text>
      </ApplicantFrame>
    );
  }
  const result = query.data;
  if (result.error) {
    return (
      <ApplicantFrame heading="This link does not work">
        <Notice tone="danger" title="We cannot open this form">
          {result.message}
        </Notice>
      </ApplicantFrame>
    );
  }
  const pack = result.data;
  const { definition, offered } = pack;

  if (offered && offered.key !== formKey) {
    return (
      <ApplicantFrame heading={definition.title}>
        <Notice tone="info" title="This is not your contract">
          {offered.key ? (
            <>
              The contract you are offered is the{' '}
              <Anchor component={Link} to={`/${offered.key}/${token}`} inherit>
                {offered.title}
              </Anchor>
              . Please open it and sign that one.
            </>
          ) : (
            `${offered.reason ?? ''} Please contact the office.`
          )}
        </Notice>
      </ApplicantFrame>
    );
  }

  if (pack.signed) {
    return (
      <ApplicantFrame heading={`${definition.title}: signed`}>
        <Stack gap="lg">
          {sent && (
            <Notice tone="success" title="Signed">
              {sent}
            </Notice>
          )}
          <SignedCopy
            organisationName={pack.organisationName}
            terms={pack.signed.definition}
            answers={pack.signed.answers}
            ownerLine={
              <Text>
                Employee: <strong>{pack.applicantName}</strong>
              </Text>
            }
            recordedOn={pack.signed.signedOn}
            footer={
              <Text size="sm" c="dimmed">
                Signed online through your private link
                {pack.signed.signedOn ? ` on ${ukDate(pack.signed.signedOn)}` : ''}. Keep a copy for
                your records.
              </Text>
            }
          />
        </Stack>
      </ApplicantFrame>
    );
  }

  if (pack.submittedOn) {
    return (
      <ApplicantFrame heading={definition.title}>
        <Notice tone="success" title="Submitted">
          {sent ||
            `Thank you, ${pack.applicantName}. Your ${definition.title} was submitted on ${ukDate(pack.submittedOn)}.`}{' '}
          The office at {pack.organisationName} will be in touch about the next step.
        </Notice>
      </ApplicantFrame>
    );
  }

  return (
    <ApplicantFrame heading={definition.title}>
      <Stack gap="md">
        <Text>
          {pack.applicantName}, {pack.organisationName} asks you to complete this form.
          {definition.description ? ` ${definition.description}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          Your answers are kept on this device for an hour while you fill it in (never your
          signature or health details).
        </Text>
        <PackForm
          token={token}
          formKey={formKey}
          pack={pack}
          onSent={(message) => {
            setSent(message);
            void queryClient.invalidateQueries({ queryKey: ['applicant-pack', formKey, token] });
          }}
        />
      </Stack>
    </ApplicantFrame>
  );
}

export const PostInterviewReferenceFormsPage = () => (
  <ApplicantPackPage formKey="post-interview-reference-forms" />
);
export const ReferenceFormsPage = () => <ApplicantPackPage formKey="reference-forms" />;
export const SupportWorkerTestPage = () => <ApplicantPackPage formKey="support-worker-test" />;
export const BirdieContractPage = () => <ApplicantPackPage formKey="birdie-contract" />;
export const InternationalPlusContractPage = () => (
  <ApplicantPackPage formKey="international-plus-contract" />
);
export const Contract18to20Page = () => <ApplicantPackPage formKey="18to20-contract" />;
export const Contract21PlusPage = () => <ApplicantPackPage formKey="21plus-contract" />;
