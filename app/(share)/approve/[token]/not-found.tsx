export default function ApprovalLinkNotFound() {
  return (
    <main id="content" className="mx-auto flex min-h-screen max-w-lg flex-col justify-center px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">This approval link does not open</h1>
      <p className="mt-2 text-sm text-slate-600">Check that the whole link was copied from the e-mail. If it was, ask the agency that sent it.</p>
    </main>
  );
}
