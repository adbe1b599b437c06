import { Card } from "@/components/ui/card";
import type { ShareLinkSummary } from "@/lib/portal/share-links/list-share-links";
import { CreateShareLink, RevokeShareLink } from "@/components/quotes/share-link-controls";
import { createShareLinkAction, revokeShareLinkAction } from "../compare/actions";
import { LocalTime } from "@/components/time/time-zone";

const STATUS = { active: "Active", expired: "Expired", revoked: "Revoked" } as const;

type Props = { serviceReference: string; links: ShareLinkSummary[]; activeQuoteId: string | null };

/**
 * The enquiry's share links: make one for the client (while a quote is active), see and
 * revoke the ones made. The form starts afresh for each active quote, so that a refusal
 * from before the quote arrived does not stay on screen.
 */
export function ShareLinks({ serviceReference, links, activeQuoteId }: Props) {
  return (
    <Card
      title="Share with the client"
      description="A link to the comparison of the active quote, where the client can choose an option. It shows the agency's name and contact (Settings → Agency) and nothing else of this organisation, works without signing in, and expires after 14 days."
    >
      {activeQuoteId ? (
        <CreateShareLink key={activeQuoteId} serviceReference={serviceReference} action={createShareLinkAction} />
      ) : (
        <p className="text-sm text-slate-600">The enquiry has no active quote now, so no new link can be made; links made before are listed below.</p>
      )}
      {links.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100 text-sm" aria-label="Share links">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-mono">…{link.tokenHint}</span>
                <span className="text-slate-600">
                  {" "}
                  · {STATUS[link.status]} · made <LocalTime at={link.createdAt} />
                  {link.status === "active" ? (
                    <>
                      {" "}
                      · expires <LocalTime at={link.expiresAt} />
                    </>
                  ) : null}
                </span>
                <span className="block text-slate-600" data-testid="share-link-views">
                  {link.views.count === 0 || !link.views.first || !link.views.last
                    ? "Not opened yet"
                    : (
                      <>
                        Opened {link.views.count === 1 ? "once" : `${link.views.count} times`}: first <LocalTime at={link.views.first} />
                        {link.views.count > 1 ? (
                          <>
                            , last <LocalTime at={link.views.last} />
                          </>
                        ) : null}
                      </>
                    )}
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
