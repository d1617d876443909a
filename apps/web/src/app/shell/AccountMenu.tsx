import { Button, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../platform/api';
import { linkedAccountsQuery } from '../../platform/session';

function AccountsList() {
  const navigate = useNavigate();
  const accounts = useQuery(linkedAccountsQuery);
  if (accounts.isPending) return <Menu.Label>Loading linked accounts…</Menu.Label>;
  if (accounts.isError) {
    return <Menu.Label role="alert">{errorMessage(accounts.error)}</Menu.Label>;
  }
  const { parentUserId, accounts: list } = accounts.data;
  const others = list.filter((account) => !account.current);
  const current = list.find((account) => account.current);
  return (
    <>
      {current && (
        <>
          <Menu.Label>Signed in as</Menu.Label>
          <Menu.Item disabled>
            <Text size="sm" fw={600}>
              {current.name}
            </Text>
            <Text size="xs">
              {current.userRoleName}, {current.organisationName}
            </Text>
          </Menu.Item>
        </>
      )}
      <Menu.Divider />
      <Menu.Label>Switch to</Menu.Label>
      {others.length === 0 ? (
        <Menu.Label>No other accounts are linked to yours.</Menu.Label>
      ) : (
        others.map((account) => (
          <Menu.Item
            key={account.id}
            onClick={() =>
              navigate({
                to: '/switch-account/$parent_user/$target_user',
                params: { parent_user: parentUserId, target_user: account.id },
              })
            }
          >
            <Text size="sm" fw={600}>
              {account.name}
            </Text>
            <Text size="xs">
              {account.userRoleName}, {account.organisationName}
            </Text>
          </Menu.Item>
        ))
      )}
    </>
  );
}

/** The accounts this person may switch to (GET /api/v1/account/switch-accounts-list). */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  return (
    // No focus placeholder: axe counts Mantine's presentational placeholder as a bad menu child.
    <Menu position="bottom-end" width={280} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" size={compact ? 'compact-sm' : 'sm'}>
          Switch account
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/app/account/security">
          Account security
        </Menu.Item>
        <Menu.Item component={Link} to="/app/account/notifications">
          Notifications
        </Menu.Item>
        <Menu.Divider />
        <AccountsList />
      </Menu.Dropdown>
    </Menu>
  );
}
