import { createRoute, z } from "@hono/zod-openapi";
import { ATTACHMENT_TYPES, AttachmentResponse, MAX_ATTACHMENT_BYTES } from "@/lib/contract/message";
import { fileDownloadHeaders } from "@/lib/shared/file-download";
import { readAttachment } from "../../messages/read-attachment";
import { attachmentTooLarge, storeAttachment } from "../../messages/store-attachment";
import { EnquiryIdParam } from "../params";
import { createRouter } from "../router";
import { json, keyedProblems } from "../responses";

// A Staydesk extension (the files of messages), documented as such.
const EXTENSION = "**Not part of the specification (v1.0.1): a Staydesk extension.**";

const AttachmentParams = EnquiryIdParam.extend({
  attachmentId: z.string().min(1).max(255).meta({ param: { name: "attachmentId", in: "path" }, example: "0193a0c2-7d1e-7c4a-9f2b-5a1d3e4f6a7b" }),
});
const UploadQuery = z.object({
  // Checked by the domain, so that a refusal says what a file name may be.
  filename: z.string().max(1024).meta({ param: { name: "filename", in: "query" }, description: "The file's name, shown to the reader and offered on download (1 to 255 characters, no slashes).", example: "floor-plan.pdf" }),
});
const Binary = z.string().meta({ format: "binary" });

const uploadProblems = keyedProblems("VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "RESOURCE_NOT_FOUND");

export const attachmentRoutes = createRouter();

// POST /external-api/v1/enquiries/{id}/attachments – upload a file for a message to come
attachmentRoutes.openapi(
  createRoute({
    method: "post",
    operationId: "createEnquiryAttachment",
    path: "/enquiries/{id}/attachments",
    tags: ["Messages"],
    summary: "Upload a file for a message (extension)",
    description: `${EXTENSION}
The request body is the file itself (any Content-Type; it is not read), its name in \`?filename=\`. Only PDF, PNG, JPEG and WebP files are accepted, told by their first bytes and never by the name: a PNG named \`.pdf\` is kept as a PNG, and anything else is VALIDATION_ERROR. At most 10 MB (${MAX_ATTACHMENT_BYTES} bytes): beyond, 413 and the rest is not read. Send the answer's \`id\` in a message's \`attachmentIds\`; a file no message takes within 24 hours is removed.`,
    "x-staydesk-extension": true,
    request: {
      params: EnquiryIdParam,
      query: UploadQuery,
      body: { required: true, content: { "application/octet-stream": { schema: Binary } } },
    },
    responses: {
      201: json(AttachmentResponse, "The file, kept until a message takes it."),
      ...uploadProblems,
      // The file's own limit, not the 1 MiB of a JSON body.
      413: { ...uploadProblems[413], description: "Payload Too Large: the file is larger than 10 MB." },
    },
  }),
  async (c) => {
    const declared = Number(c.req.header("content-length"));
    if (Number.isFinite(declared) && declared > MAX_ATTACHMENT_BYTES) throw attachmentTooLarge();
    const attachment = await storeAttachment(c.get("caller").accountId, c.req.valid("param").id, {
      filename: c.req.valid("query").filename,
      bytes: c.req.raw.body ?? new Uint8Array(0),
    });
    return c.json({ data: attachment }, 201);
  },
);

// GET /external-api/v1/enquiries/{id}/attachments/{attachmentId} – download a file
attachmentRoutes.openapi(
  createRoute({
    method: "get",
    operationId: "getEnquiryAttachment",
    path: "/enquiries/{id}/attachments/{attachmentId}",
    tags: ["Messages"],
    summary: "Download a message's file (extension)",
    description: `${EXTENSION}
The file's bytes, with the type detected at upload, offered for download under its name (\`Content-Disposition: attachment\`) and never to be rendered in place (\`Content-Security-Policy: sandbox\`, \`X-Content-Type-Options: nosniff\`). Another account's file, or another enquiry's, is 404.`,
    "x-staydesk-extension": true,
    request: { params: AttachmentParams },
    responses: {
      200: {
        description: "The file.",
        headers: {
          "Content-Disposition": { description: "`attachment; filename=\"…\"; filename*=UTF-8''…`: the file's name, plain and in UTF-8.", schema: { type: "string" } },
          "Content-Security-Policy": { description: "`default-src 'none'; sandbox`.", schema: { type: "string" } },
        },
        content: Object.fromEntries(ATTACHMENT_TYPES.map((type) => [type, { schema: Binary }])),
      },
      ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND"),
    },
  }),
  async (c) => {
    const { id, attachmentId } = c.req.valid("param");
    const { attachment, bytes } = await readAttachment(c.get("caller").accountId, id, attachmentId);
    return c.body(new Uint8Array(bytes), 200, fileDownloadHeaders({ ...attachment, size: bytes.byteLength }));
  },
);
