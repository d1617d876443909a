import {
  type ClientReviewDue,
  type ClientRisk,
  type RiskBand,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * The band's colour (its label is always shown in words too). Light shades take black text and
 * dark ones white (autoContrast), each at 4.5:1 or more.
 */
const LEVEL_COLOURS: Record<RiskBand['level'], string> = {
  low: 'green.3',
  medium: 'yellow.4',
  high: 'red.9',
  'very-high': 'grape.9',
};

const colourOf = (level: string | null) =>
  level && level in LEVEL_COLOURS ? LEVEL_COLOURS[level as RiskBand['level']] : 'gray.7';

interface SectionLink {
  /** The page of a questionnaire in the client's file. */
  formPath: (formKey: string) => string;
}

/** The latest scored assessments: each form's risk band in colour and words, and its score. */
export function ClientRisks({ risks, formPath }: { risks: ClientRisk[] } & SectionLink) {
  if (risks.length === 0) return <Text c="dimmed">No scored assessment has been completed.</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {risks.map((risk) => (
        <li key={risk.formKey}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={formPath(risk.formKey)}>
              {risk.title}
            </Anchor>
            <Badge color={colourOf(risk.riskLevel)} variant="filled" size="lg" autoContrast>
              {risk.riskLabel ?? 'Scored'}: {risk.score}
            </Badge>
          </Group>
          {risk.assessedOn && (
            <Text size="xs" c="dimmed">
              Assessed {ukDate(risk.assessedOn)}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** Whole days from today (UK) to a date; negative once it has passed. */
function daysUntil(date: string): number {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  return Math.round(day(date) - day(ukCalendarDate()));
}

function dueText(review: ClientReviewDue): string {
  const days = daysUntil(review.nextReviewOn);
  if (days < 0) return `was due ${ukDate(review.nextReviewOn)}`;
  if (days === 0) return 'due today';
  return `due ${ukDate(review.nextReviewOn)} (in ${days} ${days === 1 ? 'day' : 'days'})`;
}

/** Assessments to review soon, and those overdue, soonest first. */
export function ClientReviews({ reviews, formPath }: { reviews: ClientReviewDue[] } & SectionLink) {
  if (reviews.length === 0) return <Text c="dimmed">No review is due in the next 30 days.</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {reviews.map((review) => (
        <li key={review.formKey}>
          <Group gap="xs">
            <Anchor component={Link} to={formPath(review.formKey)}>
              {review.title}
            </Anchor>
            {review.overdue && (
              <Badge color="red.9" variant="filled" size="sm">
                Overdue
              </Badge>
            )}
          </Group>
          <Text size="sm">Review {dueText(review)}</Text>
        </li>
      ))}
    </Stack>
  );
}
