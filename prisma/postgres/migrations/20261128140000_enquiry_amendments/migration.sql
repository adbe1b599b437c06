-- Amendments of open enquiries (an extension of the API) as the portal learns them, and
-- when the amendment whose details the enquiry index shows was made.
ALTER TABLE "TrackedEnquiry" ADD COLUMN "detailsAmendedAt" TIMESTAMP(3);

CREATE TABLE "PortalAmendment" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "amendmentId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "changes" TEXT NOT NULL,
    "authorName" TEXT,
    "amendedAt" TIMESTAMP(3) NOT NULL,
    "submissionKey" TEXT,
    "recordedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PortalAmendment_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PortalAmendment_connectionId_amendmentId_key" ON "PortalAmendment"("connectionId", "amendmentId");
CREATE INDEX "PortalAmendment_connectionId_serviceReference_amendedAt_idx" ON "PortalAmendment"("connectionId", "serviceReference", "amendedAt");
