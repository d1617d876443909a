import { Divider, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { LineLoader } from '../../platform/LineLoader';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MfaSection } from './MfaSection';

/** The signed-in person's own sign-in settings: multi-factor sign-in and password. */
export function AccountSecurityPage() {
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Account Security</Title>
      <Suspense fallback={<LineLoader label="Loading your sign-in settings" />}>
        <MfaSection />
      </Suspense>
      <Divider />
      <ChangePasswordForm />
    </Stack>
  );
}
