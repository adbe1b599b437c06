/**
 * A page's search parameters, as Next.js hands them over, back in query-string form: what
 * a page compares with its tidy address before redirecting there.
 */
export function searchString(raw: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params.toString();
}
