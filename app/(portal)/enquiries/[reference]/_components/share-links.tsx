import { Card } from "@/components/ui/card";
import { listShareLinks } from "@/lib/portal/share-links/list-share-links";
import { CreateShareLink, RevokeShareLink } from "@/components/quotes/share-link-controls";
import { createShareLinkAction, revokeShareLinkAction } from "../compare/actions";

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const STATUS = { active: "Active", expired: "Expired", revoked: "Revoked" } as const;

/** The enquiry's share links: make one for the client, see and revoke the ones made. */
export async function ShareLinks({ organizationId, serviceReference }: { organizationId: string; serviceReference: string }) {
  const links = await listShareLinks(organizationId, serviceReference);
  return (
    <Card
      title="Share with the client"
      description="A read-only link to the comparison of the active quote. It shows no agent, organisation or key, works without signing in, and expires after 14 days."
    >
      <CreateShareLink serviceReference={serviceReference} action={createShareLinkAction} />
      {links.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100 text-sm" aria-label="Share links">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-mono">…{link.tokenHint}</span>
                <span className="text-slate-600">
                  {" "}
                  · {STATUS[link.status]} · made {DATE.format(link.createdAt)} UTC
                  {link.status === "active" ? ` · expires ${DATE.format(link.expiresAt)} UTC` : ""}
                </span>
              </span>
              {link.status === "active" ? <RevokeShareLink linkId={link.id} hint={link.tokenHint} action={revokeShareLinkAction} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
