import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { PlusIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/page-frame';
import { distributorNewHref } from '../routes';
import { DistributorsList } from './distributors-list';

// A module of its own: the list's route chunk leaves out the distributor and order screens and their forms (and zod).
/** `supplier.stock.distributors.list`: the companies the supplier buys from. */
export function DistributorsPage() {
  return (
    <PageFrame
      title="Distributors"
      description="The companies you buy stock from, with their price lists."
      actions={
        <Button component={Link} to={distributorNewHref()} leftSection={<PlusIcon />}>
          New distributor
        </Button>
      }
    >
      <DistributorsList />
    </PageFrame>
  );
}
