-- Who an enquiry is billed to, as the intake form chose: the client, its traveller, the
-- cost centre's code, a PO number and a project code. Existing enquiries have none.
ALTER TABLE "TrackedEnquiry" ADD COLUMN "clientId" TEXT;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "travellerId" TEXT;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "costCentreCode" TEXT;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "poNumber" TEXT;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "projectCode" TEXT;

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_clientId_idx" ON "TrackedEnquiry"("organizationId", "clientId");
