-- Amendments of an open enquiry by the agent's side (an extension of the API): what each
-- one changed, and the version of the enquiry's details it made.
CREATE TABLE "EnquiryAmendment" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "changes" JSONB NOT NULL,
    "authorName" TEXT,
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EnquiryAmendment_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "EnquiryAmendment_enquiryId_version_key" ON "EnquiryAmendment"("enquiryId", "version");
CREATE UNIQUE INDEX "EnquiryAmendment_accountId_enquiryId_idempotencyKey_key" ON "EnquiryAmendment"("accountId", "enquiryId", "idempotencyKey");

ALTER TABLE "EnquiryAmendment" ADD CONSTRAINT "EnquiryAmendment_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
