/**
 * The two downloads of one CSV route with the page's query: as written (UTF-8, commas), and
 * for spreadsheets (`format=spreadsheet`). Plain links: a route handler writes the file.
 */
export function CsvLinks({ route, params, className }: { route: string; params: string; className?: string }) {
  const href = (format?: string) => {
    const all = new URLSearchParams(params);
    if (format) all.set("format", format);
    const text = all.toString();
    return text ? `${route}?${text}` : route;
  };
  const style = "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <p className={`flex gap-4 text-sm ${className ?? ""}`.trim()}>
      <a href={href()} download className={style}>
        Export CSV
      </a>
      <a href={href("spreadsheet")} download className={style}>
        CSV for spreadsheets
      </a>
    </p>
  );
}
