import { createRoute } from "@hono/zod-openapi";
import { CreateEnquiryRequest, EnquiryResponse } from "@/lib/contract/enquiry";
import { createEnquiry } from "../../enquiries/create-enquiry";
import { getEnquiryOrThrow } from "../../enquiries/get-enquiry-or-throw";
import { toWireEnquiry } from "../../enquiries/to-wire-enquiry";
import { EnquiryIdParam } from "../params";
import { createRouter } from "../router";
import { BODY_CODES, json, keyedProblems } from "../responses";

export const enquiryRoutes = createRouter();

// POST /external-api/v1/enquiries – create an enquiry and start the quoting process
enquiryRoutes.openapi(
  createRoute({
    method: "post",
    path: "/enquiries",
    operationId: "createEnquiry",
    tags: ["Enquiries"],
    summary: "Create an enquiry",
    description:
      "Creates an enquiry in state NEW and sends ENQUIRY.CREATED. The location is geocoded offline: an address or place id that cannot be placed, or a town the country named in the address does not have, is 400 GEOCODE_FAILURE. With a street-level geocoder configured, its timeouts and refusals are 503. `externalId` and `clientReference` are unique per account (RESOURCE_ALREADY_EXISTS, DUPLICATE_CLIENT_REFERENCE).",
    request: { body: { required: true, content: { "application/json": { schema: CreateEnquiryRequest } } } },
    responses: {
      201: json(EnquiryResponse, "The enquiry as created."),
      ...keyedProblems(...BODY_CODES, "GEOCODE_FAILURE", "RESOURCE_ALREADY_EXISTS", "DUPLICATE_CLIENT_REFERENCE"),
    },
  }),
  async (c) => {
    const enquiry = await createEnquiry(c.get("caller").accountId, c.req.valid("json"));
    return c.json({ data: toWireEnquiry(enquiry) }, 201);
  },
);

// GET /external-api/v1/enquiries/{id} – one enquiry, by serviceReference or externalId
enquiryRoutes.openapi(
  createRoute({
    method: "get",
    path: "/enquiries/{id}",
    operationId: "getEnquiry",
    tags: ["Enquiries"],
    summary: "Get an enquiry",
    description:
      "By serviceReference or externalId. When a value is both one enquiry's serviceReference and another's externalId, the serviceReference wins.",
    request: { params: EnquiryIdParam },
    responses: {
      200: json(EnquiryResponse, "The enquiry."),
      ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND"),
    },
  }),
  async (c) => {
    const enquiry = await getEnquiryOrThrow(c.get("caller").accountId, c.req.valid("param").id);
    return c.json({ data: toWireEnquiry(enquiry) }, 200);
  },
);
