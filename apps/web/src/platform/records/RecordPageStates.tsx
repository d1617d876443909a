import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../api';
import { Notice } from '../Notice';
import { inSentence } from './in-sentence';
import { RecordPageHeader } from './RecordPageHeader';
import { parentLocation, type RecordLocation } from './record-location';

export const NO_PERMISSION_MESSAGE = 'You do not have permission to do that.';

export function NoPermission() {
  return (
    <Notice tone="danger" title="Not allowed">
      {NO_PERMISSION_MESSAGE}
    </Notice>
  );
}

/** A record (or the record a nested list belongs to) that does not exist, or was deleted. */
export function RecordNotFound({ location }: { location: RecordLocation }) {
  const { kind } = location;
  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>{kind.singular} not found</Title>
      <Text>
        This {inSentence(kind.singular)} does not exist, or it has been deleted. It may also belong
        to another organisation.
      </Text>
      <Anchor component={Link} to={location.listPath} w="fit-content">
        Back to {inSentence(kind.plural)}
      </Anchor>
    </Stack>
  );
}

type LoadFailureProps = {
  error: unknown;
  /** What could not be loaded, for the heading: 'The medication'. */
  what: string;
  retry: () => void;
} & (
  | { location: RecordLocation }
  /** What a page that is not a record's says on a 404 (a person file's questionnaire). */
  | { notFound: ReactNode }
);

/** Why a screen's data did not load: permission, not found, or anything else. */
export function LoadFailure(props: LoadFailureProps) {
  const { error, what, retry } = props;
  if (error instanceof ApiError && error.status === 403) return <NoPermission />;
  if (error instanceof ApiError && error.status === 404) {
    return 'notFound' in props ? props.notFound : <RecordNotFound location={props.location} />;
  }
  return (
    <Notice tone="danger" title={`${what} could not be loaded`}>
      <Text size="sm" mb="xs">
        {errorMessage(error)}
      </Text>
      <Button size="xs" variant="default" onClick={retry}>
        Try again
      </Button>
    </Notice>
  );
}

/**
 * What a list page shows instead of its rows when the list was refused: the page still says
 * where the person is on a 403, and a nested list whose record does not exist answers 404.
 * Null when the list was not refused.
 */
export function ListRefusal({
  error,
  location,
  params,
}: {
  error: unknown;
  location: RecordLocation;
  params: Record<string, unknown>;
}) {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403) {
    return (
      <Stack gap="md">
        <RecordPageHeader location={location} title={location.kind.titles.list} withList={false} />
        <NoPermission />
      </Stack>
    );
  }
  if (error.status === 404) {
    return <RecordNotFound location={parentLocation(location, params) ?? location} />;
  }
  return null;
}

/** Whether a list's error is one ListRefusal shows. */
export const isListRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);
