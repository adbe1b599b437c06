-- The billing codes as the enquiry list's filters find them: in lower case, runs of spaces
-- as one (lib/portal/enquiries/billing-keys.ts), each with an index. Enquiries made before
-- get theirs from their codes here (SQLite's lower() folds ASCII letters only: an earlier
-- code with other capitals is found as typed then).
ALTER TABLE "TrackedEnquiry" ADD COLUMN "costCentreKey" TEXT;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "poNumberKey" TEXT;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "projectCodeKey" TEXT;
UPDATE "TrackedEnquiry" SET "costCentreKey" = lower("costCentreCode"), "poNumberKey" = lower("poNumber"), "projectCodeKey" = lower("projectCode")
WHERE "costCentreCode" IS NOT NULL OR "poNumber" IS NOT NULL OR "projectCode" IS NOT NULL;

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_costCentreKey_idx" ON "TrackedEnquiry"("organizationId", "costCentreKey");

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_poNumberKey_idx" ON "TrackedEnquiry"("organizationId", "poNumberKey");

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_projectCodeKey_idx" ON "TrackedEnquiry"("organizationId", "projectCodeKey");
