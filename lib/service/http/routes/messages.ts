import { createRoute } from "@hono/zod-openapi";
import { CreateMessageRequest, MESSAGE_TEXT_MAX, MessageListQuery, MessageListResponse, MessageResponse } from "@/lib/contract/message";
import { listMessages } from "../../messages/list-messages";
import { postMessage } from "../../messages/post-message";
import { MESSAGE_LIMIT } from "../../messages/take-message-turn";
import { V1 } from "../context";
import { EnquiryIdParam, idempotencyHeader } from "../params";
import { createRouter } from "../router";
import { BODY_CODES, json, keyedProblems } from "../responses";

// A Staydesk extension, documented as such, so that clients built against the
// specification (which has no messages) do not rely on it elsewhere.
const EXTENSION = "**Not part of the specification (v1.0.1): a Staydesk extension.**";

const IdempotencyHeader = idempotencyHeader(
  "Names the message: the same key again (from this account, on this enquiry) answers the first message, 200, and posts nothing new.",
  "acme-msg-0001",
);

export const messageRoutes = createRouter();

// GET /external-api/v1/enquiries/{id}/messages – the enquiry's messages, newest first
messageRoutes.openapi(
  createRoute({
    method: "get",
    operationId: "listEnquiryMessages",
    path: "/enquiries/{id}/messages",
    tags: ["Messages"],
    summary: "List an enquiry's messages (extension)",
    description: `${EXTENSION}
The questions and answers between the agent's side and the provider's specialist about the enquiry, newest first, each with its author and its attachments (download them with GET /enquiries/{id}/attachments/{attachmentId}). Paged like the delivery log: follow \`pagination.next\`. Another account's enquiry is 404.`,
    "x-staydesk-extension": true,
    request: { params: EnquiryIdParam, query: MessageListQuery },
    responses: { 200: json(MessageListResponse, "A page of messages, newest first."), ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND") },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const page = await listMessages(c.get("caller").accountId, id, query);
    const next = page.nextCursor
      ? `${V1}/enquiries/${encodeURIComponent(id)}/messages?${new URLSearchParams({ cursor: page.nextCursor, pageSize: String(query.pageSize) })}`
      : null;
    return c.json({ data: page.messages, pagination: { next } }, 200);
  },
);

// POST /external-api/v1/enquiries/{id}/messages – post a message on the enquiry
messageRoutes.openapi(
  createRoute({
    method: "post",
    operationId: "createEnquiryMessage",
    path: "/enquiries/{id}/messages",
    tags: ["Messages"],
    summary: "Post a message on an enquiry (extension)",
    description: `${EXTENSION}
Asks the provider's specialist a question about the enquiry (or answers one), in any state of the enquiry. Plain text of 1 to ${MESSAGE_TEXT_MAX.toLocaleString("en")} characters once trimmed (no control characters but line breaks and tabs), the author's name, and up to 5 files uploaded first with POST /enquiries/{id}/attachments and not yet sent. A MESSAGE.CREATED event goes to the account's webhooks. With an \`Idempotency-Key\`, sending the same request again (after a timeout, say) answers the first message with 200 instead of posting a second one. At most ${MESSAGE_LIMIT.max} messages a minute per account: beyond, 429 with Retry-After.`,
    "x-staydesk-extension": true,
    request: {
      params: EnquiryIdParam,
      headers: IdempotencyHeader,
      body: { required: true, content: { "application/json": { schema: CreateMessageRequest } } },
    },
    responses: {
      200: json(MessageResponse, "The message posted earlier with this Idempotency-Key; nothing new was posted."),
      201: json(MessageResponse, "The message, posted."),
      ...keyedProblems(...BODY_CODES, "RESOURCE_NOT_FOUND"),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    const { message, created } = await postMessage({
      accountId: c.get("caller").accountId,
      enquiryRef: c.req.valid("param").id,
      side: "AGENT",
      authorName: body.authorName,
      text: body.text,
      attachmentIds: body.attachmentIds,
      idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
    });
    return created ? c.json({ data: message }, 201) : c.json({ data: message }, 200);
  },
);
