// The full search results page for a text: /search.html?query=... (the search page reads the query string).
export function searchPath(query: string): string {
  return `/search.html?${new URLSearchParams({ query: query.trim() }).toString()}`;
}
