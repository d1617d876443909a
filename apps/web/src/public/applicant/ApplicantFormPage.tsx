import {
  APPLICATION_DEFAULTS,
  type ApplicationOptionsAnswer,
  applicationForm,
  ukCalendarDate,
} from '@care360/domain';
import { List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { formValuesOf } from '../../platform/forms/answer-values';
import { FormRenderer, focusQuestion } from '../../platform/forms/FormRenderer';
import { clearDraft, draftStart, useFormDraft } from '../../platform/forms/form-draft';
import { useQuestionnaire } from '../../platform/forms/use-questionnaire';
import { Notice } from '../../platform/Notice';
import { errorsByQuestion } from '../../platform/person-files/person-file-api';
import { newIdempotencyKey } from '../../platform/records/record-api';
import { ApplicantFrame } from './ApplicantFrame';
import { applicationOptions, sendApplication } from './applicant-link-api';

/** The draft's name in the browser (and its one-hour cookie). */
export const APPLICATION_DRAFT = 'application';

/**
 * The agency the page is for comes from its link: ?organisation=<id>, or ?vacancy=<id> for one
 * vacancy (which then starts chosen); with neither, the installation's only agency.
 */
function linkSearch(search: Record<string, unknown>): { organisation?: string; vacancy?: string } {
  const { organisation, vacancy } = search;
  return {
    ...(typeof organisation === 'string' ? { organisation } : {}),
    ...(typeof vacancy === 'string' ? { vacancy } : {}),
  };
}

function ApplicationForm({
  options,
  vacancy,
  onSent,
}: {
  options: ApplicationOptionsAnswer;
  vacancy: string | undefined;
  onSent: (message: string) => void;
}) {
  const definition = useMemo(() => applicationForm(options), [options]);
  const [start] = useState(() => {
    const preset = vacancy && options.vacancies.some((v) => v.value === vacancy) ? { vacancy } : {};
    return draftStart(
      APPLICATION_DRAFT,
      formValuesOf(definition, { ...APPLICATION_DEFAULTS, ...preset }, ukCalendarDate()),
    );
  });
  const form = useQuestionnaire(definition, start.values, { step: start.step });
  useFormDraft(APPLICATION_DRAFT, form);
  // One key for this application: a double click or a retry after a lost answer makes one.
  const key = useRef(newIdempotencyKey());
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const last = form.step === form.stepCount - 1;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!last) return;
    setMessage('');
    const refused = form.check('completed');
    if (refused[0]) {
      focusQuestion(refused[0]);
      return;
    }
    setSending(true);
    const result = await sendApplication(options.organisation.id, form.answers, key.current);
    setSending(false);
    if (result.error) {
      const { questions } = errorsByQuestion(result.errors);
      form.showServerErrors(questions);
      setMessage(result.message);
      const first = Object.keys(questions)[0];
      if (first) focusQuestion(first);
      return;
    }
    clearDraft(APPLICATION_DRAFT);
    onSent(result.notice);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <Text>
          Apply to work with {options.organisation.name}. It takes about ten minutes; what you type
          is kept on this device for an hour, so you can come back to it.
        </Text>
        {message && (
          <Notice tone="danger" title="Not sent yet">
            {message}
          </Notice>
        )}
        <FormRenderer form={form} disabled={sending} />
        {last && (
          <ButtonLoader type="submit" loading={sending} fullWidth>
            Send my application
          </ButtonLoader>
        )}
      </Stack>
    </form>
  );
}

/** /applicant-form: the public application, in steps, for a phone first. */
export function ApplicantFormPage() {
  const params = useSearch({ strict: false }) as Record<string, unknown>;
  const [search] = useState(() => linkSearch(params));
  const query = useQuery({
    queryKey: ['application-form', search],
    queryFn: () => applicationOptions(search),
  });
  const [sent, setSent] = useState('');

  if (sent) {
    return (
      <ApplicantFrame heading="Application sent">
        <Stack>
          <Notice tone="success" title="Thank you">
            {sent}
          </Notice>
          <Text fw={600}>What happens next</Text>
          <List spacing="xs">
            <List.Item>
              We have emailed you a private link. Open it to add your work, education and address
              history: we need every job and any gap longer than a month explained.
            </List.Item>
            <List.Item>
              We will look at your application and contact you about an interview.
            </List.Item>
            <List.Item>
              We only ask your referees once you agree, usually after the interview.
            </List.Item>
          </List>
        </Stack>
      </ApplicantFrame>
    );
  }
  if (!query.data) {
    return (
      <ApplicantFrame heading="Apply to work with us">
        <Text>Opening the application…</Text>
      </ApplicantFrame>
    );
  }
  if (query.data.error) {
    return (
      <ApplicantFrame heading="Apply to work with us">
        <Notice tone="danger" title="We cannot open the application">
          {query.data.message}
        </Notice>
      </ApplicantFrame>
    );
  }
  return (
    <ApplicantFrame heading="Apply to work with us">
      <ApplicationForm
        options={query.data.data}
        vacancy={search.vacancy}
        onSent={(message) => setSent(message)}
      />
    </ApplicantFrame>
  );
}
