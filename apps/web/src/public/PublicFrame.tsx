import { Box, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PublicFrameProps {
  heading: string;
  children: ReactNode;
  /** The column's widest (px): a form opened from a link reads better wider than sign-in. */
  size?: number;
}

/** The plain centred frame of the pages a person sees before signing in. */
export function PublicFrame({ heading, children, size = 440 }: PublicFrameProps) {
  return (
    <Box component="main" py={{ base: 'xl', sm: 64 }} px="md">
      <Container size={size} p={0}>
        <Text fw={700} fz={28} c="blue.9" ta="center" mb="lg">
          care360
        </Text>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
          <Title order={1} size="h2" mb="md">
            {heading}
          </Title>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
