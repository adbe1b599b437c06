import { createRoute, z } from "@hono/zod-openapi";
import { ListQuotesQuery, QuoteListResponse } from "@/lib/contract/quote";
import { listQuotes } from "../../quotes/list-quotes";
import { DEFAULT_LEAD_DAYS, DEFAULT_NIGHTS } from "../../quotes/stay";
import { createRouter } from "../router";
import { json, keyedProblems } from "../responses";
import { COMPRESS_FROM_BYTES, versionedJson } from "../versioned-json";

const DESCRIPTION = `The account's quotes, newest first by default, with keyset pagination on (sort field, id): follow \`pagination.next\` and \`pagination.previous\` (relative links carrying \`cursor\`, \`isBackwards\`, \`pageSize\` and the other parameters of the request). No quote is skipped or repeated while paging either way, even as new quotes arrive. \`next\` is null on the last page and \`previous\` on the first; \`isBackwards=true\` without a cursor gives the last page.

Filters: \`serviceEnquiryReference\` or \`enquiryExternalId\` (404 RESOURCE_NOT_FOUND when this account has no such enquiry; both together must name the same enquiry, otherwise the list is empty). Bad values, including a cursor that does not decode, are 400 VALIDATION_ERROR.

A quote is a snapshot of what was sent. Its items are the 2 to 5 properties nearest the enquiry (within 25 km) with units that sleep every guest, infants included, each unit priced for the stay: \`perPeriod\` is the rate of one period with booking fee, \`wholeStay\` is every period plus the additional charges that have a price and are neither refundable nor optional (an optional charge, such as a pet fee, says \`optional: true\`); \`excludingTax + taxAmount = includingTax\` to the cent. An enquiry without dates is priced for a default stay: check-in ${DEFAULT_LEAD_DAYS} days after the quote was built, ${DEFAULT_NIGHTS} nights (a lone check-in gets ${DEFAULT_NIGHTS} nights; a lone check-out, the ${DEFAULT_NIGHTS} nights before it); the description says so.

Every page carries an \`ETag\`, a version of everything on it: send it back in \`If-None-Match\` to get 304 Not Modified, without a body, while nothing on the page has changed (a poller's usual case). Pages of ${COMPRESS_FROM_BYTES / 1024} KiB or more are compressed when \`Accept-Encoding\` allows it: brotli (\`br\`) or \`gzip\`, brotli preferred at equal weight (a page of 10 quotes, about 430 kB of JSON, is about 5 kB in brotli and 25 kB in gzip).

The specification's quote table names the list of quote items "the service" (a garbled row); its part 2.3 is titled "element of \`items\`", so the field is \`items\`.`;

export const quoteRoutes = createRouter();

// GET /external-api/v1/quotes – the account's quotes, filtered and paginated
quoteRoutes.openapi(
  createRoute({
    method: "get",
    path: "/quotes",
    operationId: "listQuotes",
    tags: ["Quotes"],
    summary: "List quotes",
    description: DESCRIPTION,
    request: {
      query: ListQuotesQuery,
      headers: z.object({
        "if-none-match": z.string().optional().openapi({ description: "The ETag of a page read before: 304 while the page is unchanged." }),
      }),
    },
    responses: {
      200: {
        ...json(QuoteListResponse, "A page of quotes."),
        headers: {
          ETag: { description: "The page's version (weak: the same whatever the coding).", schema: { type: "string" } },
          "Content-Encoding": { description: "`br` or `gzip` when the page is compressed (see Accept-Encoding).", schema: { type: "string", enum: ["br", "gzip"] } },
          Vary: { description: "Accept-Encoding.", schema: { type: "string" } },
        },
      },
      304: { description: "Not Modified: the page is the one named by If-None-Match. No body; the ETag again." },
      ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND"),
    },
  }),
  // listQuotes writes the JSON itself (it copies the stored property snapshots in).
  async (c) => versionedJson<QuoteListResponse>(c, await listQuotes(c.get("caller").accountId, c.req.valid("query"))),
);
