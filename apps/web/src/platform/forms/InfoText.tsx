import type { Question } from '@care360/domain';
import { Stack, Text, Title } from '@mantine/core';
import { LinkedText } from './LinkedText';

/** An info question (guidance, terms of a contract): its label as a heading, its help as text. */
export function InfoText({ question, order = 3 }: { question: Question; order?: 3 | 4 }) {
  const paragraphs = (question.help ?? '').split(/\n\s*\n/).filter((part) => part.trim() !== '');
  return (
    <Stack gap="xs">
      <Title order={order} size="h5">
        {question.label}
      </Title>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="sm" style={{ whiteSpace: 'pre-line' }}>
          <LinkedText text={paragraph} />
        </Text>
      ))}
    </Stack>
  );
}
