/** What a table asks its list operation for; `page` is zero-based (the API's paging). */
export interface ListQuery {
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
  /** The search box's text, sent as the query parameter the layout's `search` names. */
  searchText?: string;
  /** The previous page's next_cursor, sent only when moving forward exactly one page (keyset paging). */
  cursor?: string;
  /** Screen-specific values (the users list's roles, the records' account_id…), sent by parameter name. */
  filters?: Readonly<Record<string, string | undefined>>;
}
