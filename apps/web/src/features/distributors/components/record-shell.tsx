import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Container, Stack, Tabs } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';

export interface RecordShellProps<T> {
  /** The record's query: its data, or why there is none. */
  query: { data: T | undefined; isError: boolean; error: unknown };
  /** False for an id no record can have (the route's param was not a number). */
  validId: boolean;
  back: { to: string; label: string };
  notFound: { title: string; text: string };
  header: (record: T) => ReactNode;
  tabs: readonly { tab: string; label: string; href: string }[];
  active: string;
  children: (record: T) => ReactNode;
}

/** A record's screen (a distributor, an order): which one, a tab per section, the section; "not found" for other ids. */
export function RecordShell<T>({ query, validId, back, notFound, header, tabs, active, children }: RecordShellProps<T>) {
  let body: ReactNode;
  if (!validId || (query.isError && readServerError(query.error).status === 404)) {
    body = (
      <Alert color="yellow" variant="light" title={notFound.title}>
        {notFound.text}
      </Alert>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(query.error)}
      </Alert>
    );
  } else if (query.data === undefined) {
    body = <PageLoader />;
  } else {
    body = (
      <>
        {header(query.data)}
        <Tabs value={active} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {tabs.map((t) => (
              <Tabs.Tab key={t.tab} value={t.tab} renderRoot={(props) => <Link to={t.href} {...props} />} style={{ whiteSpace: 'nowrap' }}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <div>{children(query.data)}</div>
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={back.to} fz="sm">
          ← {back.label}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
