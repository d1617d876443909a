import { type FormDefinition, formatUkDate, ukCalendarDate } from '@care360/domain';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { type ApiResult, apiGet, apiPost } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { formValuesOf } from '../../platform/forms/answer-values';
import { FormRenderer, focusQuestion } from '../../platform/forms/FormRenderer';
import { useQuestionnaire } from '../../platform/forms/use-questionnaire';
import { Notice } from '../../platform/Notice';
import { errorsByQuestion } from '../../platform/person-files/person-file-api';
import { PublicFrame } from '../PublicFrame';

const COLUMN = 720;

interface SurveyForm {
  title: string;
  closesOn: string;
  definition: FormDefinition;
}

function SurveyAnswers({
  survey,
  token,
  onSent,
}: {
  survey: SurveyForm;
  token: string;
  onSent: (message: string) => void;
}) {
  const [start] = useState(() => formValuesOf(survey.definition, null, ukCalendarDate()));
  const form = useQuestionnaire(survey.definition, start);
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
    const result = await apiPost<null>('/api/v1/survey-answer', { token, answers: form.answers });
    setSending(false);
    if (result.error) {
      const { questions } = errorsByQuestion(result.errors);
      form.showServerErrors(questions);
      setMessage(result.message);
      const first = Object.keys(questions)[0];
      if (first) focusQuestion(first);
      return;
    }
    onSent(result.notice || 'Thank you. Your answers have been sent.');
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
          Send my answers
        </ButtonLoader>
      </Stack>
    </form>
  );
}

/**
 * A staff survey opened from the emailed link: its questions drawn by the shared renderer and
 * sent once. A used link, or one to a closed survey, shows the server's one plain message.
 */
export function SurveyAnswerPage() {
  const { token = '' } = useParams({ strict: false }) as { token?: string };
  const query = useQuery({
    queryKey: ['survey-answer', token],
    queryFn: (): Promise<ApiResult<SurveyForm>> =>
      apiGet<SurveyForm>(`/api/v1/survey-answer/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [sent, setSent] = useState('');

  if (sent)
    return (
      <PublicFrame heading="Staff survey" size={COLUMN}>
        <Notice tone="success" title="Answers sent">
          {sent} You can close this page.
        </Notice>
      </PublicFrame>
    );
  if (!query.data)
    return (
      <PublicFrame heading="Staff survey" size={COLUMN}>
        <Text>Opening the survey…</Text>
      </PublicFrame>
    );
  const result = query.data;
  if (result.error)
    return (
      <PublicFrame heading="This link does not work" size={COLUMN}>
        <Notice tone="danger" title="We cannot open this survey">
          {result.message}
        </Notice>
      </PublicFrame>
    );
  const survey = result.data;
  return (
    <PublicFrame heading={survey.title} size={COLUMN}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Open until {formatUkDate(survey.closesOn)}. The link works once: please check your answers
          before sending.
        </Text>
        <SurveyAnswers survey={survey} token={token} onSent={setSent} />
      </Stack>
    </PublicFrame>
  );
}
