import { Box, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An applicant page's frame: full width on a phone, a readable column on a desk. */
export function ApplicantFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="main" py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Container size={760} p={0}>
        <Text fw={700} fz={28} c="blue.9" ta="center" mb="md">
          care360
        </Text>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
          <Title order={1} size="h2" mb="md">
            {heading}
          </Title>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
