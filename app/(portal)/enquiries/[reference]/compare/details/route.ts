import type { NextRequest } from "next/server";
import { renderedQuote } from "@/components/quotes/rendered-quotes";
import { getQuoteComparison } from "@/lib/portal/enquiries/get-quote-comparison";
import { partyOf } from "@/lib/portal/quotes/party-of";
import { getMember } from "@/lib/portal/session/get-member";
import { problemResponse } from "@/lib/portal/problem-response";

export const dynamic = "force-dynamic";

// GET /enquiries/{reference}/compare/details?quote={id}&v={version} – the details of each
// property of the active quote (address, texts, features, every unit in full) as HTML by
// quote item id: what the comparison page leaves out and fetches (a provider's active quote). A version never changes,
// so the browser keeps the answer; another version is not found (the page has a newer one).
export async function GET(request: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  const lookup = await getMember();
  if (lookup.status !== "member") return problemResponse("UNAUTHORIZED", "Sign in to see the quote.");
  const { reference } = await params;
  const quoteId = request.nextUrl.searchParams.get("quote");
  const version = request.nextUrl.searchParams.get("v");
  if (reference.length === 0 || reference.length > 255 || !quoteId || !version) return problemResponse("RESOURCE_NOT_FOUND", "No such quote.");
  const view = await getQuoteComparison(lookup.context, reference);
  if (view.status === "unavailable") return problemResponse("SERVICE_UNAVAILABLE", view.message, { headers: { "cache-control": "no-store" } });
  if (view.status !== "found") return problemResponse("RESOURCE_NOT_FOUND", "No such quote.");
  const source = view.providers.find((p) => p.status === "found" && p.active?.id === quoteId);
  if (source?.status !== "found" || !source.active) return problemResponse("RESOURCE_NOT_FOUND", "No such quote.");
  const rendered = renderedQuote({ connectionId: source.provider.connectionId, quote: source.active, party: partyOf(source.enquiry) });
  if (rendered.version !== version) return problemResponse("RESOURCE_NOT_FOUND", "The quote has changed since the page was shown: reload it.");
  return new Response(JSON.stringify(rendered.details()), {
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "private, max-age=86400, immutable" },
  });
}
