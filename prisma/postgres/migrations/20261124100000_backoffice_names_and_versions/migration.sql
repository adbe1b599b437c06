-- AlterTable
ALTER TABLE "Account" ADD COLUMN "displayName" TEXT;

-- CreateIndex
CREATE INDEX "Enquiry_updatedAt_idx" ON "Enquiry"("updatedAt");
