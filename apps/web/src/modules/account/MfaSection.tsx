import type { MfaEnrolment } from '@care360/domain';
import { Button, Group, List, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import {
  confirmEnrolment,
  replaceRecoveryCodes,
  securityQuery,
  startEnrolment,
  turnOffMfa,
} from '../../platform/account-security';
import type { FieldErrors } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { fieldError, focusFirstError } from '../../platform/forms/form-errors';
import { Notice } from '../../platform/Notice';
import classes from './AccountSecurityPage.module.css';

/** 'JBSWY3DP…' in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function CodeInput(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}) {
  return (
    <TextInput
      name="code"
      label={props.label ?? 'Code from your authenticator app'}
      autoComplete="one-time-code"
      inputMode="numeric"
      spellCheck={false}
      maxLength={6}
      required
      w={220}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
    />
  );
}

/** Recovery codes, shown once after they are made. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Notice tone="info" title="Save your recovery codes now">
        If you lose your phone, each of these codes lets you sign in once instead of a code from the
        app. Print them or keep them in a password manager: they will not be shown again.
      </Notice>
      <List aria-label="Recovery codes" className={classes.codes} listStyleType="none" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Button onClick={onDone} w="fit-content">
        I have saved my recovery codes
      </Button>
    </Stack>
  );
}

function useCodeForm(submit: (code: string) => Promise<FieldErrors | null>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    const found = /^\d{6}$/.test(typed)
      ? null
      : { code: ['Enter the 6-digit code from your app.'] };
    let refused: FieldErrors | null = found;
    if (!refused) {
      setPending(true);
      refused = await submit(typed);
      setPending(false);
    }
    setErrors(refused ?? {});
    if (refused) focusFirstError(formRef.current, refused);
    else setCode('');
  }
  return { formRef, code, setCode, pending, errors, onSubmit };
}

function Enrol({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [message, setMessage] = useState('');
  const form = useCodeForm(async (code) => {
    const result = await confirmEnrolment(code);
    if (result.error)
      return Object.keys(result.errors).length ? result.errors : { code: [result.message] };
    onEnabled(result.data.recoveryCodes);
    return null;
  });

  async function start() {
    setStarting(true);
    const result = await startEnrolment();
    setStarting(false);
    if (result.error) setMessage(result.message);
    else setEnrolment(result.data);
  }

  if (!enrolment) {
    return (
      <Stack gap="sm">
        {message && (
          <Notice tone="danger" title="We could not start">
            {message}
          </Notice>
        )}
        <Text size="sm">
          Sign in with a code from an authenticator app on your phone (such as Microsoft
          Authenticator or Google Authenticator) as well as your password.
        </Text>
        <ButtonLoader loading={starting} onClick={start} w="fit-content">
          Set up an authenticator app
        </ButtonLoader>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <List type="ordered" spacing="xs">
        <List.Item>Open your authenticator app and choose to add an account.</List.Item>
        <List.Item>Scan this QR code, or type the setup key below into the app.</List.Item>
        <List.Item>Enter the 6-digit code the app then shows for care360.</List.Item>
      </List>
      <img
        src={enrolment.qrCode}
        width={200}
        height={200}
        alt="QR code that adds care360 to your authenticator app"
        className={classes.qr}
      />
      <div>
        <Text size="sm" fw={600} id="mfa-setup-key-label">
          Setup key (if you cannot scan)
        </Text>
        <Text
          className={classes.secret}
          aria-labelledby="mfa-setup-key-label"
          data-secret={enrolment.secret}
        >
          {grouped(enrolment.secret)}
        </Text>
      </div>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
        <Group align="flex-end" gap="sm">
          <CodeInput
            value={form.code}
            onChange={form.setCode}
            error={fieldError(form.errors, 'code')}
          />
          <ButtonLoader type="submit" loading={form.pending}>
            Turn on
          </ButtonLoader>
        </Group>
      </form>
    </Stack>
  );
}

function TurnOff({ onOff }: { onOff: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!password) found.password = ['Enter your password.'];
    if (!code.trim()) found.code = ['Enter a code from your app or a recovery code.'];
    if (Object.keys(found).length === 0) {
      setPending(true);
      const result = await turnOffMfa(password, code.trim());
      setPending(false);
      if (!result.error) {
        onOff();
        return;
      }
      Object.assign(
        found,
        Object.keys(result.errors).length ? result.errors : { code: [result.message] },
      );
    }
    setErrors(found);
    focusFirstError(formRef.current, found);
  }
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="mfa-off-heading">
      <Stack gap="sm" maw={420}>
        <Title order={3} size="h4" id="mfa-off-heading">
          Turn off multi-factor sign-in
        </Title>
        <PasswordInput
          name="password"
          label="Your password"
          autoComplete="current-password"
          required
          visibilityToggleFocusable
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError(errors, 'password')}
        />
        <TextInput
          name="code"
          label="Code from your app, or a recovery code"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          w={260}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError(errors, 'code')}
        />
        <ButtonLoader type="submit" loading={pending} color="red" w="fit-content">
          Turn off
        </ButtonLoader>
      </Stack>
    </form>
  );
}

function NewRecoveryCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const form = useCodeForm(async (code) => {
    const result = await replaceRecoveryCodes(code);
    if (result.error)
      return Object.keys(result.errors).length ? result.errors : { code: [result.message] };
    onCodes(result.data.recoveryCodes);
    return null;
  });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="mfa-codes-heading"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="mfa-codes-heading">
          New recovery codes
        </Title>
        <Text size="sm">Your old recovery codes stop working when you make new ones.</Text>
        <Group align="flex-end" gap="sm">
          <CodeInput
            value={form.code}
            onChange={form.setCode}
            error={fieldError(form.errors, 'code')}
          />
          <ButtonLoader type="submit" loading={form.pending}>
            Make new codes
          </ButtonLoader>
        </Group>
      </Stack>
    </form>
  );
}

/** Multi-factor sign-in: set up, recovery codes, turn off (the server's /api/v1/account/mfa). */
export function MfaSection() {
  const queryClient = useQueryClient();
  const { mfa } = useSuspenseQuery(securityQuery).data;
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityQuery.queryKey });

  let body: ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          // Everything refused before enrolment may now load.
          void queryClient.invalidateQueries();
        }}
      />
    );
  } else if (!mfa.enabled) {
    body = (
      <Enrol
        onEnabled={(issued) => {
          setNotice(
            'Multi-factor sign-in is on. From now on you sign in with a code from your app.',
          );
          setCodes(issued);
          void refresh();
        }}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        <Text size="sm">
          Multi-factor sign-in is on: you sign in with your password and a code from your app. You
          have {mfa.recoveryCodesLeft} recovery code{mfa.recoveryCodesLeft === 1 ? '' : 's'} left.
        </Text>
        <NewRecoveryCodes
          onCodes={(issued) => {
            setNotice('');
            setCodes(issued);
            void refresh();
          }}
        />
        {mfa.required ? (
          <Text size="sm">Your role needs multi-factor sign-in, so it cannot be turned off.</Text>
        ) : (
          <TurnOff
            onOff={() => {
              setNotice('Multi-factor sign-in is off. You sign in with your password only.');
              void refresh();
            }}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby="mfa-heading" gap="sm">
      <Title order={2} id="mfa-heading" size="h3">
        Multi-factor sign-in
      </Title>
      {mfa.required && !mfa.enabled && (
        <Notice tone="danger" title="Set this up to continue">
          Your role needs multi-factor sign-in. Set up an authenticator app now; until you do,
          nothing else in care360 will open.
        </Notice>
      )}
      {notice && (
        <Notice tone="success" title="Done">
          {notice}
        </Notice>
      )}
      {body}
    </Stack>
  );
}
