import { useState } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Checkbox, Input, Label, SearchField, Tag, TagGroup, TagList } from 'react-aria-components';
import { useQuery } from 'urql';
import { graphql } from '../../graphql/generated';
import { Button } from '../../ui/button';
import type { QueryListSearch } from './query-list-search';
import './query-list.css';

const PAGE_SIZE = 20;

const QueryListQuery = graphql(`
  query QueryList(
    $search: String
    $tags: [String!]
    $favorites: Boolean
    $mine: Boolean
    $draft: Boolean
    $after: String
    $first: Int!
  ) {
    queries(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {
      edges {
        node {
          id
          name
          isDraft
          isFavorite
          tags
          updatedAt
          user {
            name
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    queryTags(first: 100) {
      edges {
        node {
          name
          count
        }
      }
    }
  }
`);

/** `/queries`: search, tags and favorites, kept in the URL, newest first, a page at a time. */
export function QueryListPage() {
  const search = useSearch({ from: '/queries' });
  const navigate = useNavigate({ from: '/queries' });
  const [text, setText] = useState(search.q ?? '');
  const [{ data, fetching, error }] = useQuery({
    query: QueryListQuery,
    variables: {
      search: search.q,
      tags: search.tags,
      favorites: search.favorites,
      mine: search.author === 'me' || undefined,
      draft: search.status ? search.status === 'draft' : undefined,
      after: search.cursor,
      first: PAGE_SIZE,
    },
  });
  const go = (next: Partial<QueryListSearch>) =>
    void navigate({ search: (previous: QueryListSearch) => ({ ...previous, cursor: undefined, ...next }) });
  const toggleTag = (tag: string) => {
    const current = search.tags ?? [];
    const tags = current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag];
    go({ tags: tags.length ? tags : undefined });
  };
  const queries = data?.queries.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.queries.pageInfo;
  const tags = data?.queryTags.edges.map((edge) => edge.node) ?? [];

  return (
    <section aria-labelledby="queries-title">
      <div className="page-header">
        <h1 id="queries-title">Queries</h1>
        <Link to="/queries/new" className="button" data-variant="primary">
          New query
        </Link>
      </div>
      <div className="query-filters">
        <SearchField
          className="field"
          value={text}
          onChange={setText}
          onSubmit={(value) => go({ q: value.trim() || undefined })}
          onClear={() => go({ q: undefined })}
        >
          <Label>Search by name</Label>
          <Input />
        </SearchField>
        <div className="field">
          <label htmlFor="query-author">Author</label>
          <select
            id="query-author"
            value={search.author ?? ''}
            onChange={(event) => go({ author: event.target.value === 'me' ? 'me' : undefined })}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="query-status">Status</label>
          <select
            id="query-status"
            value={search.status ?? ''}
            onChange={(event) => {
              const status = event.target.value;
              go({ status: status === 'draft' || status === 'published' ? status : undefined });
            }}
          >
            <option value="">Drafts and published</option>
            <option value="draft">Drafts</option>
            <option value="published">Published</option>
          </select>
        </div>
        <Checkbox className="checkbox" isSelected={!!search.favorites} onChange={(favorites) => go({ favorites: favorites || undefined })}>
          <span className="checkbox-box" aria-hidden="true" />
          Favorites only
        </Checkbox>
      </div>
      {tags.length ? (
        <TagGroup
          className="tag-filter"
          selectionMode="multiple"
          selectedKeys={search.tags ?? []}
          onSelectionChange={(keys) => go({ tags: keys === 'all' ? undefined : [...keys].map(String).filter(Boolean) })}
        >
          <Label>Tags</Label>
          <TagList className="tag-list">
            {tags.map((tag) => (
              <Tag key={tag.name} id={tag.name} className="tag-option" textValue={tag.name}>
                {tag.name} <span className="muted">{tag.count}</span>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      ) : null}
      {error ? (
        <p className="alert" role="alert">
          {error.graphQLErrors[0]?.message ?? 'The server cannot be reached.'}
        </p>
      ) : null}
      {data && queries.length === 0 ? (
        <p>
          {search.q || search.tags || search.favorites || search.author || search.status ? 'No query matches.' : 'No queries yet.'}{' '}
          <Link to="/queries/new">Write a new query</Link>.
        </p>
      ) : null}
      {queries.length ? (
        <table className="list" aria-busy={fetching}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Tags</th>
              <th scope="col">Author</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {queries.map((query) => (
              <tr key={query.id}>
                <td>
                  {query.isFavorite ? <span aria-label="Favorite">★ </span> : null}
                  <Link to="/queries/$id" params={{ id: String(query.id) }}>
                    {query.name}
                  </Link>{' '}
                  {query.isDraft ? <span className="badge">Draft</span> : null}
                </td>
                <td>
                  {query.tags.map((tag) => (
                    <button type="button" key={tag} className="tag" onClick={() => toggleTag(tag)} aria-label={`Filter by tag ${tag}`}>
                      {tag}
                    </button>
                  ))}
                </td>
                <td>{query.user?.name ?? '—'}</td>
                <td>
                  <time dateTime={query.updatedAt}>{new Date(query.updatedAt).toLocaleString()}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <nav aria-label="Pages" className="pager">
        {search.cursor ? <Button onPress={() => go({ cursor: undefined })}>First page</Button> : null}
        {pageInfo?.hasNextPage && pageInfo.endCursor ? (
          <Button onPress={() => go({ cursor: pageInfo.endCursor! })}>Next page</Button>
        ) : null}
      </nav>
    </section>
  );
}
