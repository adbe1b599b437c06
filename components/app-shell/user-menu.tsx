import { Badge } from "../ui/badge";

/** Who is signed in, in which role, and the way out. */
export function UserMenu({
  name,
  email,
  roleLabel,
  signOutAction,
}: {
  name: string;
  email: string;
  roleLabel: string;
  signOutAction: (formData: FormData) => Promise<void>;
}) {
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <div className="flex min-w-0 items-center gap-3">
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
          {initials(name)}
        </span>
        <div className="min-w-0">
          <p className="flex items-center gap-2 truncate text-sm font-medium text-slate-900">
            <span className="truncate">{name}</span>
            <Badge tone={roleLabel === "Admin" ? "brand" : "neutral"}>{roleLabel}</Badge>
          </p>
          <p className="truncate text-xs text-slate-500">{email}</p>
        </div>
      </div>
      <form action={signOutAction}>
        <button
          type="submit"
          className="w-full rounded-md px-3 py-1.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Sign out
        </button>
      </form>
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "?") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}
