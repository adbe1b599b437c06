import { after } from "next/server";
import { DELIVERY_HEADERS } from "@/lib/contract/event";
import { problemResponse } from "@/lib/portal/problem-response";
import { readLimitedBody } from "@/lib/net/read-limited-body";
import { MAX_EVENT_BYTES, receiveEvent } from "@/lib/portal/receiver/receive-event";

type Params = { params: Promise<{ connectionId: string }> };

// POST /api/webhooks/{connectionId} – the portal's own receiver of the provider's signed events
export async function POST(request: Request, { params }: Params) {
  const { connectionId } = await params;
  const body = await readLimitedBody(request, MAX_EVENT_BYTES);
  if (body === null) return problemResponse("PAYLOAD_TOO_LARGE", "An event body may be at most 256 KB.");
  const receipt = await receiveEvent({ connectionId, body, signature: request.headers.get(DELIVERY_HEADERS.signature) });
  switch (receipt.status) {
    case "unknown-connection":
      return problemResponse("RESOURCE_NOT_FOUND", "No connection has this id.");
    case "bad-signature":
      return problemResponse(
        "UNAUTHORIZED",
        receipt.reason === "missing" ? "The X-Signature header is missing." : "X-Signature does not match the body under this connection's verification key.",
      );
    case "invalid":
      return problemResponse("MALFORMED_REQUEST", receipt.detail);
    case "unavailable":
      return problemResponse("SERVICE_UNAVAILABLE", "The verification key cannot be read from the provider right now.", { headers: { "retry-after": "60" } });
    case "duplicate":
      return Response.json({ received: true, duplicate: true, eventId: receipt.eventId }, { status: 200 });
    case "stored":
      // Read the enquiry back only once the provider has its answer.
      after(receipt.followUp);
      return Response.json({ received: true, eventId: receipt.eventId }, { status: 202 });
  }
}
