import { createRoute } from "@hono/zod-openapi";
import { ListQuotesQuery, QuoteListResponse } from "@/lib/contract/quote";
import { listQuotes } from "../../quotes/list-quotes";
import { DEFAULT_LEAD_DAYS, DEFAULT_NIGHTS } from "../../quotes/stay";
import { createRouter } from "../router";
import { json, jsonText, problems } from "../responses";

const DESCRIPTION = `The account's quotes, newest first by default, with keyset pagination on (sort field, id): follow \`pagination.next\` and \`pagination.previous\` (relative links carrying \`cursor\`, \`isBackwards\`, \`pageSize\` and the other parameters of the request). No quote is skipped or repeated while paging either way, even as new quotes arrive. \`next\` is null on the last page and \`previous\` on the first; \`isBackwards=true\` without a cursor gives the last page.

Filters: \`serviceEnquiryReference\` or \`enquiryExternalId\` (404 RESOURCE_NOT_FOUND when this account has no such enquiry; both together must name the same enquiry, otherwise the list is empty). Bad values, including a cursor that does not decode, are 400 VALIDATION_ERROR.

A quote is a snapshot of what was sent. Its items are the 2 to 5 properties nearest the enquiry (within 25 km) with units that sleep every guest, infants included, each unit priced for the stay: \`perPeriod\` is the rate of one period with booking fee, \`wholeStay\` is every period plus the non-refundable additional charges that have a price; \`excludingTax + taxAmount = includingTax\` to the cent. An enquiry without dates is priced for a default stay: check-in ${DEFAULT_LEAD_DAYS} days after the quote was built, ${DEFAULT_NIGHTS} nights (a lone check-in gets ${DEFAULT_NIGHTS} nights; a lone check-out, the ${DEFAULT_NIGHTS} nights before it); the description says so.

The specification's quote table names the list of quote items "the service" (a garbled row); its part 2.3 is titled "element of \`items\`", so the field is \`items\`.`;

export const quoteRoutes = createRouter();

// GET /external-api/v1/quotes – the account's quotes, filtered and paginated
quoteRoutes.openapi(
  createRoute({
    method: "get",
    path: "/quotes",
    tags: ["Quotes"],
    summary: "List quotes",
    description: DESCRIPTION,
    request: { query: ListQuotesQuery },
    responses: {
      200: json(QuoteListResponse, "A page of quotes."),
      400: problems[400],
      401: problems[401],
      403: problems[403],
      404: problems[404],
      429: problems[429],
      500: problems[500],
    },
  }),
  // listQuotes writes the JSON itself (it copies the stored property snapshots in).
  async (c) => jsonText<QuoteListResponse>(c, await listQuotes(c.get("caller").accountId, c.req.valid("query"))),
);
