import { Box } from '@mantine/core';
import { LineLoader } from '../platform/LineLoader';

export function RoutePending() {
  return (
    <Box p="md">
      <LineLoader label="Loading page" />
    </Box>
  );
}
