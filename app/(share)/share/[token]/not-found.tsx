export default function SharedLinkNotFound() {
  return (
    <main id="content" className="mx-auto flex min-h-screen max-w-lg flex-col justify-center px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">This link does not open</h1>
      <p className="mt-2 text-sm text-slate-600">It may have expired or been withdrawn. Ask the person who sent it for a new one.</p>
    </main>
  );
}
