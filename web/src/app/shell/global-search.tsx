import { useDeferredValue, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Input, Label, ListBox, ListBoxItem, ListBoxSection, Header, SearchField, Autocomplete, useFilter } from 'react-aria-components';
import { useQuery } from 'urql';
import { graphql } from '../../graphql/generated';
import { Modal } from '../../ui/modal';

const GlobalSearchQuery = graphql(`
  query GlobalSearch($search: String!) {
    queries(search: $search, first: 8) {
      edges {
        node {
          id
          name
        }
      }
    }
    dashboards(search: $search, first: 8) {
      edges {
        node {
          id
          name
          slug
        }
      }
    }
  }
`);

/** Ctrl/Cmd+K: queries and dashboards by name; Enter opens the highlighted one. */
export function GlobalSearch({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal title="Search" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <SearchResults onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function SearchResults({ onDone }: { onDone: () => void }) {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const [{ data, fetching }] = useQuery({ query: GlobalSearchQuery, variables: { search }, pause: !search });
  const navigate = useNavigate();
  const { contains } = useFilter({ sensitivity: 'base' });
  const queries = data?.queries.edges.map((edge) => edge.node) ?? [];
  const dashboards = data?.dashboards.edges.map((edge) => edge.node) ?? [];

  function open(key: React.Key) {
    const [kind, value] = String(key).split(':', 2);
    onDone();
    if (kind === 'query') void navigate({ to: '/queries/$id', params: { id: value } });
    // The dashboard page is still drawn by the server.
    else location.assign(`/dashboards/${encodeURIComponent(value)}`);
  }

  return (
    <Autocomplete inputValue={text} onInputChange={setText} filter={contains}>
      <SearchField className="field" aria-label="Search queries and dashboards" autoFocus>
        <Label className="visually-hidden">Search queries and dashboards</Label>
        <Input placeholder="Search queries and dashboards" />
      </SearchField>
      <ListBox
        aria-label="Results"
        onAction={open}
        renderEmptyState={() => <p className="muted">{!search ? 'Type a name.' : fetching ? 'Searching…' : 'Nothing found.'}</p>}
      >
        {queries.length ? (
          <ListBoxSection>
            <Header className="menu-section-header">Queries</Header>
            {queries.map((query) => (
              <ListBoxItem className="list-option" key={query.id} id={`query:${query.id}`} textValue={query.name}>
                {query.name}
              </ListBoxItem>
            ))}
          </ListBoxSection>
        ) : null}
        {dashboards.length ? (
          <ListBoxSection>
            <Header className="menu-section-header">Dashboards</Header>
            {dashboards.map((dashboard) => (
              <ListBoxItem className="list-option" key={dashboard.id} id={`dashboard:${dashboard.slug}`} textValue={dashboard.name}>
                {dashboard.name}
              </ListBoxItem>
            ))}
          </ListBoxSection>
        ) : null}
      </ListBox>
    </Autocomplete>
  );
}
