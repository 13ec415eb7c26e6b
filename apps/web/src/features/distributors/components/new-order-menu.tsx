import { Link } from 'react-router';
import { Button, Menu } from '@mantine/core';
import { ChevronDownIcon, PlusIcon } from '../../../components/icons';
import { withRequestHref, withStockHref } from '../routes';

/** "New order": with stock (restock a warehouse) or with request (buy for a patient order). */
export function NewOrderMenu({ distributorId, size }: { distributorId?: number; size?: 'sm' | 'xs' }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<PlusIcon />} rightSection={<ChevronDownIcon />} size={size}>
          New order
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={withStockHref({ distributorId })}>
          With stock — restock a warehouse
        </Menu.Item>
        <Menu.Item component={Link} to={withRequestHref({ distributorId })}>
          With request — for a patient order
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
