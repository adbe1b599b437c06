-- Messages about an enquiry (an extension of the API), their attachments, and the
-- attachments' bytes.
CREATE TABLE "Message" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "authorSide" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "idempotencyKey" TEXT,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "Message_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "MessageAttachment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "messageId" TEXT,
    "filename" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "MessageAttachment_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MessageAttachment_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "AttachmentContent" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "bytes" BLOB NOT NULL
);

CREATE INDEX "Message_enquiryId_createdAt_id_idx" ON "Message"("enquiryId", "createdAt", "id");
CREATE UNIQUE INDEX "Message_accountId_enquiryId_authorSide_idempotencyKey_key" ON "Message"("accountId", "enquiryId", "authorSide", "idempotencyKey");
CREATE INDEX "MessageAttachment_enquiryId_idx" ON "MessageAttachment"("enquiryId");
CREATE INDEX "MessageAttachment_messageId_createdAt_idx" ON "MessageAttachment"("messageId", "createdAt");
