-- DropIndex
DROP INDEX "TrackedEnquiry_organizationId_createdAt_idx";

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_createdAt_id_idx" ON "TrackedEnquiry"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_checkIn_id_idx" ON "TrackedEnquiry"("organizationId", "checkIn", "id");

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_clientReference_id_idx" ON "TrackedEnquiry"("organizationId", "clientReference", "id");

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_createdById_createdAt_idx" ON "TrackedEnquiry"("organizationId", "createdById", "createdAt");
