export default function PropertyNotFound() {
  return (
    <main id="content" className="mx-auto flex min-h-screen max-w-lg flex-col justify-center px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">No such property</h1>
      <p className="mt-2 text-sm text-slate-600">This address does not lead to a property of this provider.</p>
    </main>
  );
}
